/**
 * /standards: the coverage map. Every bundled standard set by grade and domain with how many of its
 * standards have material and how many worksheets and quizzes teach them; /standards?grade=4 lists
 * that grade's standards one by one with their counts, each covered standard linking to its items
 * (the browse page's standard filter). Split by grade so no page carries all ~1,300 standards.
 */
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { browseHref } from "~/lib/catalogue/browse-href";
import { formatGrades, gradeLabel, parseGradeParam } from "~/lib/catalogue/grades";
import { standardsCoverage } from "~/lib/catalogue/standards.server";
import { publicPageHeaders } from "~/lib/site/cache-headers";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/standards";

export const headers = publicPageHeaders;

/** The grades the bundled sets cover. */
const LAST_GRADE = 8;

export function loader({ request }: Route.LoaderArgs) {
  const grade = parseGradeParam(new URL(request.url).searchParams.get("grade"));
  if (grade === null) throw data({ message: 'That grade is not valid: use "K" or a number from 1 to 8.' }, { status: 400 });
  const sets = standardsCoverage();
  // The overview sends domain totals only: the page's data travels with it for hydration.
  if (grade === undefined)
    return {
      grade: null,
      sets: sets.map((set) => ({
        ...set,
        grades: set.grades.map((each) => ({ ...each, domains: each.domains.map((domain) => ({ ...domain, standards: [] })) })),
      })),
    };
  // A grade's page lists its own standards and those of the bands that include it (NGSS "MS" for grade 7).
  return {
    grade,
    sets: sets.map((set) => ({ ...set, grades: set.grades.filter(({ band: [from, to] }) => from <= grade && grade <= to) })),
  };
}

export function meta(args: Route.MetaArgs) {
  const grade = args.loaderData?.grade;
  const which = grade === null || grade === undefined ? "" : ` for ${formatGrades({ from: grade, to: grade })}`;
  return pageMeta(args, {
    title: `Curriculum standards${which}`,
    description:
      "Which Common Core and NGSS standards StudyShelf's worksheets and quizzes teach, by grade and domain, with links to the material for each.",
    path: grade === null || grade === undefined ? "/standards" : `/standards?grade=${gradeLabel(grade)}`,
  });
}

function gradeHeading(label: string) {
  if (label === "K") return "Kindergarten";
  return label.includes("–") ? `Grades ${label}` : `Grade ${label}`;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

const GRADE_LINKS = Array.from({ length: LAST_GRADE + 1 }, (_, grade) => ({
  label: gradeLabel(grade),
  name: grade === 0 ? "Kindergarten" : `Grade ${grade}`,
}));

type Sets = Route.ComponentProps["loaderData"]["sets"];

export default function Standards({ loaderData }: Route.ComponentProps) {
  const { grade, sets } = loaderData;
  const current = grade === null ? null : gradeLabel(grade);
  return (
    <div className="page">
      <Breadcrumbs trail={[{ to: "/", label: "Browse" }, ...(current ? [{ to: "/standards", label: "Standards" }] : [])]} />
      <h1>{current ? `Standards for ${gradeHeading(current).toLowerCase()}` : "Curriculum standards"}</h1>
      <p className="lede">
        How many worksheets and quizzes teach each standard. A sheet tagged with a lettered part (4.NF.B.3.c) counts toward its
        standard too (4.NF.B.3).
      </p>
      <nav aria-label="Standards by grade" className="topic-links">
        <ul>
          <li>{current ? <Link to="/standards">All grades</Link> : <span aria-current="page">All grades</span>}</li>
          {GRADE_LINKS.map((link) => (
            <li key={link.label}>
              {link.label === current ? (
                <span aria-current="page">{link.name}</span>
              ) : (
                <Link to={`/standards?grade=${link.label}`}>{link.name}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {grade !== null && grade > LAST_GRADE ? (
        <p>The standards StudyShelf follows cover Kindergarten to grade 8.</p>
      ) : current ? (
        <GradeDetail sets={sets} />
      ) : (
        <Overview sets={sets} />
      )}
    </div>
  );
}

/** Every set as one table: a row per grade and domain, with how much of it has material. */
function Overview({ sets }: { sets: Sets }) {
  return sets.map((set) => (
    <section key={set.set} aria-labelledby={`set-${set.set}`}>
      <h2 id={`set-${set.set}`}>{set.name}</h2>
      <div className="table-scroll">
        <table className="coverage">
          <caption>{set.name}: standards with material, by grade and domain</caption>
          <thead>
            <tr>
              <th scope="col">Grade</th>
              <th scope="col">Domain</th>
              <th scope="col">Standards with material</th>
              <th scope="col">Worksheets</th>
              <th scope="col">Quizzes</th>
            </tr>
          </thead>
          <tbody>
            {set.grades.flatMap((grade) =>
              grade.domains.map((domain, index) => (
                <tr key={`${grade.label}-${domain.code}`}>
                  {index === 0 ? (
                    <th scope="rowgroup" rowSpan={grade.domains.length}>
                      <Link to={`/standards?grade=${grade.band[0] === 0 ? "K" : grade.band[0]}`}>
                        {gradeHeading(grade.label)}
                      </Link>
                    </th>
                  ) : null}
                  <td>{`${domain.name} (${domain.code})`}</td>
                  <td className={domain.covered === 0 ? "coverage-none" : undefined}>{`${domain.covered} of ${domain.total}`}</td>
                  <td className={domain.worksheets === 0 ? "coverage-none" : undefined}>{domain.worksheets}</td>
                  <td className={domain.quizzes === 0 ? "coverage-none" : undefined}>{domain.quizzes}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  ));
}

/** One grade's standards, a table per domain, each covered code linking to its items. */
function GradeDetail({ sets }: { sets: Sets }) {
  return sets
    .filter((set) => set.grades.length > 0)
    .map((set) => (
      <section key={set.set} aria-labelledby={`set-${set.set}`}>
        <h2 id={`set-${set.set}`}>{set.name}</h2>
        {set.grades.map((grade) => (
          <section key={grade.label} aria-labelledby={`set-${set.set}-${grade.label}`}>
            <h3 id={`set-${set.set}-${grade.label}`}>{gradeHeading(grade.label)}</h3>
            {grade.domains.map((domain) => (
              <div key={domain.code} className="table-scroll">
                <table className="coverage">
                  <caption>
                    {`${domain.name} (${domain.code}): ${plural(domain.worksheets, "worksheet", "worksheets")}, ${plural(domain.quizzes, "quiz", "quizzes")}`}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Standard</th>
                      <th scope="col">What it asks</th>
                      <th scope="col">Worksheets</th>
                      <th scope="col">Quizzes</th>
                    </tr>
                  </thead>
                  <tbody>
                    {domain.standards.map((standard) => (
                      <tr key={standard.code} className={standard.parent ? "coverage-part" : undefined}>
                        <th scope="row">
                          {standard.worksheets + standard.quizzes > 0 ? (
                            <Link to={browseHref({ standard: standard.code })}>{standard.code}</Link>
                          ) : (
                            standard.code
                          )}
                        </th>
                        <td>{standard.description}</td>
                        <td className={standard.worksheets === 0 ? "coverage-none" : undefined}>{standard.worksheets}</td>
                        <td className={standard.quizzes === 0 ? "coverage-none" : undefined}>{standard.quizzes}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </section>
        ))}
      </section>
    ));
}
