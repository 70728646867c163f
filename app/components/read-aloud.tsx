/**
 * "Read aloud": the browser reads a question and its options with its own speech synthesis, for
 * children who are still learning to read. Rendered only once the page knows the browser can speak
 * (never on the server, never where speechSynthesis is missing), and never needed to answer.
 */
import { useEffect, useState } from "react";

export function ReadAloud({ text, label }: { text: string; label: string }) {
  const [canSpeak, setCanSpeak] = useState(false);
  useEffect(() => setCanSpeak(typeof window !== "undefined" && "speechSynthesis" in window), []);
  if (!canSpeak) return null;
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
      <span aria-hidden="true">🔊 </span>Read aloud<span className="visually-hidden"> {label}</span>
    </button>
  );
}
