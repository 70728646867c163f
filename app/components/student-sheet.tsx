/**
 * The student sheet in HTML for the browser's print, laid out like the PDF's pages from the same
 * facts, grade band (body size and ruling by CSS class), writing-line counts and per-type layout
 * (app/lib/downloads/sheet.ts): the worked example in a box, numbered questions with lettered parts,
 * choice bubbles, true/false, number boxes, gaps, match columns and order boxes. The print stylesheet
 * prints it (with the answer key only when asked); the on-page preview is the PDF's own page 1
 * (./page-preview.tsx).
 */
import type { Example, Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";
import type { Figure } from "~/lib/figures/schema";
import { FigureSvg } from "./figure-svg";
import { LETTERS } from "~/lib/questions/slots";
import {
  SITE_NAME,
  WORKED_EXAMPLE,
  answerLines,
  printBand,
  type PrintBand,
  keyFigures,
  keyLines,
  kindLabel,
  sheetFacts,
  sheetInstructions,
  sheetQuestion,
  type SheetBody,
  type SheetPart,
  type SheetItem,
} from "~/lib/downloads/sheet";
import type { Wording } from "~/lib/catalogue/wording";

export interface SheetContent extends SheetItem {
  description: string;
  questions: readonly Question[];
  example: Example | null;
  /** The wording the item's text is in; the sheet's own words follow it. */
  wording?: Wording;
}

function Lines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, line) => <span key={line} className="sheet-line" />);
}

function AnswerBox({ unit }: { unit: string | null }) {
  return (
    <span className="sheet-answer-box">
      <span className="sheet-box" />
      {unit ? <span>{unit}</span> : null}
    </span>
  );
}

function ShortLine({ chars, band }: { chars: number; band: PrintBand }) {
  const { lines, share } = answerLines(chars, band, false);
  if (lines > 1 || share > 0.75) return <Lines count={lines} />;
  return <span className={`sheet-line sheet-line-share-${Math.ceil(share * 4)}`} />;
}

function Body({ body, band }: { body: SheetBody; band: PrintBand }) {
  switch (body.kind) {
    case "lines":
      return <Lines count={answerLines(body.chars, band, true).lines} />;
    case "line":
      return body.compact ? <span className="sheet-word-line" /> : <ShortLine chars={body.chars} band={band} />;
    case "number":
      return body.compact ? (
        <AnswerBox unit={body.unit} />
      ) : (
        <>
          <Lines count={body.working} />
          <p className="sheet-answer-row">
            <span className="sheet-answer-label">Answer</span> <AnswerBox unit={body.unit} />
          </p>
        </>
      );
    case "options":
      return (
        <ul className={`sheet-options sheet-per-row-${body.perRow}`}>
          {body.options.map(({ label, text, figure }) => (
            <li key={`${label}${text}`}>
              <span className={body.mark === "circle" ? "sheet-bubble" : "sheet-checkbox"} />
              {label ? `${label} ${text}` : text}
              {figure ? <FigureSvg figure={figure} className="sheet-option-figure" /> : null}
            </li>
          ))}
        </ul>
      );
    case "blanks":
      return (
        <>
          {body.bank ? (
            <p className="sheet-bank">
              {body.bank.map((word) => (
                <span key={word}>{word}</span>
              ))}
            </p>
          ) : null}
          <p className="sheet-gapped">
            {body.pieces.map((piece, i) => (
              <span key={i}>
                {i > 0 ? <span className="sheet-gap" /> : null}
                {piece}
              </span>
            ))}
          </p>
        </>
      );
    case "match":
      return (
        <table className="sheet-match">
          <tbody>
            {body.left.map((left, i) => (
              <tr key={i}>
                <td>
                  <span className="sheet-letter-blank" />
                  {`${i + 1}. ${left}`}
                </td>
                <td>{body.right[i] === undefined ? null : `${LETTERS[i]}) ${body.right[i]}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "order":
      return (
        <ul className="sheet-steps">
          {body.steps.map((step) => (
            <li key={step}>
              <span className="sheet-box sheet-step-box" />
              {step}
            </li>
          ))}
        </ul>
      );
  }
}

function Part({ part, compact, band, figure }: { part: SheetPart; compact: boolean; band: PrintBand; figure?: Figure }) {
  if (compact) {
    return (
      <li className="sheet-part sheet-part-compact">
        <span className="sheet-part-label">{part.label}</span> <span>{part.prompt}</span> <Body body={part.body} band={band} />
      </li>
    );
  }
  return (
    <li className="sheet-part">
      <p>
        <span className="sheet-part-label">{part.label}</span> {part.prompt}
      </p>
      {figure ? <FigureSvg figure={figure} /> : null}
      {part.hint ? <p className="sheet-hint">{part.hint}</p> : null}
      <Body body={part.body} band={band} />
    </li>
  );
}

export function StudentSheet({ item, answerKey = false }: { item: SheetContent; answerKey?: boolean }) {
  const band = printBand(item.grades);
  return (
    <div className={`sheet sheet-band-${band}`}>
      <div className="sheet-masthead">
        <span className="sheet-site">{SITE_NAME}</span>
        <span>{kindLabel(item.kind)}</span>
      </div>
      <p className="sheet-title">{item.title}</p>
      <p className="sheet-facts">{sheetFacts(item)}</p>
      <div className="sheet-name-date">
        <span>Name</span>
        <span className="sheet-blank" />
        <span>Date</span>
        <span className="sheet-blank sheet-blank-short" />
      </div>
      <p className="sheet-instructions">{sheetInstructions(item)}</p>
      {item.example ? (
        <div className="sheet-example">
          <p className="sheet-example-label">{WORKED_EXAMPLE}</p>
          <p>{item.example.question}</p>
          {item.example.figure ? <FigureSvg figure={item.example.figure} /> : null}
          <p className="sheet-example-working">{item.example.answer}</p>
        </div>
      ) : null}
      <ol className="sheet-questions">
        {item.questions.map((question, index) => {
          const sheet = sheetQuestion(question, index);
          return (
            <li key={index}>
              <p>{sheet.prompt}</p>
              {question.figure ? <FigureSvg figure={question.figure} /> : null}
              {sheet.hint ? <p className="sheet-hint">{sheet.hint}</p> : null}
              {sheet.body ? <Body body={sheet.body} band={band} /> : null}
              {sheet.parts.length > 0 ? (
                <ul className={`sheet-parts${sheet.compact ? ` sheet-parts-compact sheet-per-row-${sheet.partsPerRow}` : ""}`}>
                  {sheet.parts.map((part, at) => (
                    <Part
                      key={part.label}
                      part={part}
                      compact={sheet.compact}
                      band={band}
                      figure={hasParts(question) ? question.parts[at].figure : undefined}
                    />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      {answerKey ? (
        <div className="sheet-answer-key">
          <div className="sheet-masthead">
            <span className="sheet-site">{SITE_NAME}</span>
            <span>Answer key</span>
          </div>
          <p className="sheet-title">Answer key: {item.title}</p>
          <ol className="sheet-answers">
            {item.questions.map((question, index) => (
              <li key={index}>
                {keyLines(question).map((line, at) => (
                  <p key={at}>{line}</p>
                ))}
                {keyFigures(question).map((figure, at) => (
                  <FigureSvg key={at} figure={figure} className="sheet-key-figure" />
                ))}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
