/** The heading block of a worksheet or quiz page: breadcrumbs, title, description and tags. */
import { Link } from "react-router";

export function ItemHeader({ item, area }: {
  item: { title: string; description: string; subject: string; category: string; difficulty: string | null };
  area?: { slug: string; name: string };
}) {
  return (
    <header className="item-header">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Browse</Link>
          </li>
          {area ? (
            <li>
              <Link to={`/${area.slug}/all`}>{area.name}</Link>
            </li>
          ) : null}
          {item.subject !== area?.name ? (
            <li>
              <Link to={`/?subject=${encodeURIComponent(item.subject)}`}>{item.subject}</Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <h1>{item.title}</h1>
      <p className="lede">{item.description}</p>
      <dl className="facts">
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
      </dl>
    </header>
  );
}
