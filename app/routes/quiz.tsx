import { AssignLink } from "~/components/assign-link";
import { DownloadButton } from "~/components/download-button";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { QuizRunner } from "~/components/quiz-runner";
import { areaOfSubject, getQuiz, parseId } from "~/lib/catalogue/catalogue.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/quiz";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function loader({ params }: Route.LoaderArgs) {
  const quiz = getQuiz(parseId(params.id));
  if (!quiz) throw notFound("quiz");
  const area = areaOfSubject(quiz.subject);
  return { quiz, area: area && { slug: area.slug, name: area.name } };
}

export function meta(args: Route.MetaArgs) {
  const quiz = args.loaderData?.quiz;
  if (!quiz) return [{ title: "Quiz not found · StudyShelf" }];
  return pageMeta(args, { title: `Quiz: ${quiz.title}`, description: quiz.description });
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const { quiz, area } = loaderData;
  return (
    <article className="page narrow">
      <ItemHeader item={quiz} area={area} />
      <DownloadButton item={quiz} />
      <AssignLink item={quiz} />
      <p className="hint">
        Type each answer and press Enter or Check. Capitals, accents, punctuation and small typos don't matter; numbers must be
        exact. If the checker gets it wrong, use “I was right” or “I was wrong”.
      </p>
      <QuizRunner questions={quiz.questions} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ItemNotFound kind="quiz" />;
}
