/** Vitest global setup for the Worker tests: the fake Stripe API runs for the whole run. */
import type { TestProject } from "vitest/node";
import { startFakeStripe } from "./fake-stripe";

declare module "vitest" {
  export interface ProvidedContext {
    stripeApiBase: string;
  }
}

export default async function setup(project: TestProject) {
  const fake = await startFakeStripe();
  project.provide("stripeApiBase", fake.url);
  return () => fake.close();
}
