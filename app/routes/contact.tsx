import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, fieldSummary } from "~/components/error-summary";
import { MESSAGE_SENT, MessageFields, messageFieldIds } from "~/components/message-fields";
import { useToast } from "~/components/toast";
import { messageAction } from "~/lib/http/message-action.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/contact";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact us",
    description: "Questions, corrections, sponsorship or refunds: send the StudyShelf team a message.",
  });
}

export function action({ request }: Route.ActionArgs) {
  return messageAction(request, "contact");
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigation = useNavigation();
  const sent = actionData?.sent === true ? actionData.at : null;
  const failed = actionData?.sent === false ? actionData : null;

  useEffect(() => {
    if (sent) toast(MESSAGE_SENT);
  }, [sent, toast]);

  return (
    <div className="page narrow">
      <h1>Contact us</h1>
      <p className="lede">
        Found a mistake in an answer, want to sponsor a subject, or need help with a purchase? Write to us and we will reply by
        email within two working days.
      </p>
      {sent ? (
        <p className="notice" role="status">
          {MESSAGE_SENT}
        </p>
      ) : null}
      <Form method="post" className="contact-form" noValidate key={sent ?? "form"}>
        <ErrorSummary items={fieldSummary(failed?.errors, messageFieldIds("contact"))} attempt={failed} />
        <MessageFields idPrefix="contact" errors={failed?.errors} defaults={failed?.values} />
        <button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Sending..." : "Send message"}
        </button>
      </Form>
    </div>
  );
}
