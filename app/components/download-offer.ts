/**
 * What a download of an item would cost this visitor now, and how the download control says it:
 * the note under the button and the one question it asks before spending anything.
 */
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";
import { withNext } from "~/lib/site/redirects";
import type { ClientAccount } from "./account-context";
import { buyCreditsPath } from "./pricing-section";

/** An item to download; a generated worksheet names the version shown (docs/decisions/0034). */
export type Item = ItemRef & { title: string; generated?: { level: string; seed: string } | null };

/** Said before spending on a generated worksheet: what one download buys. */
export const GENERATED_NOTE =
  "One download buys this generated worksheet: every new version and level of it then downloads free.";

/** The fields that name a generated worksheet's version in a download request or form. */
export function versionFields(item: Item): Record<string, string> {
  return item.generated ? { level: item.generated.level, seed: item.generated.seed } : {};
}

/** What a download of this item would cost this visitor now. */
export type Offer =
  | { kind: "unknown" }
  | { kind: "owned" }
  | { kind: "free"; left: number }
  | { kind: "credit"; credits: number }
  | { kind: "none"; signedIn: boolean };

export function offerFor(account: ClientAccount | null, item: Item): Offer {
  if (!account) return { kind: "unknown" };
  if (account.owned.some((owned) => owned.kind === item.kind && owned.id === item.id)) return { kind: "owned" };
  if (account.freeDownloadsRemaining > 0) return { kind: "free", left: account.freeDownloadsRemaining };
  if (account.credits > 0) return { kind: "credit", credits: account.credits };
  return { kind: "none", signedIn: account.user !== null };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function costNote(offer: Offer) {
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

export function confirmQuestion(offer: Offer) {
  if (offer.kind === "free") return `Use 1 of your ${plural(offer.left, "free download")}?`;
  if (offer.kind === "credit") return `Use 1 of your ${plural(offer.credits, "credit")}?`;
  return null;
}

/**
 * Where "Buy credits" leads: the packs (for a visitor not signed in, through sign-up first), and once
 * the credits are in, back to this item's download panel.
 */
export function buyCreditsHref(offer: Extract<Offer, { kind: "none" }>, item: ItemRef) {
  const packs = buyCreditsPath(`${itemPath(item)}#download`);
  return offer.signedIn ? packs : withNext("/signup", packs);
}
