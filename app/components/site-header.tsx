/**
 * The navigation bar on every page. On a phone it is one row: the logo, the balance and a Menu
 * button that opens the navigation, the grades (K, 1 … 8, high school) and the account links; a
 * `<details>` disclosure, so it opens without JavaScript too. On a wide screen the same links sit in
 * rows and the Menu button is hidden.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { AccountLinks, AccountBalance } from "./account-status";
import { BUY_CREDITS_PATH } from "./pricing-section";
import { GRADE_PAGES } from "~/lib/catalogue/grade-pages";

function NavItem({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <li>
      <a href={href} aria-current={current ? "page" : undefined}>
        {children}
      </a>
    </li>
  );
}

/** On a student's page (`studentPage`) the header leaves out the balance and buying credits. */
export function SiteHeader({ areas, studentPage = false }: { areas: { slug: string; name: string }[]; studentPage?: boolean }) {
  const { pathname, search } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  // A link followed from the open menu leads to a new page with the menu closed.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector("summary")?.focus();
  }

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <a href="/" className="brand" aria-label="StudyShelf home">
          <span aria-hidden="true" className="brand-mark">
            ▤
          </span>{" "}
          StudyShelf
        </a>
        {studentPage ? null : <AccountBalance />}
        <details className="site-menu" ref={menu} onKeyDown={closeOnEscape}>
          <summary className="menu-button">Menu</summary>
          <div className="site-menu-panel">
            <nav aria-label="Main">
              <ul className="nav-list">
                <NavItem href="/" current={pathname === "/"}>
                  Browse
                </NavItem>
                {areas.map((area) => (
                  <NavItem key={area.slug} href={`/${area.slug}/all`} current={pathname.startsWith(`/${area.slug}/`)}>
                    {area.name}
                  </NavItem>
                ))}
                <NavItem href="/about" current={pathname === "/about"}>
                  About
                </NavItem>
                {studentPage ? null : (
                  <NavItem href={BUY_CREDITS_PATH} current={false}>
                    Buy credits
                  </NavItem>
                )}
              </ul>
            </nav>
            {/* Named "K–12", not "Grades": a landmark named like the grade filter would share its label. */}
            <nav aria-label="K–12" className="grade-nav">
              <span aria-hidden="true">Grades</span>
              <ul className="nav-list grade-nav-list">
                {GRADE_PAGES.map((page) => (
                  <NavItem key={page.slug} href={`/grade/${page.slug}`} current={pathname === `/grade/${page.slug}`}>
                    {page.short === page.name ? (
                      page.name
                    ) : (
                      <>
                        <span aria-hidden="true">{page.short}</span>
                        <span className="visually-hidden">{page.name}</span>
                      </>
                    )}
                  </NavItem>
                ))}
              </ul>
            </nav>
            <AccountLinks pathname={pathname} search={search} />
          </div>
        </details>
      </div>
    </header>
  );
}
