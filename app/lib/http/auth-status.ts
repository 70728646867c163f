/** How a refused sign-up or log-in is answered over HTTP, shared by the log-in and sign-up pages and the JSON API. */
import type { AuthOutcome, SignUpOutcome } from "../accounts/auth.server";

type AuthRefusal = Exclude<AuthOutcome | SignUpOutcome, { ok: true }>;

export const AUTH_STATUS = {
  invalid_credentials: 401,
  throttled: 429,
  too_many_signups: 429,
  too_many_new_accounts: 429,
} as const satisfies Record<AuthRefusal["error"], number>;

export function retryAfterHeaders(outcome: AuthRefusal): Record<string, string> {
  return "retryAfterSeconds" in outcome ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
}
