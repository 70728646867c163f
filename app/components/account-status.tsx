/** The navigation bar's account parts: the balance, and account, log in and sign up, or log out. */
import { Form } from "react-router";
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

export function AccountLinks({ pathname }: { pathname: string }) {
  const { account } = useAccount();
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
            <a href="/login" aria-current={current("/login")}>
              Log in
            </a>
          </li>
          <li>
            <a href="/signup" aria-current={current("/signup")}>
              Sign up
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
