/**
 * /help: the help panel as a page. The Help button leads here without JavaScript, so the FAQ, the
 * search for answers and worksheets, and the message to the team all work as plain forms.
 */
import { Form } from "react-router";
import { MessageForm } from "~/components/message-form";
import { itemPath } from "~/lib/catalogue/item-ref";
import { messageAction } from "~/lib/http/message-action.server";
import { publicFormPageHeaders } from "~/lib/http/retry-after-headers";
import { FAQ, HELP_QUESTION_MAX } from "~/lib/site/faq";
import { helpFor } from "~/lib/site/help.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/help";
import { requestContext } from "~/lib/http/request-context.server";

export const headers = publicFormPageHeaders;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Help",
    description: "Answers to common questions about StudyShelf, a search for worksheets and quizzes, and a message to the team.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return { help: helpFor(new URL(request.url).searchParams.get("q")) };
}

export function action({ request, context }: Route.ActionArgs) {
  // The same message as the help panel sends, so the team sees where it came from.
  return messageAction(request, context.get(requestContext), "chat");
}

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const { help } = loaderData;
  return (
    <div className="page narrow">
      <h1>Help</h1>
      <p className="lede">Ask a question or search for a topic, read the common questions, or write to the team.</p>

      <search>
        <Form method="get" className="help-search">
          <label htmlFor="help-q">Ask a question or search for a topic</label>
          <div className="answer-row">
            <input
              id="help-q"
              type="search"
              name="q"
              defaultValue={help?.q ?? ""}
              maxLength={HELP_QUESTION_MAX}
              placeholder="e.g. free downloads, fractions"
              autoComplete="off"
            />
            <button type="submit">Search help</button>
          </div>
        </Form>
      </search>

      {help ? (
        <section aria-labelledby="help-results-title" className="help-results">
          <h2 id="help-results-title">Answers for “{help.q}”</h2>
          {help.answers.map((entry) => (
            <div key={entry.question} className="chat-answer">
              <h3>{entry.question}</h3>
              <p>{entry.answer}</p>
            </div>
          ))}
          {help.suggestions.length > 0 ? (
            <>
              <h3>Worksheets and quizzes that may help</h3>
              <ul className="chat-suggestions">
                {help.suggestions.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <a href={itemPath(item)}>{item.title}</a> <span className="muted">({item.kind})</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {help.unanswered ? (
            <p>
              We have no ready answer for that. <a href="#help-message-title">Send it to the team</a>: your question is already in
              the message below, and we reply by email.
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="faq-title">
        <h2 id="faq-title">Common questions</h2>
        {FAQ.map((entry) => (
          <div key={entry.question} className="chat-answer">
            <h3>{entry.question}</h3>
            <p>{entry.answer}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="help-message-title">
        <h2 id="help-message-title">Message the team</h2>
        <MessageForm idPrefix="help" answer={actionData} headingLevel={3} question={help?.unanswered ? help.q : undefined} />
      </section>
    </div>
  );
}
