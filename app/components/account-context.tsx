/**
 * The visitor's account as the page knows it: the root loader's answer (it reads the session,
 * docs/decisions/0021), so the header is right in the first HTML, with or without JavaScript. Every
 * change of balance is a form post or a fetcher's to a route action (a download, a purchase, log in,
 * sign up, log out), after which React Router revalidates the root loader and this follows
 * (docs/decisions/0038): there is no second copy to keep in step.
 */
import { createContext, useContext } from "react";
import type { AccountSummary } from "~/lib/accounts/summary.server";

/** The visitor's balance, owned items and whether they are signed in, as the root loader read them. */
export type ClientAccount = AccountSummary;

interface AccountContextValue {
  account: ClientAccount | null;
  /** Whether credits can be bought here (the site's configuration); null on a page made for every visitor. */
  paymentsConfigured: boolean | null;
}

const AccountContext = createContext<AccountContextValue>({ account: null, paymentsConfigured: null });

export function useAccount() {
  return useContext(AccountContext);
}

export function AccountProvider({
  server,
  paymentsConfigured,
  children,
}: {
  server: ClientAccount | null;
  paymentsConfigured: boolean | null;
  children: React.ReactNode;
}) {
  return <AccountContext value={{ account: server, paymentsConfigured }}>{children}</AccountContext>;
}

/** "7 free downloads · 2 credits" */
export function describeBalance({ freeDownloadsRemaining, credits }: Pick<ClientAccount, "freeDownloadsRemaining" | "credits">) {
  const free = `${freeDownloadsRemaining} free download${freeDownloadsRemaining === 1 ? "" : "s"}`;
  return `${free} · ${credits} credit${credits === 1 ? "" : "s"}`;
}
