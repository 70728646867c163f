/** The sponsor promotion slot on every page. */
import { Link } from "react-router";

export function SponsorPromotion() {
  return (
    <aside className="sponsor" aria-label="Sponsor">
      <p>
        <span className="sponsor-label">Sponsor</span> Schools, libraries and tutoring centres can sponsor a subject and keep its
        worksheets free for every classroom. <Link to="/contact">Become a sponsor</Link>
      </p>
    </aside>
  );
}
