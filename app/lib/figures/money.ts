/**
 * US coins and bills, and the generic currency for items that are not US-specific. Coins are circles
 * in their real relative sizes (a dime is smaller than a penny) with the value and the name; bills
 * are notes with "$5" in the middle and the number in the corners. The alt text counts like with
 * like ("3 quarters, 2 dimes and 1 penny.") and never adds them up: the total is the child's to find.
 */
import type { Drawing, Shape } from "./drawing.ts";
import { centredText, circle, flow, line, path, rect, SMALL, text, textWidth, translate, type Box } from "./kit.ts";
import type { FigureOf } from "./schema.ts";

type UsMoney = FigureOf<"money">["items"][number];

/** Diameters in millimetres (US Mint), drawn at 1.9 pt per mm. */
const COINS: Partial<Record<UsMoney, { mm: number; label: string; name: string; plural: string }>> = {
  penny: { mm: 19.05, label: "1¢", name: "penny", plural: "pennies" },
  nickel: { mm: 21.21, label: "5¢", name: "nickel", plural: "nickels" },
  dime: { mm: 17.91, label: "10¢", name: "dime", plural: "dimes" },
  quarter: { mm: 24.26, label: "25¢", name: "quarter", plural: "quarters" },
  "half-dollar": { mm: 30.61, label: "50¢", name: "half dollar", plural: "half dollars" },
  "dollar-coin": { mm: 26.49, label: "$1", name: "dollar coin", plural: "dollar coins" },
};
const BILLS: Partial<Record<UsMoney, number>> = {
  "1-dollar-bill": 1,
  "5-dollar-bill": 5,
  "10-dollar-bill": 10,
  "20-dollar-bill": 20,
};
const PT_PER_MM = 1.9;
const NAME_GAP = 13;

/** How a coin looks without its value: copper and gold coins shaded, reeded (ridged) edges on dimes, quarters and half dollars. */
const LOOKS: Partial<Record<UsMoney, { shaded?: boolean; reeded?: boolean }>> = {
  penny: { shaded: true },
  dime: { reeded: true },
  quarter: { reeded: true },
  "half-dollar": { reeded: true },
  "dollar-coin": { shaded: true },
};

function coinBox(
  diameter: number,
  label: string | undefined,
  name: string | undefined,
  look: { shaded?: boolean; reeded?: boolean } = {},
): Box {
  const r = diameter / 2;
  const shapes: Shape[] = [
    circle(r, r, r, { lineWidth: 1.6, fill: look.shaded ? "shade" : "none" }),
    circle(r, r, r - 3, { stroke: "soft", lineWidth: 0.6 }),
  ];
  if (look.reeded) {
    for (let tick = 0; tick < 48; tick++) {
      const angle = (tick * Math.PI) / 24;
      shapes.push(
        line(r + (r - 2.6) * Math.cos(angle), r + (r - 2.6) * Math.sin(angle), r + r * Math.cos(angle), r + r * Math.sin(angle), {
          lineWidth: 0.5,
        }),
      );
    }
  }
  if (label) shapes.push(centredText(r, r, label, { size: label.length > 3 ? 10 : 11, weight: "bold" }));
  if (name) shapes.push(text(r, diameter + NAME_GAP - 2, name, { size: SMALL }));
  const width = Math.max(diameter, name ? textWidth(name, SMALL) : 0);
  return { width, height: diameter + (name ? NAME_GAP : 0), shapes: translate(shapes, (width - diameter) / 2, 0) };
}

