/** /{subject}/all and the 16 topic pages: recommended worksheets and quizzes with an introduction. */
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { BrowsePage } from "~/components/browse-page";
import { ItemList } from "~/components/item-list";
import { NotFoundNotice } from "~/components/not-found-notice";
import { loadBrowse } from "~/lib/catalogue/browse.server";
import { getArea, getTopic, itemsForArea, itemsForTopic, summarize, type ItemSummary } from "~/lib/catalogue/catalogue.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/listing";
import { publicPageHeaders } from "~/lib/site/cache-headers";
import type { ItemKind } from "~/lib/catalogue/item-ref";
import { bandIncludes, gradeLabel, parseGradeParam, type GradeBand } from "~/lib/catalogue/grades";
import { GradeFilter } from "~/components/grade-filter";

export const headers = publicPageHeaders;
export function loader({ params, request }: Route.LoaderArgs) {
  const area = getArea(params.area);
  const topic = area && params.topic !== "all" ? getTopic(area, params.topic) : undefined;
  if (!area || (params.topic !== "all" && !topic)) {
    // Not one of the listing pages: an unmatched path, which shows the home page with 404.
    return data({ kind: "missing" as const, browse: loadBrowse({}) }, { status: 404 });
  }
  const grade = parseGradeParam(new URL(request.url).searchParams.get("grade"));
  if (grade === null)
    throw data({ message: 'That grade is not valid: use "K", a number from 1 to 12, or "all".' }, { status: 400 });
  const inGrade = ({ grades }: { grades: GradeBand }) => grade === undefined || bandIncludes(grades, grade);
  const items = topic ? itemsForTopic(area, topic) : itemsForArea(area);
  return {
    kind: "listing" as const,
    area: { slug: area.slug, name: area.name, topics: area.topics.map(({ slug, title }) => ({ slug, title })) },
    title: topic ? topic.title : `All ${area.name}`,
    intro: topic ? topic.intro : area.intro,
    topicSlug: topic?.slug ?? null,
    grade: grade === undefined ? null : gradeLabel(grade),
    worksheets: items.worksheets.filter(inGrade).map(summarize),
    quizzes: items.quizzes.filter(inGrade).map(summarize),
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (!page || page.kind === "missing") {
    return [
      ...pageMeta(args, { title: "Page not found", description: "This page does not exist.", path: "/" }),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(args, { title: page.title, description: page.intro });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") return <BrowsePage data={loaderData.browse} notice={<NotFoundNotice />} />;
  const { area, title, intro, topicSlug, grade, worksheets, quizzes } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs
        trail={[{ to: "/", label: "Browse" }, ...(topicSlug ? [{ to: `/${area.slug}/all`, label: area.name }] : [])]}
      />
      <h1>{title}</h1>
      <p className="lede">{intro}</p>
      <nav aria-label={`${area.name} topics`} className="topic-links">
        <ul>
          <li>
            {topicSlug ? <Link to={`/${area.slug}/all`}>All {area.name}</Link> : <span aria-current="page">All {area.name}</span>}
          </li>
          {area.topics.map((topic) => (
            <li key={topic.slug}>
              {topic.slug === topicSlug ? (
                <span aria-current="page">{topic.title}</span>
              ) : (
                <Link to={`/${area.slug}/${topic.slug}`}>{topic.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <GradeFilter grade={grade} />
      <ListingSection
        id="listing-worksheets"
        title={topicSlug ? "Recommended worksheets" : "Worksheets"}
        items={worksheets}
        kind="worksheet"
      />
      <ListingSection id="listing-quizzes" title={topicSlug ? "Recommended quizzes" : "Quizzes"} items={quizzes} kind="quiz" />
    </div>
  );
}

function ListingSection({ id, title, items, kind }: { id: string; title: string; items: ItemSummary[]; kind: ItemKind }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="count">({items.length})</span>
      </h2>
      {items.length ? <ItemList items={items} kind={kind} /> : <p>No {kind}s here for this grade yet.</p>}
    </section>
  );
}
