/**
 * Reading picture graphs, tally charts and bar graphs with three groups (kindergarten and grade 1):
 * how many in a group, which group has the most or the fewest, how many more or fewer, and how many in
 * all. Support counts to 6, core to 10, challenge to 12 with groups at least 2 apart.
 */
import type { Figure } from "../../figures/schema";
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import { choiceItem, numberItem, type Item } from "./practice";

interface Topic {
  title: string;
  /** One of them: "Which pet has the most?" */
  noun: string;
  /** All of them: "How many pets in all?" */
  plural: string;
  labels: [string, string, string];
  symbol: "star" | "circle" | "square" | "smiley" | "heart" | "apple";
}

const TOPICS: readonly Topic[] = [
  { title: "Our pets", noun: "pet", plural: "pets", labels: ["Dogs", "Cats", "Fish"], symbol: "smiley" },
  { title: "Fruit in the bowl", noun: "fruit", plural: "pieces of fruit", labels: ["Apples", "Pears", "Plums"], symbol: "apple" },
  { title: "Toys in the box", noun: "toy", plural: "toys", labels: ["Balls", "Blocks", "Cars"], symbol: "square" },
  { title: "Birds we saw", noun: "bird", plural: "birds", labels: ["Robins", "Crows", "Ducks"], symbol: "heart" },
  { title: "Shapes we sorted", noun: "shape", plural: "shapes", labels: ["Circles", "Squares", "Triangles"], symbol: "circle" },
  { title: "Bugs we found", noun: "bug", plural: "bugs", labels: ["Ants", "Bees", "Beetles"], symbol: "star" },
  { title: "Snacks we picked", noun: "snack", plural: "snacks", labels: ["Pretzels", "Crackers", "Grapes"], symbol: "apple" },
];

/** Per level: the least and most in a group, and the least gap between two groups. */
const RANGES = {
  support: { low: 1, high: 6, gap: 1 },
  core: { low: 1, high: 10, gap: 1 },
  challenge: { low: 3, high: 12, gap: 2 },
} as const satisfies Record<Level, { low: number; high: number; gap: number }>;

type Kind = "pictograph" | "tally-chart" | "bar-graph";

function chart(kind: Kind, topic: Topic, values: number[]): Figure {
  const heading = topic.noun[0].toUpperCase() + topic.noun.slice(1);
  const rows = topic.labels.map((label, i) => ({ label, value: values[i] }));
  if (kind === "pictograph") return { type: "pictograph", title: topic.title, key: { symbol: topic.symbol, each: 1 }, rows };
  if (kind === "tally-chart")
    return {
      type: "tally-chart",
      title: topic.title,
      headings: [heading, "Tally"],
      rows: rows.map(({ label, value }) => ({ label, count: value })),
    };
  return {
    type: "bar-graph",
    title: topic.title,
    categoryAxis: heading,
    valueAxis: "How many",
    scale: { max: values.some((v) => v > 10) ? 12 : 10, step: 1 },
    bars: rows,
  };
}

function build(level: Level, random: Random) {
  const { low, high, gap } = RANGES[level];
  const topics = random.shuffle(TOPICS).slice(0, 5);
  /** Three different counts, each pair at least `gap` apart. */
  const counts = () => {
    for (;;) {
      const values = [random.int(low, high), random.int(low, high), random.int(low, high)];
      const sorted = [...values].sort((a, b) => a - b);
      if (sorted[1] - sorted[0] >= gap && sorted[2] - sorted[1] >= gap) return values;
    }
  };
  const lower = (label: string) => label.toLowerCase();
  const pairs = random.shuffle([
    [0, 1],
    [0, 2],
    [1, 2],
  ]);

  const howMany = (topic: Topic, values: number[], i: number): Item =>
    numberItem(`How many ${lower(topic.labels[i])}?`, values[i], 1);
  const extreme = (topic: Topic, values: number[], word: "most" | "fewest"): Item => {
    const target = word === "most" ? Math.max(...values) : Math.min(...values);
    return choiceItem(`Which ${topic.noun} has the ${word}?`, [...topic.labels], [values.indexOf(target)], 2);
  };
  /** Two groups compared; a question's "more" and "fewer" parts compare different pairs. */
  const difference = (topic: Topic, values: number[], word: "more" | "fewer", [i, j]: number[]): Item => {
    const [big, small] = values[i] > values[j] ? [i, j] : [j, i];
    const [first, second] = word === "more" ? [big, small] : [small, big];
    return numberItem(
      `How many ${word} ${lower(topic.labels[first])} than ${lower(topic.labels[second])}?`,
      values[big] - values[small],
      1,
    );
  };
  const total = (topic: Topic, values: number[]): Item =>
    numberItem(`How many ${topic.plural} in all?`, values[0] + values[1] + values[2], 2);

  const question = (instruction: string, kind: Kind, topic: Topic, make: (values: number[]) => Item[]) => {
    const values = counts();
    return { question: instruction, figure: chart(kind, topic, values), parts: make(values).map((item) => item.unit) };
  };

  return {
    example: {
      question: "How many more cats than fish?",
      figure: chart("tally-chart", TOPICS[0], [4, 7, 3]),
      answer:
        "Count the tally marks for cats: a bundle of 5 and 2 more is 7.\nCount the fish: 3.\n7 − 3 = 4, so there are 4 more cats than fish.",
    },
    questions: [
      question("Use the picture graph. Each picture stands for 1.", "pictograph", topics[0], (v) => [
        howMany(topics[0], v, 0),
        howMany(topics[0], v, 1),
        howMany(topics[0], v, 2),
        extreme(topics[0], v, "most"),
      ]),
      question("Use the tally chart. Count each bundle of tallies as 5.", "tally-chart", topics[1], (v) => [
        howMany(topics[1], v, 0),
        howMany(topics[1], v, 1),
        howMany(topics[1], v, 2),
        extreme(topics[1], v, "fewest"),
      ]),
      question("Use the picture graph to compare.", "pictograph", topics[2], (v) => [
        difference(topics[2], v, "more", pairs[0]),
        difference(topics[2], v, "fewer", pairs[1]),
        total(topics[2], v),
      ]),
      question("Use the tally chart to compare.", "tally-chart", topics[3], (v) => [
        difference(topics[3], v, "more", pairs[1]),
        difference(topics[3], v, "fewer", pairs[2]),
        total(topics[3], v),
      ]),
      question("Use the bar graph. Read across from the top of each bar.", "bar-graph", topics[4], (v) => [
        howMany(topics[4], v, 0),
        howMany(topics[4], v, 2),
        difference(topics[4], v, "more", pairs[2]),
        total(topics[4], v),
      ]),
    ],
  };
}

export const pictureGraphsAndTallyCharts: Generator = {
  slug: "picture-graphs-and-tally-charts",
  title: "Reading Picture Graphs and Tally Charts",
  description:
    "Fresh practice reading picture graphs, tally charts and bar graphs with three groups: how many, which has the most or fewest, how many more or fewer, and how many in all. For kindergarten to grade 1.",
  category: "Statistics",
  grades: { from: 0, to: 1 },
  standards: [
    {
      code: "K.MD.B.3",
      why: "Questions 1–2 count the things sorted into each of three groups and find the group with the most or the fewest.",
    },
    {
      code: "1.MD.C.4",
      why: "Every question reads data in three groups; questions 3–5 ask how many in all and how many more or fewer in one group than another.",
    },
  ],
  build,
};
