/**
 * A list lettered A, B, C…: a choice's options or a match's right-hand column. The letter is shown
 * large and read once ("B: a kitten"), the way a teacher reads the sheet aloud.
 */
import { LETTERS } from "~/lib/questions/slots";

export function LetteredList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ol className={className} type="A">
      {items.map((text, shown) => (
        <li key={shown}>
          <span className="choice-letter" aria-hidden="true">
            {LETTERS[shown]}
          </span>
          <span className="visually-hidden">{LETTERS[shown]}: </span>
          {text}
        </li>
      ))}
    </ol>
  );
}
