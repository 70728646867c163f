/**
 * Mean, median, mode and range (grade 6): each of a small data set of whole numbers, listed out of
 * order. Support uses 5 values to 20; core 5 to 7 values to 50; challenge 6 to 8 values to 100, where
 * an even count makes the median the mean of the middle two. Every mean is chosen to be whole (or a
 * half at challenge), and every mode data set has exactly one mode.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { decimalText, promptSize } from "./numbers-5-6";
import { block, numberItem, type Item } from "./practice";

const SETTINGS: Record<Level, { counts: [number, number]; top: number }> = {
  support: { counts: [5, 5], top: 20 },
  core: { counts: [5, 7], top: 50 },
  challenge: { counts: [6, 8], top: 100 },
};

function build(level: Level, random: Random) {
  const { counts, top } = SETTINGS[level];
  const values = () => Array.from({ length: random.int(...counts) }, () => random.int(1, top));
  const item = (label: string, data: number[], value: number | string) => {
    const prompt = `the ${label} of ${data.join(", ")}`;
    return numberItem(prompt, value, promptSize(prompt));
  };
  const sorted = (data: number[]) => [...data].sort((a, b) => a - b);
  const seen = new Set<string>();

  const range = (): Item => {
    const data = values();
    return item("range", data, Math.max(...data) - Math.min(...data));
  };
  const median = (): Item => {
    const data = values();
    const s = sorted(data);
    const middle = s.length / 2;
    // Twice the median, so an even count's half stays exact.
    const doubled = s.length % 2 === 1 ? 2 * s[(s.length - 1) / 2] : s[middle - 1] + s[middle];
    return item("median", data, decimalText(doubled * 5, 1));
  };
  const mean = (): Item => {
    const data = values();
    // Adjust the last value so the total is a multiple of the count: the mean is whole.
    const total = data.reduce((sum, n) => sum + n, 0);
    const over = total % data.length;
    const last = data[data.length - 1];
    data[data.length - 1] = last - over >= 1 ? last - over : last + data.length - over;
    return item("mean", data, data.reduce((sum, n) => sum + n, 0) / data.length);
  };
  const mode = (): Item => {
    const data = random.distinct(random.int(...counts) - 1, () => random.int(1, top));
    // One value twice, every other once: exactly one mode.
    const twice = data[random.int(0, data.length - 1)];
    return item("mode", random.shuffle([...data, twice]), twice);
  };

  return {
    example: {
      question: "Find the mean, median, mode and range of 7, 3, 9, 3, 8.",
      answer: [
        "In order: 3, 3, 7, 8, 9.",
        "Mean: (3 + 3 + 7 + 8 + 9) ÷ 5 = 30 ÷ 5 = 6. Median: the middle value, 7.",
        "Mode: 3 appears most often. Range: 9 − 3 = 6.",
      ].join("\n"),
    },
    questions: [
      block(random, "Find the range: greatest minus least.", 3, range, seen),
      block(random, "Find the median: put the values in order first.", 3, median, seen),
      block(random, "Find the mode: the value that appears most often.", 3, mode, seen),
      block(random, "Find the mean: add the values and divide by how many there are.", 3, mean, seen),
      block(random, "Find the mean.", 3, mean, seen),
    ],
  };
}

export const meanMedianModeRange: Generator = {
  slug: "mean-median-mode-range",
  title: "Mean, Median, Mode and Range of Small Data Sets",
  description:
    "Fresh practice describing small data sets by their mean, median, mode and range, with values listed out of order. For grade 6.",
  category: "Statistics",
  grades: { from: 6, to: 6 },
  standards: [{ code: "6.SP.B.5.c", why: "Questions 1–5 find the range, median, mode and mean of small data sets." }],
  build,
};
