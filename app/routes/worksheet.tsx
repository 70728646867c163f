import { Link } from "react-router";
import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { QuestionView, WorkedExample } from "~/components/question-view";
import { areaOfSubject, getWorksheet, parseId } from "~/lib/catalogue/catalogue.server";
import { standardsOf } from "~/lib/catalogue/standards.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/worksheet";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function loader({ params, request }: Route.LoaderArgs) {
  const worksheet = getWorksheet(parseId(params.id));
  if (!worksheet) throw notFound("worksheet");
  const area = areaOfSubject(worksheet.subject);
  return {
    worksheet,
    area: area && { slug: area.slug, name: area.name },
    standards: standardsOf(worksheet),
    showAll: new URL(request.url).searchParams.get("answers") === "all",
  };
}

export function meta(args: Route.MetaArgs) {
  const worksheet = args.loaderData?.worksheet;
  if (!worksheet) return [{ title: "Worksheet not found · StudyShelf" }];
  return pageMeta(args, { title: worksheet.title, description: worksheet.description });
}

export default function WorksheetPage({ loaderData }: Route.ComponentProps) {
  const { worksheet, area, standards, showAll } = loaderData;
  return (
    <article className="page narrow item-page">
      <ItemHeader item={worksheet} area={area} standards={standards} />
      <PrintableJump kind="worksheet" />
      <div className="answer-controls">
        <Link to={showAll ? "?" : "?answers=all"} replace preventScrollReset className="button-quiet">
          {showAll ? "Hide all answers" : "Show all answers"}
        </Link>
      </div>
      {worksheet.example ? <WorkedExample example={worksheet.example} /> : null}
      <ol className="questions">
        {worksheet.questions.map((question, index) => (
          // Re-mounting on toggle lets "show all" open or close every answer, even ones opened by hand.
          <li key={`${index}-${showAll}`} className="question">
            <QuestionView question={question} index={index} showAnswer={showAll} readAloud={worksheet.grades.from <= 2} />
          </li>
        ))}
      </ol>
      <PrintablePanel item={worksheet} />
      <AssignLink item={worksheet} />
    </article>
  );
}

export function ErrorBoundary() {
  return <ItemNotFound kind="worksheet" />;
}
