/** "Assign to a class" on worksheet and quiz pages: leads teachers to make an assignment (log in first if needed). */
import { Link } from "react-router";
import type { ItemRef } from "~/lib/catalogue/item-ref";

export function AssignLink({ item }: { item: ItemRef }) {
  return (
    <p className="assign-link">
      <Link to={`/account/assignments/new?kind=${item.kind}&id=${item.id}`} className="button-quiet">
        Assign to a class
      </Link>{" "}
      <span className="hint">Students answer online with a code, no account needed; you see every answer.</span>
    </p>
  );
}
