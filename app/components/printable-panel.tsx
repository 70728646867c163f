/**
 * The printable on a worksheet or quiz page: a preview of the PDF's first page (the student sheet,
 * drawn to scale on the chosen paper), the paper size, the download control, and browser printing
 * of the student sheet, with or without its answers. Nothing here spends anything until the
 * download control's question is answered. The page's words follow the paper (docs/decisions/0031):
 * choosing the other paper loads the page in that paper's wording (`?paper=`), so the preview and the
 * browser's print read as the PDF will; a plain link does the same without JavaScript.
 */
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate, useSearchParams } from "react-router";
import { wordingForPaper, type Wording } from "~/lib/catalogue/wording";
import { PAPER_SIZES, paperOf, type Paper } from "~/lib/downloads/paper";
import { DownloadButton } from "./download-button";
import { PaperChoice, usePaper } from "./paper-choice";
import { StudentSheet, type SheetContent } from "./student-sheet";

/**
 * At the top of an item page, where the panel used to be: the panel follows the questions, so that on
 * a phone the first question is in the first screen, and this link leads to it.
 */
export function PrintableJump({ kind }: { kind: "worksheet" | "quiz" }) {
  return (
    <p className="printable-jump">
      <a href="#download">
        <span aria-hidden="true">⤓ </span>Preview, download or print this {kind}
      </a>
    </p>
  );
}

const SPELLING: Record<Wording, string> = { international: "international spelling", us: "US spelling" };

/** The page's URL with another paper, keeping its other parameters (?answers=all). */
function withPaper(params: URLSearchParams, paper: Paper) {
  const next = new URLSearchParams(params);
  next.delete("wording");
  next.set("paper", paper);
  return `?${next.toString()}`;
}

export function PrintablePanel({ item }: { item: SheetContent & { id: number; wording: Wording } }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [paper, remember] = usePaper(paperOf(params.get("paper")));
  const setPaper = (next: Paper) => {
    remember(next);
    if (wordingForPaper(next) !== item.wording)
      void navigate(withPaper(params, next), { replace: true, preventScrollReset: true });
  };
  const otherPaper: Paper = item.wording === "us" ? "a4" : "letter";
  // The answer key joins the printed sheet only for "Print with answers", and only until that print ends.
  const [withAnswers, setWithAnswers] = useState(false);

  useEffect(() => {
    const reset = () => setWithAnswers(false);
    window.addEventListener("afterprint", reset);
    return () => window.removeEventListener("afterprint", reset);
  }, []);

  function print(answers: boolean) {
    // The sheet must be in the page before the print dialog takes its snapshot.
    flushSync(() => setWithAnswers(answers));
    window.print();
  }

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
            Preview of page 1 on {PAPER_SIZES[paper].label}. The answer key prints on its own page, so you can take it out. This
            page uses {SPELLING[item.wording]}:{" "}
            <Link to={withPaper(params, otherPaper)} replace preventScrollReset>
              use {SPELLING[wordingForPaper(otherPaper)]}
            </Link>
            .
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
        <StudentSheet item={item} answerKey={withAnswers} />
      </div>
    </section>
  );
}
