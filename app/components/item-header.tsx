/** The heading block of a worksheet or quiz page: breadcrumbs, title, description, tags and the curriculum standards it teaches. */
import { formatGrades, type GradeBand } from "~/lib/catalogue/grades";
import { Breadcrumbs } from "./breadcrumbs";

export function ItemHeader({
  item,
  area,
  standards = [],
}: {
  item: { title: string; description: string; subject: string; category: string; difficulty: string | null; grades: GradeBand };
  area?: { slug: string; name: string };
  standards?: readonly { code: string; description: string; why: string }[];
}) {
  return (
    <header className="item-header">
      <Breadcrumbs
        trail={[
          { to: "/", label: "Browse" },
          ...(area ? [{ to: `/${area.slug}/all`, label: area.name }] : []),
          ...(item.subject !== area?.name ? [{ to: `/?subject=${encodeURIComponent(item.subject)}`, label: item.subject }] : []),
        ]}
      />
      <h1>{item.title}</h1>
      <p className="lede">{item.description}</p>
      <dl className="facts">
        <div>
          <dt>Grades</dt>
          <dd>{formatGrades(item.grades)}</dd>
        </div>
        <div>
          <dt>Subject</dt>
          <dd>{item.subject}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{item.category}</dd>
        </div>
        {item.difficulty ? (
          <div>
            <dt>Difficulty</dt>
            <dd>{item.difficulty}</dd>
          </div>
        ) : null}
        {standards.length > 0 ? (
          <div className="facts-wide">
            <dt>Standards</dt>
            <dd>
              {/* The codes in one line, so on a phone the first question still shows in the first screen; what each means and why it is here, one tap away. */}
              <ul className="standard-tags">
                {standards.map((standard) => (
                  <li key={standard.code}>
                    <a href={`/?standard=${encodeURIComponent(standard.code)}`}>{standard.code}</a>
                  </li>
                ))}
              </ul>
              <details className="standard-details">
                <summary>What {standards.length === 1 ? "this standard covers" : "these standards cover"}</summary>
                <dl>
                  {standards.map((standard) => (
                    <div key={standard.code}>
                      <dt>{standard.code}</dt>
                      <dd>
                        {standard.description} <span className="standard-why">Here: {standard.why}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
