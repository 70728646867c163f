import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { QuizRunner } from "~/components/quiz-runner";
import { areaOfSubject, getQuiz, parseId } from "~/lib/catalogue/catalogue.server";
import { pageWording } from "~/lib/catalogue/wording";
import { standardsOf } from "~/lib/catalogue/standards.server";
import { printPreview } from "~/lib/downloads/preview.server";
import { gradePractice } from "~/lib/questions/grading.server";
import { readerOf } from "~/lib/questions/responses";
import { relatedTo } from "~/lib/catalogue/related.server";
import { readFormData } from "~/lib/http/forms.server";
import { pageMeta } from "~/lib/site/seo";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/quiz";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
function quizOf(id: string, request: Request) {
  const quiz = getQuiz(parseId(id), pageWording(new URL(request.url).searchParams));
  if (!quiz) throw notFound("quiz");
  return quiz;
}

export function loader({ params, request }: Route.LoaderArgs) {
  // Search's reading in the other wording is not the page's to ship.
  const { otherWording: _searchOnly, ...quiz } = quizOf(params.id, request);
  const area = areaOfSubject(quiz.subject);
  return {
    quiz,
    area: area && { slug: area.slug, name: area.name },
    standards: standardsOf(quiz),
    related: relatedTo(quiz),
    preview: printPreview(quiz),
  };
}

/** The quiz form, posted by a fetcher (JavaScript) or as a page (without): checked on the server. */
export async function action({ params, request }: Route.ActionArgs) {
  // Either wording's answers are right whichever the page shows (wording.ts keeps both in accept lists).
  const quiz = quizOf(params.id, request);
  return { graded: gradePractice(quiz, readerOf(await readFormData(request))) };
}

/** Checking answers changes nothing the loader reads: the quiz stays as loaded, and the page keeps its state. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const quiz = args.loaderData?.quiz;
  if (!quiz) return [{ title: "Quiz not found · StudyShelf" }];
  return pageMeta(args, { title: `Quiz: ${quiz.title}`, description: quiz.description });
}

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz, area, standards, related, preview } = loaderData;
  return (
    <article className="page narrow item-page">
      <ItemHeader item={quiz} area={area} standards={standards} />
      <PrintableJump kind="quiz" />
      {/* One line before the first question on a phone; the checking rules one tap away. */}
      <div className="hint quiz-hint">
        <p>Answer each question and press Check (or Enter).</p>
        <details>
          <summary>How answers are checked</summary>
          <p>
            {quiz.spelling
              ? "This quiz tests spelling: every letter counts, only capitals don't."
              : "Capitals, accents, punctuation and small typos don't matter, unless a typo spells another word; a number can be typed in any equal form (1/2, 0.5, one half) unless the question asks for one."}{" "}
            If the checker gets it wrong, use “I was right” or “I was wrong”.
          </p>
        </details>
      </div>
      {/* Keyed by quiz: following a link to another quiz starts that quiz, not this one's answers. */}
      <QuizRunner
        key={quiz.id}
        quizId={quiz.id}
        questions={quiz.questions}
        readAloud={quiz.grades.from <= 2}
        related={related}
        graded={actionData?.graded}
      />
      <PrintablePanel item={quiz} preview={preview} />
      <AssignLink item={quiz} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ItemNotFound kind="quiz" />;
}
