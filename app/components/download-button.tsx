/**
 * The PDF download button on worksheet and quiz pages. Its label says what a download will cost;
 * it pays through POST /api/downloads and then fetches the file from the signed link.
 */
import { useState } from "react";
import { Link } from "react-router";
import { describeBalance, useAccount, type ClientAccount } from "./account-context";
import type { ItemRef } from "~/lib/catalogue/item-ref";
import type { DownloadResponse } from "../../worker/api/downloads";
import type { ApiError } from "../../worker/api/errors";
import { useToast } from "./toast";

type Item = ItemRef & { title: string };

function costLabel(account: ClientAccount | null, item: Item) {
  if (!account) return "Download PDF";
  if (account.owned.some((owned) => owned.kind === item.kind && owned.id === item.id)) return "Download again (owned)";
  if (account.freeDownloadsRemaining > 0) return `Free download (${account.freeDownloadsRemaining} left)`;
  return "1 credit";
}

export function DownloadButton({ item }: { item: Item }) {
  const { account, update, refresh } = useAccount();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<"none-left" | "failed" | null>(null);
  // The server's own words when it asks the visitor to wait (429: a network that started too many new accounts).
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const label = costLabel(account, item);

  async function download() {
    setBusy(true);
    setProblem(null);
    setWaitMessage(null);
    try {
      const response = await fetch("/api/downloads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({ kind: item.kind, id: item.id }),
      });
      if (response.status === 402) {
        setProblem("none-left");
        await refresh();
        return;
      }
      if (response.status === 429) {
        const body = (await response.json().catch(() => ({}))) as Partial<ApiError>;
        setWaitMessage(body.error ?? "Too many requests from your network. Please try again later.");
        return;
      }
      if (!response.ok) {
        setProblem("failed");
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
      toast(`Downloading “${item.title}” (${cost}). ${describeBalance(answer)} left.`);
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="download">
      <button type="button" className="download-button" onClick={() => void download()} disabled={busy}>
        <span aria-hidden="true">⤓ </span>
        {busy ? "Preparing your PDF..." : label}
        {label === "Download PDF" || busy ? null : <span className="visually-hidden"> – download “{item.title}” as a PDF</span>}
      </button>
      {problem === "none-left" ? (
        <p className="download-problem" role="alert">
          You have no free downloads or credits left, so this PDF can't be downloaded yet.{" "}
          <Link to="/account#buy-credits">Buy credits</Link> to keep downloading; everything you already own stays free to
          download again.
        </p>
      ) : null}
      {waitMessage ? (
        <p className="download-problem" role="alert">
          {waitMessage}
        </p>
      ) : null}
      {problem === "failed" ? (
        <p className="download-problem" role="alert">
          The download didn't start. Check your connection and try again: an item you have paid for never costs twice.
        </p>
      ) : null}
    </div>
  );
}
