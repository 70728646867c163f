declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The local fake Stripe API (tests/support/fake-stripe.ts), also reached directly for its test controls. */
    STRIPE_API_BASE: string;
    /** A second local D1 standing in for a read replica that lags behind DB. */
    REPLICA: D1Database;
  }
}
