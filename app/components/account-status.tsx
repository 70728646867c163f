/** The navigation bar's account parts: the balance, and account, log in and sign up, or log out. */
import { Form } from "react-router";
import { withNext } from "~/lib/site/redirects";
import { useAccount } from "./account-context";

/** "10 free downloads · 0 credits"; where the header is narrow it shows "10 free · 0 credits" but still reads in full. */
export function AccountBalance() {
  const { account } = useAccount();
  if (!account) return null;
  const { freeDownloadsRemaining: free, credits } = account;
  return (
    <p className="balance" aria-live="polite">
      <span className="visually-hidden">Your balance: </span>
      {free} free<span className="balance-long"> download{free === 1 ? "" : "s"}</span> · {credits} credit
      {credits === 1 ? "" : "s"}
    </p>
  );
}

/** Pages that are themselves about signing in: logging in from them goes to the account page. */
const ACCOUNT_PAGES = ["/", "/login", "/signup", "/forgot-password", "/reset-password", "/verify-email", "/logout"];

/** Log in and sign up come back to the page they were chosen on (its address is the public cache's key, so this is safe to render). */
export function AccountLinks({ pathname, search = "" }: { pathname: string; search?: string }) {
  const { account } = useAccount();
  const back = ACCOUNT_PAGES.includes(pathname) ? "/account" : pathname + search;
  const current = (path: string) => (pathname === path ? "page" : undefined);
  return (
    <ul className="nav-list account-links" aria-label="Account">
      <li>
        <a href="/account" aria-current={current("/account")}>
          {account?.user ? "My account" : "Account"}
        </a>
      </li>
      {account?.user ? (
        <li>
          {/* A plain form post: logging out works without JavaScript. */}
          <Form method="post" action="/logout">
            <button type="submit" className="link-button">
              Log out
            </button>
          </Form>
        </li>
      ) : (
        <>
          <li>
            <a href={withNext("/login", back)} aria-current={current("/login")}>
              Log in
            </a>
          </li>
          <li>
            <a href={withNext("/signup", back)} aria-current={current("/signup")}>
              Sign up
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
