/**
 * The PDF download control on worksheet, quiz and account pages. It says what a download will cost
 * before anything is spent and asks once ("Use 1 of your 7 free downloads?"); an item the visitor
 * owns downloads again for free without asking; with nothing left it offers "Buy credits" instead of
 * a button that would fail (through sign-up, and back to this item, for a visitor not signed in).
 * A confirmed download pays through POST /api/downloads and then fetches the signed link; without
 * JavaScript the button is a form that leads to the /download page, which does the same by form.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { PAPER_SIZES, type Paper } from "~/lib/downloads/paper";
import type { ApiError, DownloadResponse } from "~/lib/http/api-bodies";
import { describeBalance, useAccount } from "./account-context";
import { buyCreditsHref, confirmQuestion, costNote, GENERATED_NOTE, offerFor, versionFields, type Item } from "./download-offer";
import { PAYMENTS_OFF_NOTE } from "./pricing-section";
import { focusWithoutTabStop } from "./page-focus";
import { useToast } from "./toast";

export function DownloadButton({ item, paper }: { item: Item; paper: Paper }) {
  const { account, paymentsConfigured, update, refresh } = useAccount();
  const toast = useToast();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
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
  // The server's own words when it asks the visitor to wait (429: a network that started too many new accounts).
  const [waitMessage, setWaitMessage] = useState<string | null>(null);

  async function download() {
    refocus();
    setConfirming(false);
    setBusy(true);
    setFailed(false);
    setWaitMessage(null);
    try {
      const response = await fetch("/api/downloads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({ kind: item.kind, id: item.id, paper, ...versionFields(item) }),
      });
      if (response.status === 402) {
        // Spent elsewhere since this page loaded: the refreshed balance turns this into "Buy credits".
        await refresh();
        return;
      }
      if (response.status === 429) {
        const body = (await response.json().catch(() => ({}))) as Partial<ApiError>;
        setWaitMessage(body.error ?? "Too many requests from your network. Please try again later.");
        return;
      }
      if (!response.ok) {
        setFailed(true);
        return;
      }
      const answer = (await response.json()) as DownloadResponse;
      const owned = account?.owned ?? [];
      update({
        user: account?.user ?? null,
        freeDownloadsRemaining: answer.freeDownloadsRemaining,
        credits: answer.credits,
        owned: owned.some((o) => o.kind === item.kind && o.id === item.id) ? owned : [{ kind: item.kind, id: item.id }, ...owned],
      });
      window.location.assign(answer.url);
      const cost =
        answer.charged === "owned"
          ? "no charge, you own it"
          : answer.charged === "free"
            ? "used a free download"
            : "used 1 credit";
      toast(`Downloading “${item.title}” on ${PAPER_SIZES[paper].label} (${cost}). ${describeBalance(answer)} left.`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

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
            <button type="button" ref={confirmRef} onClick={() => void download()}>
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
              else void download();
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
      {waitMessage ? (
        <p className="download-problem" role="alert">
          {waitMessage}
        </p>
      ) : null}
      {failed ? (
        <p className="download-problem" role="alert">
          The download didn't start. Check your connection and try again: an item you have paid for never costs twice.
        </p>
      ) : null}
    </div>
  );
}
