/**
 * The box above a form that did not go through: what to fix, each item a link to its field. It is
 * announced (role="alert") and takes focus when it appears, so a keyboard or screen-reader user lands
 * on it after a failed submit, with or without JavaScript (the server renders it with the form).
 */
import { useEffect, useId, useRef } from "react";
import { focusWithoutTabStop } from "./page-focus";

export interface SummaryItem {
  /** The id of the field to fix; without one, the item is a message about the whole form. */
  fieldId?: string;
  message: string;
}

/** The items for a form's field errors, in the form's field order. */
export function fieldSummary(
  errors: Partial<Record<string, string>> | undefined,
  fieldIds: Record<string, string>,
): SummaryItem[] {
  if (!errors) return [];
  return Object.entries(fieldIds).flatMap(([name, fieldId]) => {
    const message = errors[name];
    return message ? [{ fieldId, message }] : [];
  });
}

function focusField(event: React.MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  // The label is what a sighted visitor looks for; the field is where they type.
  (document.querySelector(`label[for="${fieldId}"]`) ?? field).scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

/**
 * `attempt` changes with every failed submit (a time or a counter), so the same errors twice still
 * move focus back to the summary.
 */
export function ErrorSummary({
  items,
  attempt,
  headingLevel = 2,
}: {
  items: SummaryItem[];
  attempt?: unknown;
  /** Its title's level, one below the heading of the form it summarises. */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = items.length > 0;
  useEffect(() => {
    if (shown && box.current) focusWithoutTabStop(box.current, { preventScroll: false });
  }, [shown, attempt]);
  if (!shown) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <Heading id={titleId}>There is a problem</Heading>
      <ul>
        {items.map(({ fieldId, message }) => (
          <li key={`${fieldId ?? ""}:${message}`}>
            {fieldId ? (
              <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
