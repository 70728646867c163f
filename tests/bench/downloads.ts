/**
 * Benchmark section 4: downloads (PDF render time and size for a typical worksheet, download
 * endpoint throughput). Downloads do not exist yet; when they land, measure them here and add
 * their budgets, keeping the section's shape.
 */
import type { Section } from "./report.ts";

export function downloads(): Section {
  return {
    title: "4. Downloads",
    tables: [{ head: ["measure", "value"], rows: [["PDF render time and size", "not yet available"], ["download endpoint throughput", "not yet available"]] }],
    budgets: [],
    notes: ["Downloads have not landed; this section fills in when they do."],
  };
}
