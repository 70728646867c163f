/** Name, email and message fields with their errors: the contact form, the help page and the chat panel share them. */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { MessageFieldErrors } from "~/lib/site/messages.server";
import type { MessageAnswer } from "~/lib/http/message-action.server";
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
 * Sends a message from a form that is not its page's own (the help panel, over any page) through a
 * fetcher to the /help page's action, the same one its form posts to without JavaScript. What went
 * wrong stays on the form (`errors`) after the toast has gone, and a sent message empties `form`; `attempt` is the latest refusal, so
 * the error summary takes focus again on each.
 */
export function useMessageSender(form: React.RefObject<HTMLFormElement | null>) {
  const toast = useToast();
  const fetcher = useFetcher<MessageAnswer>();
  const answer = fetcher.data;
  const handled = useRef<MessageAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    if (answer.sent) {
      form.current?.reset();
      toast(MESSAGE_SENT);
    } else {
      toast(Object.values(answer.errors)[0] ?? "Your message could not be sent. Please try again.");
    }
  }, [answer, toast, form]);
  const failed = answer && !answer.sent ? answer : undefined;
  return { Form: fetcher.Form, errors: failed?.errors ?? {}, attempt: failed, sending: fetcher.state !== "idle" };
}
