/**
 * The independent check of "Volume: Counting Unit Cubes and Adding Volumes": cubes are counted one by
 * one (a loop over every row, column and layer) from the picture's rows and columns or the printed
 * sides, never multiplied as the generator does; a layer's cubes and a missing side are found by
 * trying every whole number until the count fits exactly once; two boxes' volumes are evaluated
 * exactly by evaluate(). Sides stay in the level's range and units agree (cm with cm³).
 */
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { keyProblem, onlyCandidate } from "./parts";
import { checkEachPart } from "./rules-5-6";

const SIDES: Record<Level, [number, number]> = { support: [2, 5], core: [2, 8], challenge: [3, 12] };
const NAMES: Record<string, string> = { centimetre: "cm", inch: "in", foot: "ft" };

const LAYER =
  /^The picture shows the bottom layer of a box filled with 1 (centimetre|inch|foot) cubes\. The box is (\d+) layers high\. What is its volume\?$/;
const FILL = /^How many 1 (centimetre|inch|foot) cubes fill a box (\d+) (cm|in|ft) long, (\d+) \3 wide and (\d+) \3 high\?$/;
const PER_LAYER = /^A box holds (\d+) unit cubes in (\d+) equal layers\. How many cubes are in each layer\?$/;
const MISSING = /^A box has a volume of (\d+) (cm|in|ft)³\. It is (\d+) \2 long and (\d+) \2 wide\. How high is it\?$/;
const TWO =
  /^A solid is made of two boxes, one (\d+) (cm|in|ft) by (\d+) \2 by (\d+) \2 and one (\d+) \2 by (\d+) \2 by (\d+) \2\. What is its total volume\?$/;

/** Unit cubes in a box, counted one at a time. */
function count(long: number, wide: number, high: number) {
  let cubes = 0;
  for (let layer = 0; layer < high; layer++) for (let row = 0; row < wide; row++) for (let cube = 0; cube < long; cube++) cubes++;
  return cubes;
}

export function checkVolumeWithUnitCubes(sheet: GeneratedSheet, level: Level): string[] {
  const [low, high] = SIDES[level];
  const sides = (list: number[], where: string, problems: string[]) => {
    for (const n of list) if (n < low || n > high) problems.push(`${where}: a side of ${n} outside ${low} to ${high}`);
  };
  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type !== "number") throw new Error("not a number answer");
    if ((match = LAYER.exec(q))) {
      const figure = unit.figure;
      if (figure?.type !== "array" || figure.item !== "square") throw new Error("no layer of unit squares");
      const layers = Number(match[2]);
      sides([figure.rows, figure.columns, layers], where, problems);
      const cubes = count(figure.columns, figure.rows, layers);
      problems.push(...keyProblem(where, unit.value, String(cubes)));
      if (unit.unit !== `${NAMES[match[1]]}³`) problems.push(`${where}: the unit is not ${NAMES[match[1]]}³`);
      return cubes;
    }
    if ((match = FILL.exec(q))) {
      const [l, w, h] = [match[2], match[4], match[5]].map(Number);
      sides([l, w, h], where, problems);
      if (NAMES[match[1]] !== match[3]) problems.push(`${where}: cubes and sides in different units`);
      const cubes = count(l, w, h);
      problems.push(...keyProblem(where, unit.value, String(cubes)));
      return cubes;
    }
    if ((match = PER_LAYER.exec(q))) {
      const [total, layers] = [BigInt(match[1]), BigInt(match[2])];
      const each = onlyCandidate(high * high, (x) => x * layers === total);
      problems.push(...keyProblem(where, unit.value, each === null ? "no one number" : String(each)));
      sides([Number(layers)], where, problems);
      return Number(total);
    }
    if ((match = MISSING.exec(q))) {
      const [volume, l, w] = [match[1], match[3], match[4]].map(BigInt);
      const side = onlyCandidate(high, (x) => l * w * x === volume);
      problems.push(...keyProblem(where, unit.value, side === null ? "no one number" : String(side)));
      if (unit.unit !== match[2]) problems.push(`${where}: the side is not in ${match[2]}`);
      sides([Number(l), Number(w), side ?? 0], where, problems);
      return Number(volume);
    }
    if ((match = TWO.exec(q))) {
      const n = [match[1], match[3], match[4], match[5], match[6], match[7]];
      sides(n.map(Number), where, problems);
      const total = evaluate(`${n[0]} × ${n[1]} × ${n[2]} + ${n[3]} × ${n[4]} × ${n[5]}`);
      problems.push(...keyProblem(where, unit.value, String(total.n)));
      if (unit.unit !== `${match[2]}³`) problems.push(`${where}: the unit is not ${match[2]}³`);
      return Number(total.n);
    }
    problems.push(`${where}: not a volume question of a known kind`);
  });
}
