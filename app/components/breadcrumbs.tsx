/** The trail of links above a page's heading (plain anchors: app/components/link-navigation.tsx). */
export function Breadcrumbs({ trail }: { trail: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <a href={crumb.to}>{crumb.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
