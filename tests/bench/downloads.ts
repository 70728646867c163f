/**
 * Benchmark section 4: downloads (PDF render time and size for a typical worksheet, download
 * endpoint throughput). Not measured yet (downloads reached main after this benchmark was written):
 * measure them here and add their budgets, keeping the section's shape.
 */
import type { Section } from "./report.ts";

export function downloads(): Section {
  return {
    title: "4. Downloads",
    tables: [{ head: ["measure", "value"], rows: [["PDF render time and size", "not yet available"], ["download endpoint throughput", "not yet available"]] }],
    budgets: [],
    notes: ["Downloads are not measured yet; this section fills in next (see docs/performance.md)."],
  };
}
