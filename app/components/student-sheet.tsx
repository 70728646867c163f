/**
 * The student sheet in HTML, laid out like the PDF's pages (app/lib/downloads/pdf.server.ts) from the
 * same facts, writing-line counts and per-type layout (app/lib/downloads/sheet.ts): the worked example
 * in a box, numbered questions with lettered parts, choice bubbles, true/false, number boxes, gaps,
 * match columns and order boxes. The printable panel shows its first page as a preview; the print
 * stylesheet prints it (with the answer key only when asked).
 */
import type { Example, Question } from "~/lib/questions/model";
import { LETTERS } from "~/lib/questions/slots";
import {
  SITE_NAME,
  WORKED_EXAMPLE,
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

function Body({ body }: { body: SheetBody }) {
  switch (body.kind) {
    case "lines":
      return <Lines count={body.lines} />;
    case "line":
      return <span className="sheet-word-line" />;
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
          {body.options.map(({ label, text }) => (
            <li key={`${label}${text}`}>
              <span className={body.mark === "circle" ? "sheet-bubble" : "sheet-checkbox"} />
              {label ? `${label} ${text}` : text}
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

function Part({ part, compact }: { part: SheetPart; compact: boolean }) {
  if (compact) {
    return (
      <li className="sheet-part sheet-part-compact">
        <span className="sheet-part-label">{part.label}</span> <span>{part.prompt}</span> <Body body={part.body} />
      </li>
    );
  }
  return (
    <li className="sheet-part">
      <p>
        <span className="sheet-part-label">{part.label}</span> {part.prompt}
      </p>
      {part.hint ? <p className="sheet-hint">{part.hint}</p> : null}
      <Body body={part.body} />
    </li>
  );
}

export function StudentSheet({ item, answerKey = false }: { item: SheetContent; answerKey?: boolean }) {
  return (
    <div className="sheet">
      <div className="sheet-masthead">
        <span className="sheet-site">{SITE_NAME}</span>
        <span>{kindLabel(item.kind)}</span>
      </div>
      <p className="sheet-title">{item.title}</p>
      <p className="sheet-facts">{sheetFacts(item)}</p>
      <p className="sheet-description">{item.description}</p>
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
          <p className="sheet-example-working">{item.example.answer}</p>
        </div>
      ) : null}
      <ol className="sheet-questions">
        {item.questions.map((question, index) => {
          const sheet = sheetQuestion(question, index);
          return (
            <li key={index}>
              <p>{sheet.prompt}</p>
              {sheet.hint ? <p className="sheet-hint">{sheet.hint}</p> : null}
              {sheet.body ? <Body body={sheet.body} /> : null}
              {sheet.parts.length > 0 ? (
                <ul className={`sheet-parts${sheet.compact ? ` sheet-parts-compact sheet-per-row-${sheet.partsPerRow}` : ""}`}>
                  {sheet.parts.map((part) => (
                    <Part key={part.label} part={part} compact={sheet.compact} />
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
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
