/** The sponsor promotion slot on every page. */
export function SponsorPromotion() {
  return (
    <aside className="sponsor" aria-label="Sponsor">
      <p>
        <span className="sponsor-label">Sponsor</span> Schools, libraries and tutoring services can sponsor a subject and keep its
        worksheets free for every classroom. <a href="/contact">Become a sponsor</a>
      </p>
    </aside>
  );
}
