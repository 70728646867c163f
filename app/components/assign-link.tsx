/**
 * The foot of worksheet and quiz pages for teachers: "Assign to a class" (log in first if needed),
 * "Share to Google Classroom", and the page's link to copy.
 */
import { Link, useRouteLoaderData } from "react-router";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import { CopyField } from "./copy-field";
import { ShareToClassroom } from "./share-to-classroom";

export function AssignLink({ item }: { item: ItemRef & { title: string } }) {
  // The site's own address comes from the root loader (SITE_URL), never from the request.
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  const url = `${root?.origin ?? ""}${itemPath(item)}`;
  return (
    <section className="assign-link" aria-labelledby="assign-title">
      <h2 id="assign-title">Use it with a class</h2>
      <p>
        <Link to={`/account/assignments/new?kind=${item.kind}&id=${item.id}`} className="button-quiet">
          Assign to a class
        </Link>{" "}
        <span className="hint">Students answer online with a code, no account needed; you see every answer.</span>
      </p>
      <p>
        <ShareToClassroom url={url} title={item.title} body={`A ${item.kind} on StudyShelf.`} />
      </p>
      <CopyField id="item-link" label="Link to this page" value={url} />
    </section>
  );
}
