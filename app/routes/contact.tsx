import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { MESSAGE_SENT, MessageFields } from "~/components/message-fields";
import { useToast } from "~/components/toast";
import { parseMessage, saveMessage } from "~/lib/site/messages.server";
import { isCrossOrigin } from "~/lib/origin.server";
import { pageMeta } from "~/lib/site/seo";
import { env } from "cloudflare:workers";
import type { Route } from "./+types/contact";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact us",
    description: "Questions, corrections, sponsorship or refunds: send the StudyShelf team a message.",
  });
}

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) throw data({ message: "Cross-origin form posts are not allowed." }, { status: 403 });
  const form = await request.formData();
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  const parsed = parseMessage({ ...values, source: "contact" });
  if (!parsed.ok) return data({ sent: false as const, errors: parsed.fields, values }, { status: 400 });
  await saveMessage(env.DB, parsed.message);
  return { sent: true as const, at: Date.now() };
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const toast = useToast();
  const navigation = useNavigation();
  const sent = actionData?.sent === true ? actionData.at : null;

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
        <MessageFields
          idPrefix="contact"
          errors={actionData?.sent === false ? actionData.errors : undefined}
          defaults={actionData?.sent === false ? actionData.values : undefined}
        />
        <button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Sending..." : "Send message"}
        </button>
      </Form>
    </div>
  );
}
