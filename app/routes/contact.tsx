import { useEffect } from "react";
import { MESSAGE_SENT } from "~/components/message-fields";
import { MessageForm } from "~/components/message-form";
import { useToast } from "~/components/toast";
import { messageAction } from "~/lib/http/message-action.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/contact";
import { publicFormPageHeaders } from "~/lib/http/retry-after-headers";
import { requestContext } from "~/lib/http/request-context.server";

export const headers = publicFormPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Contact us",
    description: "Questions, corrections, sponsorship or refunds: send the StudyShelf team a message.",
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return messageAction(request, context.get(requestContext), "contact");
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const toast = useToast();
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
      <MessageForm idPrefix="contact" answer={actionData} />
    </div>
  );
}
