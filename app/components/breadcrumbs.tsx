/** The trail of links above a page's heading. */
import { Link } from "react-router";

export function Breadcrumbs({ trail }: { trail: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
