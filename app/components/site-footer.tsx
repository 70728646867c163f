/** The footer on every page; its links are plain anchors (app/components/link-navigation.tsx). */
export function SiteFooter({ areas }: { areas: { slug: string; name: string }[] }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {areas.map((area) => (
            <li key={area.slug}>
              <a href={`/${area.slug}/all`}>{area.name}</a>
            </li>
          ))}
          <li>
            <a href="/about">About</a>
          </li>
          <li>
            <a href="/privacy">Privacy</a>
          </li>
          <li>
            <a href="/terms">Terms</a>
          </li>
          <li>
            <a href="/contact">Contact</a>
          </li>
          <li>
            <a href="/help">Help</a>
          </li>
        </ul>
      </nav>
      <p>© 2026 StudyShelf. Worksheets and quizzes for students, teachers and parents.</p>
    </footer>
  );
}
