/**
 * /standards: the coverage map. Every bundled standard set by grade and domain, with how many
 * worksheets and quizzes teach each standard, so a teacher or principal sees where material is thin;
 * each covered standard links to its items (the browse page's standard filter).
 */
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { browseHref } from "~/lib/catalogue/browse-href";
import { standardsCoverage } from "~/lib/catalogue/standards.server";
import { publicPageHeaders } from "~/lib/site/cache-headers";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/standards";

export const headers = publicPageHeaders;

export function loader() {
  return { sets: standardsCoverage() };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Curriculum standards",
    description:
      "Which Common Core and NGSS standards StudyShelf's worksheets and quizzes teach, by grade and domain, with links to the material for each.",
    path: "/standards",
  });
}

function gradeHeading(label: string) {
  if (label === "K") return "Kindergarten";
  return label.includes("–") ? `Grades ${label}` : `Grade ${label}`;
}

function slug(set: string, label: string) {
  return `${set}-${label.replace("–", "-").toLowerCase()}`;
}

function plural(count: number, word: string) {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

export default function Standards({ loaderData }: Route.ComponentProps) {
  const { sets } = loaderData;
  return (
    <div className="page">
      <Breadcrumbs trail={[{ to: "/", label: "Browse" }]} />
      <h1>Curriculum standards</h1>
      <p className="lede">
        How many worksheets and quizzes teach each standard. A sheet tagged with a lettered part (4.NF.B.3.c) counts toward the
        standard too (4.NF.B.3). Choose a code to see its material.
      </p>
      {sets.map((set) => (
        <section key={set.set} aria-labelledby={`set-${set.set}`} className="standards-set">
          <h2 id={`set-${set.set}`}>{set.name}</h2>
          <nav aria-label={`${set.name} by grade`} className="topic-links">
            <ul>
              {set.grades.map((grade) => (
                <li key={grade.label}>
                  <a href={`#${slug(set.set, grade.label)}`}>{gradeHeading(grade.label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {set.grades.map((grade) => (
            <section key={grade.label} aria-labelledby={slug(set.set, grade.label)}>
              <h3 id={slug(set.set, grade.label)}>{gradeHeading(grade.label)}</h3>
              {grade.domains.map((domain) => (
                <div key={domain.code} className="table-scroll">
                  <table className="coverage">
                    <caption>
                      {domain.name} ({domain.code}): {plural(domain.worksheets, "worksheet")}, {plural(domain.quizzes, "quiz")}
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
      ))}
    </div>
  );
}
