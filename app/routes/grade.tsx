/** /grade/{k|1…12|high-school}: one grade's subjects, topics and newest worksheets and quizzes, for browsing by grade. */
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { BrowsePage } from "~/components/browse-page";
import { ItemList } from "~/components/item-list";
import { NotFoundNotice } from "~/components/not-found-notice";
import { GRADE_PAGES, gradePageOf } from "~/lib/catalogue/grade-pages";
import { loadGradePage } from "~/lib/catalogue/grade-page.server";
import { loadBrowse } from "~/lib/catalogue/browse.server";
import { publicPageHeaders } from "~/lib/site/cache-headers";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/grade";

export const headers = publicPageHeaders;

export function loader({ params }: Route.LoaderArgs) {
  const page = gradePageOf(params.grade?.toLowerCase());
  // Not a grade: the home page with 404, as for any unmatched path.
  if (!page) return data({ kind: "missing" as const, browse: loadBrowse({}) }, { status: 404 });
  return { kind: "grade" as const, ...loadGradePage(page) };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.kind === "grade" ? args.loaderData.page : undefined;
  if (!page) return [{ title: "Page not found · StudyShelf" }, { name: "robots", content: "noindex" }];
  return pageMeta(args, {
    title: `${page.name} worksheets and quizzes`,
    description: `Worksheets and quizzes for ${page.name.toLowerCase()}: every subject and topic, read online, take a quiz or print.`,
    path: `/grade/${page.slug}`,
  });
}

export default function GradePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") return <BrowsePage data={loaderData.browse} notice={<NotFoundNotice />} />;
  const { page, worksheets, quizzes, subjects, topics, all, grades } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={[{ to: "/", label: "Browse" }]} />
      <h1>{page.name}</h1>
      <nav aria-label="Other grades" className="topic-links">
        <ul>
          {GRADE_PAGES.map((other) => (
            <li key={other.slug}>
              {other.slug === page.slug ? (
                <span aria-current="page">{other.name}</span>
              ) : (
                <Link to={`/grade/${other.slug}`}>{other.name}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {grades.length > 0 ? (
        <p>
          By grade:{" "}
          {grades.map((grade, index) => (
            <span key={grade.href}>
              {index > 0 ? ", " : null}
              <Link to={grade.href}>{grade.label}</Link>
            </span>
          ))}
        </p>
      ) : null}

      <section aria-labelledby="grade-subjects">
        <h2 id="grade-subjects">Subjects</h2>
        {subjects.map((group) => (
          <div key={group.label ?? "main"} className="subject-group">
            {group.label ? <h3>{group.label}</h3> : null}
            <ul className="count-list">
              {group.subjects.map((subject) => (
                <li key={subject.name}>
                  {subject.href ? <Link to={subject.href}>{subject.name}</Link> : subject.name}{" "}
                  <span className="count">({subject.count})</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      {topics.length > 0 ? (
        <section aria-labelledby="grade-topics">
          <h2 id="grade-topics">Topics</h2>
          {topics.map((area) => (
            <div key={area.area}>
              <h3>{area.area}</h3>
              <ul className="count-list">
                {area.topics.map((topic) => (
                  <li key={topic.href}>
                    <Link to={topic.href}>{topic.title}</Link> <span className="count">({topic.count})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      <section aria-labelledby="grade-worksheets">
        <h2 id="grade-worksheets">
          Newest worksheets <span className="count">({worksheets.total})</span>
        </h2>
        {worksheets.items.length > 0 ? (
          <ItemList items={worksheets.items} kind="worksheet" />
        ) : (
          <p>No worksheets for this grade yet.</p>
        )}
        {all && worksheets.total > worksheets.items.length ? (
          <p>
            <Link to={all}>
              All {worksheets.total} worksheets and {quizzes.total} quizzes for {page.name.toLowerCase()}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="grade-quizzes">
        <h2 id="grade-quizzes">
          Newest quizzes <span className="count">({quizzes.total})</span>
        </h2>
        {quizzes.items.length > 0 ? <ItemList items={quizzes.items} kind="quiz" /> : <p>No quizzes for this grade yet.</p>}
      </section>
    </div>
  );
}
