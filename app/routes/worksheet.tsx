import { Link } from "react-router";
import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { areaOfSubject, getWorksheet, parseId } from "~/lib/catalogue/catalogue.server";
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
    showAll: new URL(request.url).searchParams.get("answers") === "all",
  };
}

export function meta(args: Route.MetaArgs) {
  const worksheet = args.loaderData?.worksheet;
  if (!worksheet) return [{ title: "Worksheet not found · StudyShelf" }];
  return pageMeta(args, { title: worksheet.title, description: worksheet.description });
}

export default function WorksheetPage({ loaderData }: Route.ComponentProps) {
  const { worksheet, area, showAll } = loaderData;
  return (
    <article className="page narrow item-page">
      <ItemHeader item={worksheet} area={area} />
      <PrintableJump kind="worksheet" />
      <div className="answer-controls">
        <Link to={showAll ? "?" : "?answers=all"} replace preventScrollReset className="button-quiet">
          {showAll ? "Hide all answers" : "Show all answers"}
        </Link>
      </div>
      <ol className="questions">
        {worksheet.questions.map(({ question, answer }, index) => (
          // Re-mounting on toggle lets "show all" open or close every answer, even ones opened by hand.
          <li key={`${index}-${showAll}`} className="question">
            <p className="question-text">{question}</p>
            <details open={showAll}>
              <summary>
                <span className="when-closed">Show answer</span>
                <span className="when-open">Hide answer</span>
                <span className="visually-hidden"> to question {index + 1}</span>
              </summary>
              <p className="answer">{answer}</p>
            </details>
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
