/**
 * The message-to-the-team form as a page shows it (the contact page, the help page): a plain form
 * that posts to the page's action (app/lib/http/message-action.server.ts), with the error summary,
 * the fields as the visitor filled them in, and the "sent" notice.
 */
import { Form, useNavigation } from "react-router";
import type { MessageAnswer } from "~/lib/http/message-action.server";
import { ErrorSummary, fieldSummary } from "./error-summary";
import { MESSAGE_SENT, MessageFields, messageFieldIds } from "./message-fields";

export function MessageForm({
  idPrefix,
  answer,
  headingLevel,
  question,
}: {
  idPrefix: string;
  answer: MessageAnswer | undefined;
  headingLevel?: 2 | 3;
  /** A question help could not answer, carried into the message. */
  question?: string;
}) {
  const submitting = useNavigation().state === "submitting";
  const sent = answer?.sent === true ? answer.at : null;
  const failed = answer?.sent === false ? answer : null;
  return (
    <>
      {sent ? (
        <p className="notice" role="status">
          {MESSAGE_SENT}
        </p>
      ) : null}
      {/* Keyed by the send: a sent message leaves an empty form for the next one. */}
      <Form method="post" className="contact-form" noValidate key={sent ?? "form"}>
        <ErrorSummary
          items={fieldSummary(failed?.errors, messageFieldIds(idPrefix))}
          attempt={failed}
          headingLevel={headingLevel}
        />
        <MessageFields
          idPrefix={idPrefix}
          errors={failed?.errors}
          defaults={failed?.values ?? (question ? { message: question } : undefined)}
        />
        <button type="submit" disabled={submitting}>
          {submitting ? "Sending..." : "Send message"}
        </button>
      </Form>
    </>
  );
}
