import { Link } from "react-router";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/about";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "About",
    description: "StudyShelf is a library of fact-checked study worksheets and quizzes for students, teachers and parents.",
  });
}

export default function About() {
  return (
    <div className="page narrow prose">
      <h1>About StudyShelf</h1>
      <p className="lede">
        StudyShelf is a library of study worksheets and quizzes for students, teachers and parents, across math, science, language
        and social studies.
      </p>
      <h2>What you can do here</h2>
      <ul>
        <li>Search and filter every worksheet by subject, category and difficulty, or browse the topic pages.</li>
        <li>Read worksheets online with each answer behind a reveal button, so you can test yourself first.</li>
        <li>Take quizzes online: type your answers and get them checked instantly, with a model answer each time.</li>
        <li>Download printable PDFs with space to write and the answer key on its own page.</li>
      </ul>
      <h2>Accurate answers</h2>
      <p>
        A wrong answer in study material is the worst mistake we can make. Every worksheet and quiz is written and then checked by
        a second, independent reviewer who works out each answer again. If you still find a mistake, please{" "}
        <Link to="/contact">tell us</Link>: we fix reported errors first.
      </p>
      <h2>Free and paid</h2>
      <p>
        Reading and quizzes are free. Every visitor gets 10 free PDF downloads; after that a download costs one credit. Credits
        never expire, and a worksheet you have paid for can be downloaded again at no cost.
      </p>
    </div>
  );
}
