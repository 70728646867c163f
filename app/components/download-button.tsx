/**
 * The PDF download control on worksheet, quiz and account pages. It says what a download will cost
 * before anything is spent and asks once ("Use 1 of your 7 free downloads?"); an item the visitor
 * owns downloads again for free without asking; with nothing left it offers "Buy credits" instead of
 * a button that would fail (through sign-up, and back to this item, for a visitor not signed in).
 * A confirmed download posts the /download page's form through a fetcher (its action pays, with a
 * fresh idempotency key per attempt) and starts the signed link it answers, leaving this page as it
 * is; the root loader's revalidation then brings the new balance. Without JavaScript the button is
 * a form that leads to the /download page, whose form posts to the same action (docs/decisions/0038).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { PAPER_SIZES, type Paper } from "~/lib/downloads/paper";
import type { DownloadAnswer } from "~/lib/http/download-action.server";
import { describeBalance, useAccount } from "./account-context";
import { buyCreditsHref, confirmQuestion, costNote, GENERATED_NOTE, offerFor, versionFields, type Item } from "./download-offer";
import { PAYMENTS_OFF_NOTE } from "./pricing-section";
import { focusWithoutTabStop } from "./page-focus";
import { useToast } from "./toast";

export function DownloadButton({ item, paper }: { item: Item; paper: Paper }) {
  const { account, paymentsConfigured } = useAccount();
  const toast = useToast();
  const ids = useId();
  const fetcher = useFetcher<DownloadAnswer>();
  const revalidator = useRevalidator();
  // Until the answer and the new balance are in (the fetcher's revalidation).
  const busy = fetcher.state !== "idle";
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLButtonElement>(null);
  const buyRef = useRef<HTMLAnchorElement>(null);
  const offer = offerFor(account, item);
  const question = confirmQuestion(offer);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // Set when an answered question or a finished download should hand focus back to the control's
  // button; done after the render that enables it (a disabled button cannot take focus).
  const focusBack = useRef(false);
  useEffect(() => {
    if (!focusBack.current || busy) return;
    focusBack.current = false;
    (mainRef.current ?? buyRef.current)?.focus();
  });

  /**
   * The question's buttons are gone after it is answered: focus waits on the panel itself meanwhile
   * (else it falls to the page and the focus keeper sends it to the heading), then returns to the button.
   */
  function refocus() {
    if (panelRef.current?.contains(document.activeElement)) focusWithoutTabStop(panelRef.current);
    focusBack.current = true;
  }

  function cancel() {
    refocus();
    setConfirming(false);
  }

  function download() {
    refocus();
    setConfirming(false);
    // One key per attempt: the ledger charges an attempt once however often it arrives.
    void fetcher.submit(
      { kind: item.kind, id: item.id, paper, ...versionFields(item), key: crypto.randomUUID(), stay: "1" },
      { method: "post", action: "/download" },
    );
  }

  // Each answer once (a later paper choice re-runs this effect): start the file and say what it cost.
  const answer = fetcher.data;
  const handled = useRef<DownloadAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    if (answer.ok) {
      window.location.assign(answer.url);
      const cost =
        answer.charged === "owned"
          ? "no charge, you own it"
          : answer.charged === "free"
            ? "used a free download"
            : "used 1 credit";
      toast(`Downloading “${item.title}” on ${PAPER_SIZES[paper].label} (${cost}). ${describeBalance(answer)} left.`);
    } else if (answer.refused === "no_downloads_left") {
      // Spent elsewhere since this page loaded: the fresh balance turns this into "Buy credits".
      void revalidator.revalidate();
    }
  }, [answer, item.title, paper, toast, revalidator]);
  // The server's own words for a refusal the visitor can act on (429: a network that started too many new accounts).
  const problem = answer && !answer.ok && answer.refused !== "no_downloads_left" && !busy ? answer.problem : null;

  const noteId = `${ids}-cost`;
  const questionId = `${ids}-question`;
  const named = <span className="visually-hidden"> of “{item.title}”</span>;

  return (
    <div className="download" ref={panelRef}>
      {offer.kind === "none" ? (
        <>
          <p className="download-cost" id={noteId}>
            {costNote(offer)} Everything you already own stays free to download again.
          </p>
          {/* Unknown on a page made for every visitor: the link's page says whether buying works. */}
          {paymentsConfigured !== false ? (
            <>
              <Link ref={buyRef} className="button" to={buyCreditsHref(offer, item)} aria-describedby={noteId}>
                Buy credits
              </Link>
              <p className="hint">
                {offer.signedIn ? "" : "You'll create a free account first. "}After paying you come straight back here.
              </p>
            </>
          ) : (
            <p className="notice">{PAYMENTS_OFF_NOTE}</p>
          )}
        </>
      ) : confirming && question ? (
        <div className="download-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="download-question">
            {question}
          </p>
          <div className="download-confirm-actions" onKeyDown={(event) => (event.key === "Escape" ? cancel() : undefined)}>
            <button type="button" ref={confirmRef} onClick={download}>
              Yes, download{named}
            </button>
            <button type="button" className="button-quiet" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        // Without JavaScript the button leads to /download, which asks the same question and pays by form.
        <form method="get" action="/download">
          <input type="hidden" name="kind" value={item.kind} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="paper" value={paper} />
          {Object.entries(versionFields(item)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            ref={mainRef}
            className="download-button"
            onClick={(event) => {
              event.preventDefault();
              if (question) setConfirming(true);
              else download();
            }}
            disabled={busy || offer.kind === "unknown"}
            aria-describedby={noteId}
          >
            <span aria-hidden="true">⤓ </span>
            {busy ? "Preparing your PDF…" : offer.kind === "owned" ? "Download again (free)" : "Download PDF"}
            {busy ? null : named}
          </button>
          <p className="download-cost" id={noteId}>
            {costNote(offer)}
            {item.generated && offer.kind !== "owned" ? ` ${GENERATED_NOTE}` : null}
          </p>
        </form>
      )}
      {problem ? (
        <p className="download-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
