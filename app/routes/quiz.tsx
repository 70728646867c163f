import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { QuizRunner } from "~/components/quiz-runner";
import { areaOfSubject, getQuiz, parseId } from "~/lib/catalogue/catalogue.server";
import { gradeQuizForm } from "~/lib/catalogue/quiz-form";
import { nearWordsFor } from "~/lib/catalogue/quiz-near-words.server";
import { relatedTo } from "~/lib/catalogue/related.server";
import { readFormFields } from "~/lib/http/forms.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/quiz";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
/** The quiz with the real words near its answers, which the checker never forgives as typos; 404 when there is none. */
function quizWithNearWords(id: string) {
  const quiz = getQuiz(parseId(id));
  if (!quiz) throw notFound("quiz");
  return { quiz, nearWords: nearWordsFor(quiz.questions.map((question) => question.accept)) };
}

export function loader({ params }: Route.LoaderArgs) {
  const { quiz, nearWords } = quizWithNearWords(params.id);
  const area = areaOfSubject(quiz.subject);
  return { quiz, area: area && { slug: area.slug, name: area.name }, nearWords, related: relatedTo(quiz) };
}

/** The quiz form posted without JavaScript: graded on the server with the same checker. */
export async function action({ params, request }: Route.ActionArgs) {
  const { quiz, nearWords } = quizWithNearWords(params.id);
  return { graded: gradeQuizForm(quiz.questions, await readFormFields(request), nearWords) };
}

export function meta(args: Route.MetaArgs) {
  const quiz = args.loaderData?.quiz;
  if (!quiz) return [{ title: "Quiz not found · StudyShelf" }];
  return pageMeta(args, { title: `Quiz: ${quiz.title}`, description: quiz.description });
}

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz, area, nearWords, related } = loaderData;
  return (
    <article className="page narrow item-page">
      <ItemHeader item={quiz} area={area} />
      <PrintableJump kind="quiz" />
      <p className="hint">
        Type each answer and press Enter or Check. Capitals, accents, punctuation and small typos don't matter, unless a typo
        spells another word; numbers and signs must be exact. If the checker gets it wrong, use “I was right” or “I was wrong”.
      </p>
      {/* Keyed by quiz: following a link to another quiz starts that quiz, not this one's answers. */}
      <QuizRunner
        key={quiz.id}
        quizId={quiz.id}
        questions={quiz.questions}
        nearWords={nearWords}
        related={related}
        graded={actionData?.graded}
      />
      <PrintablePanel item={quiz} />
      <AssignLink item={quiz} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ItemNotFound kind="quiz" />;
}
