/** The help panel's short FAQ, matched against what the visitor types. */
export interface FaqEntry {
  question: string;
  answer: string;
  keywords: string[];
}

export const FAQ: FaqEntry[] = [
  {
    question: "How do I assign a quiz or worksheet to my class?",
    answer:
      "Open the quiz or worksheet and choose “Assign to a class”, then log in or create a free account. Give it a title and, if you like, a last day to answer, and you get a code of 8 letters and digits. Students go to the “Join your class” page (/a) and type the code: they need no account, only the name you know them by. You see every answer and the score on the assignment's results page, and can download them as a spreadsheet (CSV).",
    keywords: [
      "assign",
      "assigning",
      "assignment",
      "assignments",
      "class",
      "classes",
      "classroom",
      "students",
      "pupils",
      "homework",
      "code",
      "teacher",
      "set",
    ],
  },
  {
    question: "How do I print a worksheet, and on what paper size?",
    answer:
      "Every worksheet and quiz has a printable PDF on US Letter or A4: choose the paper size beside the download button (it is remembered), then download. The answer key prints on its own page, so you can take it out. You can also print the page from your browser, with or without the answers.",
    keywords: ["print", "printing", "printable", "paper", "size", "letter", "a4", "pdf", "answer key", "printer"],
  },
  {
    question: "Which grades are these for, and do they follow standards?",
    answer:
      "Each worksheet and quiz shows the grades it is written for, from Kindergarten to grade 12 (mostly K to 8), with the usual ages, and browsing and search can be filtered by grade. Items follow what is commonly taught in each grade, but they are not yet tagged with a standard's codes (such as the Common Core); if you need that, send us a message.",
    keywords: [
      "grade",
      "grades",
      "level",
      "levels",
      "age",
      "ages",
      "year",
      "kindergarten",
      "standard",
      "standards",
      "common core",
      "curriculum",
    ],
  },
  {
    question: "How many free downloads do I get?",
    answer:
      "Every visitor starts with 10 free PDF downloads. After that, each download costs 1 credit. Reading worksheets and taking quizzes online is always free.",
    keywords: ["free", "download", "downloads", "pdf", "how many", "allowance", "cost"],
  },
  {
    question: "What does a credit buy? Do credits expire?",
    answer:
      "One credit buys one worksheet's or quiz's printable PDF, and it is then yours: download it again at no cost, on either paper size, as often as you like. Credits never expire. Reading and taking quizzes online, and assigning them to a class, never cost anything.",
    keywords: [
      "credit",
      "credits",
      "buy",
      "buying",
      "price",
      "prices",
      "pack",
      "packs",
      "expire",
      "expiry",
      "again",
      "redownload",
    ],
  },
  {
    question: "What do you keep about students?",
    answer:
      "Students answer an assignment without an account. We keep only what they send: the name they type (as their teacher knows them) and their answers, which only the teacher who set the assignment can see. Everything is deleted with the assignment, and at the latest one year after it was set. There are no advertising or tracking cookies. The Privacy page has the details.",
    keywords: [
      "privacy",
      "keep",
      "kept",
      "store",
      "stored",
      "collect",
      "private",
      "student",
      "students",
      "child",
      "children",
      "kids",
      "data",
      "personal",
      "safe",
      "safety",
      "coppa",
      "ferpa",
      "gdpr",
      "cookies",
    ],
  },
  {
    question: "Can I get a refund?",
    answer:
      "Yes: a credit pack you have not used is refunded in full within 14 days of purchase. Send us a message and include the email you bought with. See the Terms page for details.",
    keywords: ["refund", "money", "back", "cancel", "purchase", "payment", "pay"],
  },
  {
    question: "How do quizzes work?",
    answer:
      'Type your answer to each question and press Check. The checker forgives capital letters, accents, punctuation and small typos, but not a typo that spells a different word ("hyperbola" for "hyperbole"), and numbers and signs must be exact. If you think the verdict is wrong, press "I was right" or "I was wrong"; your score updates.',
    keywords: ["quiz", "quizzes", "score", "check", "answer", "typo", "wrong", "right"],
  },
  {
    question: "Who checks the answers?",
    answer:
      "Every worksheet and quiz is written and then fact-checked by a second, independent reviewer who works out each answer again. If you spot a mistake, send us a message here and we will fix it quickly.",
    keywords: ["mistake", "error", "wrong", "correct", "accurate", "check", "checked", "report"],
  },
  {
    question: "Do I need an account?",
    answer:
      "No account is needed to browse, read or take quizzes, or to use your free downloads. You sign in to buy credits, so your purchases are kept safe, and to assign work to a class.",
    keywords: ["account", "sign", "login", "log in", "register", "password"],
  },
];

/** The longest question the help page searches for. */
export const HELP_QUESTION_MAX = 200;

/**
 * FAQ entries whose keywords appear in the text, best match first. An entry that matches less than
 * half as well as the best is left out: "how do I assign a quiz to my class" is about assigning, not
 * about how quizzes work.
 */
export function matchFaq(text: string, limit = 2) {
  const needle = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")} `;
  const scored = FAQ.map((entry) => ({
    entry,
    score: entry.keywords.filter((keyword) => needle.includes(` ${keyword} `)).length,
  }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  return scored
    .filter(({ score }) => score * 2 > best)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** "How do I…", "Can I…?": a question about using the site, which an FAQ answer serves better than a worksheet. */
export function isHowQuestion(text: string) {
  return /^\s*(how|can|could|what|where|why|when|do|does|is|are|will|who)\b/i.test(text) || text.trim().endsWith("?");
}

/**
 * What help shows for a text: the FAQ answers and whether to suggest worksheets and quizzes too,
 * which a "how do I" question that the FAQ answers does not need (the answer comes first, alone).
 */
export function helpAnswers(text: string) {
  const answers = text.trim() ? matchFaq(text) : [];
  return { answers, suggestItems: !(answers.length > 0 && isHowQuestion(text)) };
}

/** Nothing here answers the text: a question with no FAQ answer, or a topic with nothing found. Help offers the message form. */
export function unanswered(text: string, answers: readonly FaqEntry[], suggestions: readonly unknown[]) {
  return answers.length === 0 && (suggestions.length === 0 || isHowQuestion(text));
}

const STOP_WORDS = new Set(
  "a an and are about any can do does for from have how i in is it me my of on or please some that the there this to what where which who with worksheet worksheets quiz quizzes you your need want find looking".split(
    " ",
  ),
);

/** The words of a free-text question worth searching the catalogue for, longest first. */
export function searchTerms(text: string) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].sort((a, b) => b.length - a.length);
}
