/** The signed-in teacher's assignments as the account page lists them; null for visitors who are not signed in. */
import type { Visitor } from "../accounts/visitor.server";
import { getItem } from "../catalogue/catalogue.server";
import type { ItemKind } from "../catalogue/item-ref";
import { isOpen, listAssignments } from "./assignments.server";
import type { Database } from "../database.server";

export interface AssignmentSummary {
  code: string;
  kind: ItemKind;
  /** The teacher's title, else the item's. */
  title: string;
  itemTitle: string;
  submissions: number;
  open: boolean;
  createdAt: string;
}

export async function assignmentsForAccountPage(db: Database, visitor: Visitor): Promise<AssignmentSummary[] | null> {
  const session = await visitor.signedIn();
  if (!session) return null;
  const now = Date.now();
  return (await listAssignments(db, session.accountId, now)).map((assignment) => {
    const itemTitle = getItem(assignment.item.kind, assignment.item.id)?.title ?? "(no longer available)";
    return {
      code: assignment.code,
      kind: assignment.item.kind,
      title: assignment.title ?? itemTitle,
      itemTitle,
      submissions: assignment.submissions,
      open: isOpen(assignment, now),
      createdAt: new Date(assignment.createdAt).toISOString(),
    };
  });
}
