/** Name, email and message fields with their errors: the contact form and the chat panel share them. */
import { useState } from "react";
import type { MessageFieldErrors } from "~/lib/site/messages.server";
import type { MessageRefusal } from "../../worker/api/messages";
import { useToast } from "./toast";

type Field = "name" | "email" | "message";

export const MESSAGE_SENT = "Thanks! Your message was sent. We reply within two working days.";

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
  const field = (name: Field, label: string, input: (props: Record<string, unknown>) => React.ReactNode) => {
    const id = `${idPrefix}-${name}`;
    const error = errors?.[name];
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {input({
          id,
          name,
          defaultValue: defaults?.[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          required: true,
        })}
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
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

/** Sends a message to /api/messages from a plain form, for places that cannot host a route action. */
export function useMessageSender(source: "contact" | "chat") {
  const toast = useToast();
  const [errors, setErrors] = useState<MessageFieldErrors>({});
  const [sending, setSending] = useState(false);

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
        form.reset();
        toast(MESSAGE_SENT);
      } else {
        setErrors(result.fields ?? {});
        toast(result.error ?? "Your message could not be sent. Please try again.");
      }
    } catch {
      toast("Your message could not be sent. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return { submit, errors, sending };
}
