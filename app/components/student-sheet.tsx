/**
 * The student sheet in HTML, laid out like the PDF's pages (app/lib/downloads/pdf.server.ts) from the
 * same facts and writing-line counts (app/lib/downloads/sheet.ts). The printable panel shows its first
 * page as a preview; the print stylesheet prints it (with the answer key only when asked).
 */
import { SITE_NAME, kindLabel, sheetFacts, sheetInstructions, writingLines, type SheetItem } from "~/lib/downloads/sheet";

export interface SheetContent extends SheetItem {
  description: string;
  questions: ReadonlyArray<{ question: string; answer: string }>;
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
      <ol className="sheet-questions">
        {item.questions.map(({ question, answer }, index) => (
          <li key={index}>
            <p>{question}</p>
            {Array.from({ length: writingLines(question, answer) }, (_, line) => (
              <span key={line} className="sheet-line" />
            ))}
          </li>
        ))}
      </ol>
      {answerKey ? (
        <div className="sheet-answer-key">
          <div className="sheet-masthead">
            <span className="sheet-site">{SITE_NAME}</span>
            <span>Answer key</span>
          </div>
          <p className="sheet-title">Answer key: {item.title}</p>
          <ol className="sheet-answers">
            {item.questions.map(({ answer }, index) => (
              <li key={index}>{answer}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
