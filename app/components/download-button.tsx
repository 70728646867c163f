/**
 * The PDF download control on worksheet, quiz and account pages. It says what a download will cost
 * before anything is spent and asks once ("Use 1 of your 7 free downloads?"); an item the visitor
 * owns downloads again for free without asking; with nothing left it offers "Buy credits" instead of
 * a button that would fail (through sign-up, and back to this item, for a visitor not signed in).
 * A confirmed download pays through POST /api/downloads and then fetches the signed link.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import { PAPER_SIZES, type Paper } from "~/lib/downloads/paper";
import type { DownloadResponse } from "../../worker/api/downloads";
import { describeBalance, useAccount, type ClientAccount } from "./account-context";
import type { ApiError } from "../../worker/api/errors";
import { useToast } from "./toast";
import { BUY_CREDITS_PATH } from "./pricing-section";

type Item = ItemRef & { title: string };

/** What a download of this item would cost this visitor now. */
type Offer =
  | { kind: "unknown" }
  | { kind: "owned" }
  | { kind: "free"; left: number }
  | { kind: "credit"; credits: number }
  | { kind: "none"; signedIn: boolean };

function offerFor(account: ClientAccount | null, item: Item): Offer {
  if (!account) return { kind: "unknown" };
  if (account.owned.some((owned) => owned.kind === item.kind && owned.id === item.id)) return { kind: "owned" };
  if (account.freeDownloadsRemaining > 0) return { kind: "free", left: account.freeDownloadsRemaining };
  if (account.credits > 0) return { kind: "credit", credits: account.credits };
  return { kind: "none", signedIn: account.user !== null };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function costNote(offer: Offer) {
  switch (offer.kind) {
    case "unknown":
      return "Checking your balance…";
    case "owned":
      return "You own this PDF: download it again as often as you like.";
    case "free":
      return `Uses 1 of your ${plural(offer.left, "free download")}.`;
    case "credit":
      return `Costs 1 credit. You have ${plural(offer.credits, "credit")}.`;
    case "none":
      return "You have no free downloads or credits left.";
  }
}

function confirmQuestion(offer: Offer) {
  if (offer.kind === "free") return `Use 1 of your ${plural(offer.left, "free download")}?`;
  if (offer.kind === "credit") return `Use 1 of your ${plural(offer.credits, "credit")}?`;
  return null;
}

export function DownloadButton({ item, paper }: { item: Item; paper: Paper }) {
  const { account, update, refresh } = useAccount();
  const toast = useToast();
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLButtonElement>(null);
  const buyRef = useRef<HTMLAnchorElement>(null);
  const offer = offerFor(account, item);
  const question = confirmQuestion(offer);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  /** The question's buttons are gone after it is answered: keep keyboard focus in the control. */
  function refocus() {
    requestAnimationFrame(() => (mainRef.current ?? buyRef.current)?.focus());
  }

  function cancel() {
    setConfirming(false);
    refocus();
  }
  // The server's own words when it asks the visitor to wait (429: a network that started too many new accounts).
  const [waitMessage, setWaitMessage] = useState<string | null>(null);

  async function download() {
    setConfirming(false);
    setBusy(true);
    setFailed(false);
    setWaitMessage(null);
    try {
      const response = await fetch("/api/downloads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({ kind: item.kind, id: item.id, paper }),
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
      refocus();
    }
  }

  const noteId = `${ids}-cost`;
  const questionId = `${ids}-question`;
  const named = <span className="visually-hidden"> of “{item.title}”</span>;

  return (
    <div className="download">
      {offer.kind === "none" ? (
        <>
          <p className="download-cost" id={noteId}>
            {costNote(offer)} Everything you already own stays free to download again.
          </p>
          <Link
            ref={buyRef}
            className="button"
            to={offer.signedIn ? BUY_CREDITS_PATH : `/signup?next=${encodeURIComponent(`${itemPath(item)}#download`)}`}
            aria-describedby={noteId}
          >
            Buy credits
          </Link>
          {offer.signedIn ? null : <p className="hint">You'll create a free account first, then come straight back here.</p>}
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
        <>
          <button
            type="button"
            ref={mainRef}
            className="download-button"
            onClick={() => (question ? setConfirming(true) : void download())}
            disabled={busy || offer.kind === "unknown"}
            aria-describedby={noteId}
          >
            <span aria-hidden="true">⤓ </span>
            {busy ? "Preparing your PDF…" : offer.kind === "owned" ? "Download again (free)" : "Download PDF"}
            {busy ? null : named}
          </button>
          <p className="download-cost" id={noteId}>
            {costNote(offer)}
          </p>
        </>
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
