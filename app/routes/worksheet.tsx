import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AssignLink } from "~/components/assign-link";
import { ItemHeader } from "~/components/item-header";
import { ItemNotFound, notFound } from "~/components/item-not-found";
import { PrintableJump, PrintablePanel } from "~/components/printable-panel";
import { QuestionView, WorkedExample } from "~/components/question-view";
import { PracticeVersion } from "~/components/practice-version";
import { areaOfSubject, getWorksheet, parseId, worksheetVersion } from "~/lib/catalogue/catalogue.server";
import { pageWording } from "~/lib/catalogue/wording";
import { paperOf } from "~/lib/downloads/paper";
import { printPreview } from "~/lib/downloads/preview.server";
import { readVersion } from "~/lib/generators/version";
import { standardsOf } from "~/lib/catalogue/standards.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/worksheet";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;

/**
 * A post from this page (a download or a message, through a fetcher) changes nothing the loader
 * reads: the root loader brings the new balance, and the page is not rebuilt.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const found = getWorksheet(parseId(params.id), pageWording(searchParams));
  if (!found) throw notFound("worksheet");
  // A generated worksheet shows the version its URL names; a level or seed it cannot read leads to the default one.
  const asked = readVersion(searchParams.get("level"), searchParams.get("seed"));
  if (!asked.ok) throw redirect(`/worksheet/${found.id}`);
  const version = found.generated ? worksheetVersion(found, asked.version.level, asked.version.seed) : found;
  // Search's reading in the other wording is not the page's to ship.
  const { otherWording: _searchOnly, ...worksheet } = version;
  const area = areaOfSubject(worksheet.subject);
  return {
    worksheet,
    area: area && { slug: area.slug, name: area.name },
    standards: standardsOf(worksheet),
    showAll: searchParams.get("answers") === "all",
    // Showing or hiding the answers keeps the page's paper, and so its wording.
    paper: paperOf(searchParams.get("paper")),
    preview: printPreview(worksheet),
  };
}

export function meta(args: Route.MetaArgs) {
  const worksheet = args.loaderData?.worksheet;
  if (!worksheet) return [{ title: "Worksheet not found · StudyShelf" }];
  return pageMeta(args, { title: worksheet.title, description: worksheet.description });
}

export default function WorksheetPage({ loaderData }: Route.ComponentProps) {
  const { worksheet, area, standards, showAll, paper, preview } = loaderData;
  return (
    <article className="page narrow item-page">
      <ItemHeader item={worksheet} area={area} standards={standards} />
      {worksheet.generated ? (
        <PracticeVersion id={worksheet.id} level={worksheet.generated.level} seed={worksheet.generated.seed} paper={paper} />
      ) : null}
      <PrintableJump kind="worksheet" />
      <div className="answer-controls">
        <Link to={answersHref(worksheet.generated, paper, !showAll)} replace preventScrollReset className="button-quiet">
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
      <PrintablePanel item={worksheet} preview={preview} />
      <AssignLink item={worksheet} />
    </article>
  );
}

/** The show/hide-answers link keeps a generated worksheet's version and the page's paper (and so its wording). */
function answersHref(version: { level: string; seed: string } | null, paper: string | null, show: boolean) {
  const search = new URLSearchParams(version ? { level: version.level, seed: version.seed } : {});
  if (show) search.set("answers", "all");
  if (paper) search.set("paper", paper);
  return `?${search}`;
}

export function ErrorBoundary() {
  return <ItemNotFound kind="worksheet" />;
}
