/**
 * The credit packs for sale: the one place their credits and prices are defined. Shared by the
 * pricing section (client) and checkout and fulfilment (server). Credits never expire.
 */

export interface Pack {
  id: string;
  name: string;
  credits: number;
  /** Price in the currency's smallest unit (cents). */
  amount: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: "usd";
}

/** Ordered smallest first; each larger pack costs less per credit, and no two cost the same. */
export const PACKS: readonly Pack[] = [
  { id: "pack-10", name: "Starter", credits: 10, amount: 499, currency: "usd" },
  { id: "pack-30", name: "Classroom", credits: 30, amount: 1199, currency: "usd" },
  { id: "pack-100", name: "School year", credits: 100, amount: 2999, currency: "usd" },
];

export function findPack(id: string): Pack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

/**
 * The pack a payment bought, judged only by what was paid: Stripe's amount and currency. Anything
 * else on a Checkout Session (such as its metadata) is ignored, so a session cannot claim more
 * credits than its price.
 */
export function packForPayment(amount: number | null, currency: string | null): Pack | undefined {
  return PACKS.find((pack) => pack.amount === amount && pack.currency === currency?.toLowerCase());
}

export function formatPrice(amount: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

export function pricePerCredit(pack: Pack) {
  return formatPrice(pack.amount / pack.credits, pack.currency);
}
