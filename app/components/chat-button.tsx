/** The chat button on every page; the help panel's code loads only when it is first opened. */
import { lazy, Suspense, useState } from "react";

const ChatPanel = lazy(() => import("./chat-panel"));

export function ChatButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="chat">
      {open ? (
        <Suspense fallback={<p className="chat-panel loading">Loading...</p>}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="chat-button"
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? "Close help" : "Help"}
      </button>
    </div>
  );
}
