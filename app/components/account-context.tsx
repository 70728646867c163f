/**
 * The visitor's account as the client knows it. The server renders it into every page (the root
 * loader reads the session, docs/decisions/0021), so the header is right in the first HTML, with or
 * without JavaScript; after that, downloads update it in place and the root loader's new answer after
 * any form post (log in, sign up, log out) replaces it.
 */
import { createContext, useCallback, useContext, useState } from "react";
import type { MeResponse } from "~/lib/http/api-bodies";

/** The client's copy of GET /api/me's answer. */
export type ClientAccount = MeResponse;

interface AccountContextValue {
  account: ClientAccount | null;
  /** Whether credits can be bought here (the site's configuration); null on a page made for every visitor. */
  paymentsConfigured: boolean | null;
  update: (account: ClientAccount) => void;
  refresh: () => Promise<void>;
}

const AccountContext = createContext<AccountContextValue>({
  account: null,
  paymentsConfigured: null,
  update: () => {},
  refresh: async () => {},
});

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
  const [account, setAccount] = useState<ClientAccount | null>(server);

  // A new answer from the root loader (after a form post) is newer than anything the client holds:
  // adopted in the render that receives it.
  const [lastServer, setLastServer] = useState(server);
  if (server !== lastServer) {
    setLastServer(server);
    if (server) setAccount(server);
  }

  const update = useCallback((next: ClientAccount) => setAccount(next), []);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/me", { headers: { Accept: "application/json" } });
      if (response.ok) setAccount((await response.json()) as ClientAccount);
    } catch {
      // Offline: keep showing the last known balance.
    }
  }, []);

  return <AccountContext value={{ account, paymentsConfigured, update, refresh }}>{children}</AccountContext>;
}

/** "7 free downloads · 2 credits" */
export function describeBalance({ freeDownloadsRemaining, credits }: Pick<ClientAccount, "freeDownloadsRemaining" | "credits">) {
  const free = `${freeDownloadsRemaining} free download${freeDownloadsRemaining === 1 ? "" : "s"}`;
  return `${free} · ${credits} credit${credits === 1 ? "" : "s"}`;
}