function noteBox(big: string, corner: string): Box {
  const width = 112;
  const height = 50;
  const shapes: Shape[] = [
    rect(0, 0, width, height, { lineWidth: 1.4 }),
    rect(4, 4, width - 8, height - 8, { stroke: "soft", lineWidth: 0.6 }),
    // The portrait's oval, so a bill reads as a bill and not a box.
    path(
      `M ${width / 2 - 16} ${height / 2} A 16 15 0 1 0 ${width / 2 + 16} ${height / 2} A 16 15 0 1 0 ${width / 2 - 16} ${height / 2} Z`,
      {
        stroke: "soft",
        lineWidth: 0.8,
      },
    ),
    centredText(width / 2, height / 2, big, { size: 16, weight: "bold" }),
    text(9, 16, corner, { size: SMALL, anchor: "start", weight: "bold" }),
    text(width - 9, height - 8, corner, { size: SMALL, anchor: "end", weight: "bold" }),
  ];
  return { width, height, shapes };
}

function usBox(item: UsMoney, labels: "both" | "names" | "none"): Box {
  const coin = COINS[item];
  if (coin && labels === "both") return coinBox(coin.mm * PT_PER_MM, coin.label, coin.name);
  // Without the value, the coin shows what a real one does: its size, its colour and its edge.
  if (coin) return coinBox(coin.mm * PT_PER_MM, undefined, labels === "names" ? coin.name : undefined, LOOKS[item]);
  const dollars = BILLS[item]!;
  return noteBox(`$${dollars}`, String(dollars));
}

const MAX_WIDTH = 360;

function finish(boxes: (Box & { groupStart?: boolean })[]): Drawing {
  const laid = flow(boxes, MAX_WIDTH, 10, 16);
  return { width: Math.ceil(laid.width) + 4, height: Math.ceil(laid.height) + 4, shapes: translate(laid.shapes, 2, 2) };
}

export function drawMoney(figure: FigureOf<"money">): Drawing {
  return finish(
    figure.items.map((item, index) => ({
      ...usBox(item, figure.labels ?? "both"),
      groupStart: index > 0 && figure.items[index - 1] !== item,
    })),
  );
}

function written(figure: FigureOf<"currency">, value: string) {
  return figure.symbolAfter ? `${value}${figure.symbol}` : `${figure.symbol}${value}`;
}

export function drawCurrency(figure: FigureOf<"currency">): Drawing {
  return finish(
    figure.items.map((item, index) => ({
      ...(item.kind === "coin"
        ? coinBox(44, written(figure, item.value), undefined)
        : noteBox(written(figure, item.value), item.value)),
      groupStart: index > 0 && (figure.items[index - 1]!.value !== item.value || figure.items[index - 1]!.kind !== item.kind),
    })),
  );
}

/** "3 quarters, 2 dimes and 1 penny": counts in the order first drawn. */
export function listCounts(entries: readonly { key: string; one: string; many: string }[]) {
  const counts = new Map<string, { count: number; one: string; many: string }>();
  for (const entry of entries) {
    const seen = counts.get(entry.key);
    if (seen) seen.count++;
    else counts.set(entry.key, { count: 1, one: entry.one, many: entry.many });
  }
  return joinList([...counts.values()].map(({ count, one, many }) => `${count} ${count === 1 ? one : many}`));
}

export function joinList(items: readonly string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function usNames(item: UsMoney) {
  const coin = COINS[item];
  if (coin) return { key: item, one: coin.name, many: coin.plural };
  const dollars = BILLS[item]!;
  const name = { 1: "one", 5: "five", 10: "ten", 20: "twenty" }[dollars as 1 | 5 | 10 | 20];
  return { key: item, one: `${name}-dollar bill`, many: `${name}-dollar bills` };
}

export function moneyAlt(figure: FigureOf<"money">) {
  return `${capitalise(listCounts(figure.items.map(usNames)))}.`;
}

export function currencyAlt(figure: FigureOf<"currency">) {
  const entries = figure.items.map((item) => ({
    key: `${item.kind} ${item.value}`,
    one: `${item.kind} worth ${item.value} ${figure.unitName}`,
    many: `${item.kind}s worth ${item.value} ${figure.unitName} each`,
  }));
  return `${capitalise(listCounts(entries))}.`;
}

export function capitalise(sentence: string) {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
