/** Name, email and message fields with their errors: the contact form, the help page and the chat panel share them. */
import { useState } from "react";
import type { MessageFieldErrors } from "~/lib/site/messages.server";
import type { MessageRefusal } from "~/lib/http/api-bodies";
import { FormField } from "./form-field";
import { useToast } from "./toast";

type Field = "name" | "email" | "message";

export const MESSAGE_SENT = "Thanks! Your message was sent. We reply within two working days.";

/** The fields' ids, in form order, for the error summary's links. */
export function messageFieldIds(idPrefix: string): Record<Field, string> {
  return { name: `${idPrefix}-name`, email: `${idPrefix}-email`, message: `${idPrefix}-message` };
}

export function MessageFields({
  idPrefix,
  errors,
  defaults,
  compact = false,
}: {
  idPrefix: string;
  errors?: MessageFieldErrors;
  defaults?: Partial<Record<Field, string>>;
  compact?: boolean;
}) {
  const field = (name: Field, label: string, control: (props: Record<string, unknown>) => React.ReactNode) => (
    <FormField id={`${idPrefix}-${name}`} label={label} error={errors?.[name]}>
      {(tie) => control({ ...tie, name, defaultValue: defaults?.[name] })}
    </FormField>
  );
  return (
    <>
      {field("name", "Your name", (props) => (
        <input type="text" autoComplete="name" maxLength={100} {...props} />
      ))}
      {field("email", "Your email", (props) => (
        <input type="email" autoComplete="email" maxLength={254} {...props} />
      ))}
      {field("message", "Message", (props) => (
        <textarea rows={compact ? 3 : 6} maxLength={5000} {...props} />
      ))}
    </>
  );
}

/**
 * Sends a message to /api/messages from a plain form, for places that cannot host a route action.
 * What went wrong stays on the form (`errors`, `problem`) after the toast has gone; `attempt` counts
 * failed sends, so the error summary takes focus again on each.
 */
export function useMessageSender(source: "contact" | "chat") {
  const toast = useToast();
  const [errors, setErrors] = useState<MessageFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);

  function fail(message: string, fields: MessageFieldErrors = {}) {
    setErrors(fields);
    // Field errors speak for themselves; a refusal without them is the one thing to show.
    setProblem(Object.keys(fields).length > 0 ? null : message);
    setAttempt((value) => value + 1);
    toast(message);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = Object.fromEntries(new FormData(form));
    setSending(true);
    try {
      const response = await fetch("/api/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...body, source }),
      });
      const result = (await response.json()) as MessageRefusal;
      if (response.ok) {
        setErrors({});
        setProblem(null);
        form.reset();
        toast(MESSAGE_SENT);
      } else {
        fail(result.error ?? "Your message could not be sent. Please try again.", result.fields);
      }
    } catch {
      fail("Your message could not be sent. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return { submit, errors, problem, attempt, sending };
}
