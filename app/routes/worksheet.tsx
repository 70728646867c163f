import { Link } from "react-router";
import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { QuestionView, WorkedExample } from "~/components/question-view";
import { areaOfSubject, getWorksheet, parseId } from "~/lib/catalogue/catalogue.server";
import { pageWording } from "~/lib/catalogue/wording";
import { paperOf } from "~/lib/downloads/paper";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/worksheet";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function loader({ params, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const found = getWorksheet(parseId(params.id), pageWording(searchParams));
  if (!found) throw notFound("worksheet");
  // Search's reading in the other wording is not the page's to ship.
  const { otherWording: _searchOnly, ...worksheet } = found;
  const area = areaOfSubject(worksheet.subject);
  return {
    worksheet,
    area: area && { slug: area.slug, name: area.name },
    showAll: searchParams.get("answers") === "all",
    // Showing or hiding the answers keeps the page's paper, and so its wording.
    paper: paperOf(searchParams.get("paper")),
  };
}

export function meta(args: Route.MetaArgs) {
  const worksheet = args.loaderData?.worksheet;
  if (!worksheet) return [{ title: "Worksheet not found · StudyShelf" }];
  return pageMeta(args, { title: worksheet.title, description: worksheet.description });
}

export default function WorksheetPage({ loaderData }: Route.ComponentProps) {
  const { worksheet, area, showAll, paper } = loaderData;
  const keepPaper = paper ? `paper=${paper}` : "";
  return (
    <article className="page narrow item-page">
      <ItemHeader item={worksheet} area={area} />
      <PrintableJump kind="worksheet" />
      <div className="answer-controls">
        <Link
          to={showAll ? `?${keepPaper}` : `?answers=all${keepPaper && `&${keepPaper}`}`}
          replace
          preventScrollReset
          className="button-quiet"
        >
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
