import { describe, expect, test } from "vitest";
import { findPack, formatPrice, PACKS, packForPayment, pricePerCredit } from "~/lib/payments/packs";

describe("credit packs", () => {
  test("offer at least 10, 30 and 100 credits, each priced in cents with a currency", () => {
    expect(PACKS.length).toBeGreaterThanOrEqual(3);
    expect(PACKS.map((pack) => pack.credits)).toEqual(expect.arrayContaining([10, 30, 100]));
    for (const pack of PACKS) {
      expect(Number.isSafeInteger(pack.amount) && pack.amount > 0).toBe(true);
      expect(pack.currency).toMatch(/^[a-z]{3}$/);
      expect(findPack(pack.id)).toBe(pack);
    }
    expect(new Set(PACKS.map((pack) => pack.id)).size).toBe(PACKS.length);
  });

  test("larger packs cost less per credit", () => {
    const bySize = [...PACKS].sort((a, b) => a.credits - b.credits);
    for (let index = 1; index < bySize.length; index += 1) {
      expect(bySize[index].amount / bySize[index].credits).toBeLessThan(bySize[index - 1].amount / bySize[index - 1].credits);
    }
  });

  test("a payment is matched to a pack by its exact amount and currency only", () => {
    // Unique prices are what let the amount paid identify the pack.
    expect(new Set(PACKS.map((pack) => `${pack.amount} ${pack.currency}`)).size).toBe(PACKS.length);
    for (const pack of PACKS) {
      expect(packForPayment(pack.amount, pack.currency)).toBe(pack);
      expect(packForPayment(pack.amount, pack.currency.toUpperCase())).toBe(pack);
      expect(packForPayment(pack.amount - 1, pack.currency)).toBeUndefined();
      expect(packForPayment(pack.amount, "eur")).toBeUndefined();
    }
    expect(packForPayment(null, null)).toBeUndefined();
    expect(findPack("pack-1000")).toBeUndefined();
  });

  test("prices read as money", () => {
    expect(formatPrice(499, "usd")).toBe("$4.99");
    expect(formatPrice(2999, "usd")).toBe("$29.99");
    expect(pricePerCredit(findPack("pack-100")!)).toBe("$0.30");
  });
});
