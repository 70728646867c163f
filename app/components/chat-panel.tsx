/**
 * The help panel behind the chat button: answers from the FAQ, suggests worksheets and quizzes for
 * what the visitor types, and sends a message to the team (stored like the contact form's).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { FAQ, helpAnswers, searchTerms, unanswered } from "~/lib/site/faq";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import type { ItemSummary } from "~/lib/catalogue/catalogue.server";
import { ErrorSummary, fieldSummary } from "./error-summary";
import { MessageFields, messageFieldIds, useMessageSender } from "./message-fields";

type Suggestion = ItemRef & { title: string };

async function findSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  for (const term of [text.trim(), ...searchTerms(text)].slice(0, 4)) {
    if (term.length < 3) continue;
    const query = `?q=${encodeURIComponent(term)}`;
    const [worksheets, quizzes] = await Promise.all(
      ["worksheets", "quizzes"].map((path) =>
        fetch(`/api/${path}${query}`, { signal }).then((response) => response.json() as Promise<{ items?: ItemSummary[] }>),
      ),
    );
    const found = [
      ...(worksheets.items ?? []).slice(0, 3).map((item) => ({ kind: "worksheet" as const, id: item.id, title: item.title })),
      ...(quizzes.items ?? []).slice(0, 2).map((item) => ({ kind: "quiz" as const, id: item.id, title: item.title })),
    ];
    if (found.length > 0) return found;
  }
  return [];
}

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const messageForm = useRef<HTMLFormElement>(null);
  const sender = useMessageSender(messageForm);

  useEffect(() => inputRef.current?.focus(), []);

  const { answers, suggestItems } = helpAnswers(text);
  const shown = suggestItems ? suggestions : [];

  const searching = text.trim().length >= 3;
  // Too short to search: drop what an earlier text found, in the render that shortens it.
  if (!searching && suggestions !== null) setSuggestions(null);

  useEffect(() => {
    // A "how do I" question the FAQ answers needs no worksheets.
    if (!searching || !suggestItems) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      findSuggestions(text, controller.signal).then(setSuggestions, () => {});
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searching, suggestItems]);

  /** Carries the unanswered question into the message to the team, ready to send. */
  function askTheTeam() {
    const field = messageForm.current?.elements.namedItem("message");
    if (!(field instanceof HTMLTextAreaElement)) return;
    if (!field.value.trim()) field.value = text.trim();
    field.focus();
  }

  return (
    <section
      id="chat-panel"
      className="chat-panel"
      aria-labelledby={headingId}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <h2 id={headingId}>How can we help?</h2>
      <label htmlFor="chat-question">Ask a question or search for a topic</label>
      <input
        id="chat-question"
        ref={inputRef}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="e.g. free downloads, fractions"
        autoComplete="off"
      />
      <div aria-live="polite">
        {answers.map((entry) => (
          <div key={entry.question} className="chat-answer">
            <h3>{entry.question}</h3>
            <p>{entry.answer}</p>
          </div>
        ))}
        {shown && shown.length > 0 ? (
          <>
            <h3>Worksheets and quizzes that may help</h3>
            <ul className="chat-suggestions">
              {shown.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link to={itemPath(item)} onClick={onClose}>
                    {item.title}
                  </Link>{" "}
                  <span className="muted">({item.kind})</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {searching && shown !== null && unanswered(text, answers, shown) ? (
          <p>
            We have no ready answer for that.{" "}
            <button type="button" className="button-quiet" onClick={askTheTeam}>
              Send this question to the team
            </button>{" "}
            and we will reply by email.
          </p>
        ) : null}
      </div>
      {!text.trim() ? (
        <details>
          <summary>Common questions</summary>
          {FAQ.map((entry) => (
            <div key={entry.question} className="chat-answer">
              <h3>{entry.question}</h3>
              <p>{entry.answer}</p>
            </div>
          ))}
        </details>
      ) : null}
      {/* The help page's action: the same message its form sends without JavaScript. */}
      <sender.Form method="post" action="/help" className="chat-message" ref={messageForm} noValidate>
        <h3>Message the team</h3>
        <ErrorSummary items={fieldSummary(sender.errors, messageFieldIds("chat"))} attempt={sender.attempt} headingLevel={4} />
        <MessageFields idPrefix="chat" errors={sender.errors} compact />
        <button type="submit" disabled={sender.sending}>
          {sender.sending ? "Sending..." : "Send message"}
        </button>
      </sender.Form>
    </section>
  );
}
