/** Page links for a browse result; every page is a plain link, so paging works without JavaScript. */
import { browseHref } from "~/lib/catalogue/browse-href";
import type { SearchQuery } from "~/lib/catalogue/search";

export function Pagination({ query, page, pages }: { query: SearchQuery; page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pages || Math.abs(number - page) <= 2,
  );
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <a href={browseHref(query, Math.min(page - 1, pages))} rel="prev">
              Previous
            </a>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {numbers.map((number, index) => (
          <li key={number}>
            {index > 0 && number - numbers[index - 1] > 1 ? <span aria-hidden="true">… </span> : null}
            {number === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <a href={browseHref(query, number)} aria-label={`Page ${number}`}>
                {number}
              </a>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <a href={browseHref(query, page + 1)} rel="next">
              Next
            </a>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
