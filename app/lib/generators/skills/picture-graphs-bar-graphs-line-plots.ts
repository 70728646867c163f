/**
 * Picture graphs, bar graphs and line plots (grade 2): read a category, put two together, compare
 * two (how many more, how many fewer), find the total, the most and the fewest, and read a line plot
 * of lengths measured to the nearest unit. Every graph has four categories on a one-unit scale, as
 * grade 2 draws them; support keeps counts to 8, core to 12, challenge to 18 with "fewer" and
 * catching-up questions.
 */
import type { Generator, Level } from "../generator";
import type { Random } from "../random";
import type { Answerable, Question } from "../../questions/model";
import { NAMES } from "./practice";

interface Topic {
  title: string;
  /** The singular for "Which fruit got the most votes?" and the plural for the question's total. */
  thing: string;
  labels: readonly string[];
}

// Generated text is one wording for both papers: "like best", never favourite/favorite or colour/color.
const PETS: Topic = {
  title: "Pets we like best",
  thing: "pet",
  labels: ["dogs", "cats", "fish", "birds", "rabbits", "hamsters"],
};
const FRUIT: Topic = { title: "Fruit we like best", thing: "fruit", labels: ["apples", "bananas", "grapes", "pears", "plums"] };
const TRIPS: Topic = { title: "Votes for a class trip", thing: "place", labels: ["zoo", "farm", "museum", "beach", "park"] };

const MEASURED = [
  { things: "pencils", unit: "inches", axis: "Length (inches)" },
  { things: "crayons", unit: "cm", axis: "Length (cm)" },
  { things: "shells", unit: "cm", axis: "Length (cm)" },
  { things: "leaves", unit: "cm", axis: "Length (cm)" },
] as const;

const number = (question: string, value: number): Answerable => ({ type: "number", question, value: String(value) });

/** Four categories with four different counts from 1 to `most`, in the topic's order. */
function data(random: Random, topic: Topic, most: number) {
  const labels = random.shuffle(topic.labels).slice(0, 4);
  const values = random.shuffle(Array.from({ length: most }, (_, index) => index + 1)).slice(0, 4);
  return labels.map((label, index) => ({ label, value: values[index] }));
}

type Rows = ReturnType<typeof data>;

/** The rows by count, most first: the pair for "how many more" is the first and a later one. */
const byCount = (rows: Rows) => [...rows].sort((a, b) => b.value - a.value);

function petsGraph(random: Random, most: number): Question {
  const rows = data(random, PETS, Math.min(most, 12));
  const [a, b, c, d] = rows;
  const [high, , low] = byCount(rows);
  return {
    question: "Use the picture graph. Each star is 1 child.",
    figure: { type: "pictograph", title: PETS.title, key: { symbol: "star", each: 1 }, rows },
    parts: [
      number(`How many children chose ${a.label}?`, a.value),
      number(`How many children chose ${b.label}?`, b.value),
      number(`How many children chose ${c.label} or ${d.label}?`, c.value + d.value),
      number(`How many more children chose ${high.label} than ${low.label}?`, high.value - low.value),
    ],
  };
}

function fruitGraph(random: Random, most: number): Question {
  const rows = data(random, FRUIT, most);
  const [a, b, c] = rows;
  const [high, , , low] = byCount(rows);
  const max = most <= 10 ? 10 : 20;
  return {
    question: "Use the bar graph.",
    figure: {
      type: "bar-graph",
      title: FRUIT.title,
      categoryAxis: "Fruit",
      valueAxis: "Number of children",
      scale: { max, step: 1 },
      bars: rows,
    },
    parts: [
      number(`How many children chose ${a.label}?`, a.value),
      number(`How many children chose ${b.label} or ${c.label}?`, b.value + c.value),
      number(`How many more children chose ${high.label} than ${low.label}?`, high.value - low.value),
      number(
        `How many children answered the ${FRUIT.thing} question?`,
        rows.reduce((sum, row) => sum + row.value, 0),
      ),
    ],
  };
}

