/**
 * The visitor's account as the client knows it: the last known user and balance from local storage
 * on start (so the header shows it at once), then GET /api/me's answer, refreshed after every form
 * submission (log in, sign up, log out) and updated by downloads.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import type { MeResponse } from "../../worker/api/me";

export const ACCOUNT_STORAGE_KEY = "studyshelf:account";

/** The client's copy of GET /api/me's answer. */
export type ClientAccount = MeResponse;

interface AccountContextValue {
  account: ClientAccount | null;
  /** True once the server's answer has replaced the stored one. */
  confirmed: boolean;
  update: (account: ClientAccount) => void;
  refresh: () => Promise<void>;
}

const AccountContext = createContext<AccountContextValue>({
  account: null,
  confirmed: false,
  update: () => {},
  refresh: async () => {},
});

export function useAccount() {
  return useContext(AccountContext);
}

function readStored(): ClientAccount | null {
  try {
    const stored = JSON.parse(localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? "null") as ClientAccount | null;
    return stored &&
      typeof stored.freeDownloadsRemaining === "number" &&
      typeof stored.credits === "number" &&
      Array.isArray(stored.owned)
      ? stored
      : null;
  } catch {
    return null;
  }
}

export function AccountProvider({ children }: { children: React.ReactNode }) {
  const [account, setAccount] = useState<ClientAccount | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const update = useCallback((next: ClientAccount) => {
    setAccount(next);
    setConfirmed(true);
    localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(next));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/me", { headers: { Accept: "application/json" } });
      if (response.ok) update((await response.json()) as ClientAccount);
    } catch {
      // Offline: keep showing the last known balance.
    }
  }, [update]);

  useEffect(() => {
    setAccount(readStored());
    void refresh();
  }, [refresh]);

  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") submitted.current = true;
    if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      void refresh();
    }
  }, [navigation.state, navigation.formMethod, refresh]);

  return <AccountContext value={{ account, confirmed, update, refresh }}>{children}</AccountContext>;
}

/** "7 free downloads · 2 credits" */
export function describeBalance({ freeDownloadsRemaining, credits }: Pick<ClientAccount, "freeDownloadsRemaining" | "credits">) {
  const free = `${freeDownloadsRemaining} free download${freeDownloadsRemaining === 1 ? "" : "s"}`;
  return `${free} · ${credits} credit${credits === 1 ? "" : "s"}`;
}
