/**
 * "Read aloud": the browser reads a question and its options with its own speech synthesis, for
 * children who are still learning to read. Rendered only once the page has hydrated in a browser that
 * can speak (never on the server, never where speechSynthesis is missing), and never needed to answer.
 */
import { useHydrated } from "./use-hydrated";

export function ReadAloud({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated();
  if (!hydrated || !("speechSynthesis" in window)) return null;
  return (
    <button
      type="button"
      className="button-quiet read-aloud"
      onClick={() => {
        window.speechSynthesis.cancel();
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = "en-US";
        utterance.rate = 0.9;
        window.speechSynthesis.speak(utterance);
      }}
    >
      Read aloud<span className="visually-hidden"> {label}</span>
    </button>
  );
}
