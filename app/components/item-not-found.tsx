/** The friendly 404 for an unknown worksheet or quiz id, inside the normal layout. */
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { ItemKind } from "~/lib/catalogue/item-ref";

export function ItemNotFound({ kind }: { kind: ItemKind }) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page narrow" aria-labelledby="not-found-title">
      <title>{`${missing ? `${kind === "quiz" ? "Quiz" : "Worksheet"} not found` : "Something went wrong"} · StudyShelf`}</title>
      <h1 id="not-found-title">{missing ? `We couldn't find that ${kind}` : "Something went wrong"}</h1>
      <p>
        {missing
          ? `It may have been withdrawn, or the link may be mistyped. Every ${kind} is still one search away.`
          : "Please try again in a moment."}
      </p>
      <p>
        <Link to="/">Browse all worksheets and quizzes</Link>
      </p>
    </section>
  );
}

export function notFound(kind: ItemKind) {
  return new Response(JSON.stringify({ message: `No such ${kind}.` }), { status: 404 });
}