function lengthsPlot(random: Random, level: Level): Question {
  const { things, unit, axis } = random.pick(MEASURED);
  const from = random.int(2, 6);
  const values = random.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, level === "support" ? 3 : 5);
  const marks = values
    .map((offset) => ({ at: from + offset, count: random.int(1, level === "challenge" ? 5 : 3) }))
    .sort((a, b) => a.at - b.at);
  const asked = random.pick(marks);
  const cut = marks[random.int(0, marks.length - 2)].at;
  const longer = marks.filter((mark) => mark.at > cut).reduce((sum, mark) => sum + mark.count, 0);
  return {
    question: `Use the line plot. Each X is one of the ${things}.`,
    figure: {
      type: "line-plot",
      title: `Lengths of ${things}`,
      axisLabel: axis,
      from: String(from),
      to: String(from + 6),
      step: "1",
      marks: marks.map((mark) => ({ at: String(mark.at), count: mark.count })),
    },
    parts: [
      number(`How many ${things} are ${asked.at} ${unit} long?`, asked.count),
      number(
        `How many ${things} were measured?`,
        marks.reduce((sum, mark) => sum + mark.count, 0),
      ),
      number(`How many ${things} are longer than ${cut} ${unit}?`, longer),
      number(`How much longer is the longest than the shortest, in ${unit}?`, marks.at(-1)!.at - marks[0].at),
    ],
  };
}

function colorsGraph(random: Random, level: Level, most: number): Question {
  const rows = data(random, TRIPS, most);
  const [high, middle, , low] = byCount(rows);
  const labels = rows.map((row) => row.label);
  const choice = (question: string, right: string): Answerable => ({
    type: "choice",
    question,
    options: labels,
    correct: [labels.indexOf(right)],
  });
  return {
    question: "Use the bar graph.",
    figure: {
      type: "bar-graph",
      title: TRIPS.title,
      categoryAxis: "Place",
      valueAxis: "Number of votes",
      scale: { max: most <= 10 ? 10 : 20, step: 1 },
      bars: rows,
      horizontal: true,
    },
    parts: [
      choice(`Which ${TRIPS.thing} got the most votes?`, high.label),
      choice(`Which ${TRIPS.thing} got the fewest votes?`, low.label),
      level === "challenge"
        ? number(`How many fewer votes did ${low.label} get than ${middle.label}?`, middle.value - low.value)
        : number(`How many more votes did ${high.label} get than ${middle.label}?`, high.value - middle.value),
    ],
  };
}

function booksGraph(random: Random, level: Level, most: number): Question {
  const topic: Topic = { title: "Books read", thing: "book", labels: NAMES };
  const rows = data(random, topic, Math.min(most, 12));
  const [a, b] = rows;
  const [high, middle, low] = byCount(rows);
  const extra = random.int(2, 5);
  return {
    question: "Use the picture graph. Each square is 1 book.",
    figure: { type: "pictograph", title: topic.title, key: { symbol: "square", each: 1 }, rows },
    parts: [
      number(`How many books did ${a.label} and ${b.label} read in all?`, a.value + b.value),
      number(`${middle.label} reads ${extra} more books. How many has ${middle.label} read now?`, middle.value + extra),
      level === "support"
        ? number(`How many more books did ${high.label} read than ${low.label}?`, high.value - low.value)
        : number(`How many more books must ${low.label} read to catch up with ${high.label}?`, high.value - low.value),
    ],
  };
}

function build(level: Level, random: Random) {
  const most = level === "support" ? 8 : level === "core" ? 12 : 18;
  return {
    example: {
      question: "A bar graph shows 9 children chose soccer and 5 chose tennis. How many more chose soccer?",
      answer: `Read each bar at its end: soccer 9, tennis 5.\nHow many more means take away: 9 \u2212 5 = 4.\nSo 4 more children chose soccer.`,
    },
    questions: [
      petsGraph(random, most),
      fruitGraph(random, most),
      lengthsPlot(random, level),
      colorsGraph(random, level, most),
      booksGraph(random, level, most),
    ],
  };
}

export const pictureGraphsBarGraphsLinePlots: Generator = {
  slug: "picture-graphs-bar-graphs-line-plots",
  title: "Picture Graphs, Bar Graphs and Line Plots",
  description: "Read picture graphs, bar graphs and line plots, then put together, take apart and compare the data. For grade 2.",
  category: "Statistics",
  grades: { from: 2, to: 2 },
  standards: [
    {
      code: "2.MD.D.10",
      why: "Questions 1, 2, 4 and 5 read picture graphs and bar graphs with four categories and solve put-together, take-apart and compare problems from them.",
    },
    {
      code: "2.MD.D.9",
      why: "Question 3 reads a line plot of lengths measured to the nearest whole unit.",
    },
  ],
  build,
};
