/**
 * The printable on a worksheet or quiz page: a preview of the PDF's first page (the student sheet,
 * drawn to scale on the chosen paper), the paper size, the download control, and browser printing
 * of the student sheet, with or without its answers. Nothing here spends anything until the
 * download control's question is answered.
 */
import { useEffect } from "react";
import { PAPER_SIZES } from "~/lib/downloads/paper";
import { DownloadButton } from "./download-button";
import { PaperChoice, usePaper } from "./paper-choice";
import { StudentSheet, type SheetContent } from "./student-sheet";

/** The class on <html> that makes the print stylesheet include the answer key. */
const WITH_ANSWERS_CLASS = "print-with-answers";

function print(withAnswers: boolean) {
  document.documentElement.classList.toggle(WITH_ANSWERS_CLASS, withAnswers);
  window.print();
}

export function PrintablePanel({ item }: { item: SheetContent & { id: number } }) {
  const [paper, setPaper] = usePaper();

  useEffect(() => {
    // Printing from the browser's menu afterwards prints the student sheet alone again.
    const reset = () => document.documentElement.classList.remove(WITH_ANSWERS_CLASS);
    window.addEventListener("afterprint", reset);
    return () => window.removeEventListener("afterprint", reset);
  }, []);

  const label = item.kind === "worksheet" ? "worksheet" : "quiz";
  return (
    <section className="printable" id="download" aria-labelledby="printable-title">
      <h2 id="printable-title">Printable PDF</h2>
      <div className="printable-body">
        <figure className="sheet-preview">
          <div className={`paper paper-${paper}`} aria-hidden="true">
            <StudentSheet item={item} />
          </div>
          <figcaption>
            Preview of page 1 on {PAPER_SIZES[paper].label}. The answer key prints on its own page, so you can take it out.
          </figcaption>
        </figure>
        <div className="printable-actions">
          <PaperChoice paper={paper} onChange={setPaper} />
          <DownloadButton item={item} paper={paper} />
          <div className="print-actions">
            <p className="hint">Or print this {label} from your browser:</p>
            <button type="button" className="button-quiet" onClick={() => print(false)}>
              Print
            </button>{" "}
            <button type="button" className="button-quiet" onClick={() => print(true)}>
              Print with answers
            </button>
          </div>
        </div>
      </div>
      <div className="print-sheet">
        <StudentSheet item={item} answerKey />
      </div>
    </section>
  );
}
