/** The navigation bar on every page. */
import { Link, NavLink } from "react-router";
import { AccountStatus } from "./account-status";
import { BUY_CREDITS_PATH } from "./pricing-section";

export function SiteHeader({ areas }: { areas: { slug: string; name: string }[] }) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label="StudyShelf home">
          <span aria-hidden="true" className="brand-mark">
            ▤
          </span>{" "}
          StudyShelf
        </Link>
        <nav aria-label="Main">
          <ul className="nav-list">
            <li>
              <NavLink to="/" end>
                Browse
              </NavLink>
            </li>
            {areas.map((area) => (
              <li key={area.slug}>
                <NavLink to={`/${area.slug}/all`}>{area.name}</NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
            <li>
              <Link to={BUY_CREDITS_PATH}>Buy credits</Link>
            </li>
          </ul>
        </nav>
        <AccountStatus />
      </div>
    </header>
  );
}
