/**
 * A list lettered A, B, C…: a choice's options or a match's right-hand column. The letter is shown
 * large and read once ("B: a kitten"), the way a teacher reads the sheet aloud. An option may show a
 * figure after its text ("Clock A" and the clock).
 */
import type { Figure } from "~/lib/figures/schema";
import { LETTERS } from "~/lib/questions/slots";
import { FigureSvg } from "./figure-svg";

export function LetteredList({
  items,
  className,
  figures,
}: {
  items: readonly string[];
  className: string;
  /** A figure per item (a choice's optionFigures), drawn after its text. */
  figures?: readonly (Figure | null)[];
}) {
  return (
    <ol className={className} type="A">
      {items.map((text, shown) => (
        <li key={shown}>
          <span className="choice-letter" aria-hidden="true">
            {LETTERS[shown]}
          </span>
          <span className="visually-hidden">{LETTERS[shown]}: </span>
          {text}
          {figures?.[shown] ? <FigureSvg figure={figures[shown]} className="option-figure" /> : null}
        </li>
      ))}
    </ol>
  );
}
