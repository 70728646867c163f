/**
 * The Help button on every page. It opens the help panel, whose code loads only when first opened;
 * without JavaScript it is a form that goes to the /help page, which offers the same answers and
 * message form. On screens too narrow to keep it clear of the content it sits above the footer
 * instead of floating over the page.
 */
import { lazy, Suspense, useRef, useState } from "react";

const ChatPanel = lazy(() => import("./chat-panel"));

export function ChatButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Closing the panel (Escape, or a link in it) returns focus to the button that opened it.
  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="chat">
      {open ? (
        <Suspense fallback={<p className="chat-panel loading">Loading...</p>}>
          <ChatPanel onClose={close} />
        </Suspense>
      ) : null}
      <form
        method="get"
        action="/help"
        onSubmit={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
      >
        <button type="submit" className="chat-button" ref={button} aria-expanded={open} aria-controls="chat-panel">
          {open ? "Close help" : "Help"}
        </button>
      </form>
    </div>
  );
}
