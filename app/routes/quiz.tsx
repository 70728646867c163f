import { DownloadButton } from "~/components/download-button";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { QuizRunner } from "~/components/quiz-runner";
import { areaOfSubject, getQuiz, parseId } from "~/lib/catalogue/catalogue.server";
import { gradeQuizForm } from "~/lib/catalogue/quiz-form";
import { relatedTo } from "~/lib/catalogue/related.server";
import { readFormFields } from "~/lib/http/forms.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/quiz";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function loader({ params }: Route.LoaderArgs) {
  const quiz = getQuiz(parseId(params.id));
  if (!quiz) throw notFound("quiz");
  const area = areaOfSubject(quiz.subject);
  return { quiz, area: area && { slug: area.slug, name: area.name }, related: relatedTo(quiz) };
}

/** The quiz form posted without JavaScript: graded on the server with the same checker. */
export async function action({ params, request }: Route.ActionArgs) {
  const quiz = getQuiz(parseId(params.id));
  if (!quiz) throw notFound("quiz");
  return { graded: gradeQuizForm(quiz.questions, await readFormFields(request)) };
}

export function meta(args: Route.MetaArgs) {
  const quiz = args.loaderData?.quiz;
  if (!quiz) return [{ title: "Quiz not found · StudyShelf" }];
  return pageMeta(args, { title: `Quiz: ${quiz.title}`, description: quiz.description });
}

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz, area, related } = loaderData;
  return (
    <article className="page narrow">
      <ItemHeader item={quiz} area={area} />
      <DownloadButton item={quiz} />
      <p className="hint">
        Type each answer and press Enter or Check. Capitals, accents and small typos don't matter; numbers must be exact.
      </p>
      {/* Keyed by quiz: following a link to another quiz starts that quiz, not this one's answers. */}
      <QuizRunner key={quiz.id} quizId={quiz.id} questions={quiz.questions} related={related} graded={actionData?.graded} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ItemNotFound kind="quiz" />;
}
