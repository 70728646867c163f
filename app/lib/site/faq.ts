/** The help panel's short FAQ, matched against what the visitor types. */
export interface FaqEntry {
  question: string;
  answer: string;
  keywords: string[];
}

export const FAQ: FaqEntry[] = [
  {
    question: "How many free downloads do I get?",
    answer:
      "Every visitor starts with 10 free PDF downloads. After that, each download costs 1 credit. Reading worksheets and taking quizzes online is always free.",
    keywords: ["free", "download", "downloads", "pdf", "how many", "allowance", "cost"],
  },
  {
    question: "Do credits expire?",
    answer: "No. Credits never expire, and a worksheet you have paid for can be downloaded again at no cost.",
    keywords: ["credit", "credits", "expire", "expiry", "again", "redownload"],
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
    question: "How do I print a worksheet?",
    answer:
      "Open the worksheet and use its download button to get a printable PDF, with space to write and the answer key on a separate page.",
    keywords: ["print", "printable", "paper", "pdf", "answer key"],
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
      "No account is needed to browse, read or take quizzes, or to use your free downloads. You sign in only to buy credits, so your purchases are kept safe.",
    keywords: ["account", "sign", "login", "log in", "register", "password"],
  },
];

/** The longest question the help page searches for. */
export const HELP_QUESTION_MAX = 200;

/** FAQ entries whose keywords appear in the text, best match first. */
export function matchFaq(text: string, limit = 2) {
  const needle = ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")} `;
  return FAQ.map((entry) => ({
    entry,
    score: entry.keywords.filter((keyword) => needle.includes(` ${keyword} `)).length,
  }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ entry }) => entry);
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
