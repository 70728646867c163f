/** The footer on every page. */
import { Link } from "react-router";

export function SiteFooter({ areas }: { areas: { slug: string; name: string }[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {areas.map((area) => (
            <li key={area.slug}>
              <Link to={`/${area.slug}/all`}>{area.name}</Link>
            </li>
          ))}
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </ul>
      </nav>
      <p>© 2026 StudyShelf. Worksheets and quizzes for students, teachers and parents.</p>
    </footer>
  );
}
