/** The navigation bar's account corner: balance, and log in / sign up or account / log out. */
import { Form, Link, NavLink } from "react-router";
import { describeBalance, useAccount } from "./account-context";

export function AccountStatus() {
  const { account } = useAccount();
  return (
    <div className="account-status">
      {account ? (
        <p className="balance" aria-live="polite">
          <span className="visually-hidden">Your balance: </span>
          {describeBalance(account)}
        </p>
      ) : null}
      <ul className="nav-list">
        <li>
          <NavLink to="/account">{account?.user ? "My account" : "Account"}</NavLink>
        </li>
        {account?.user ? (
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="link-button">
                Log out
              </button>
            </Form>
          </li>
        ) : (
          <>
            <li>
              <Link to="/login">Log in</Link>
            </li>
            <li>
              <Link to="/signup">Sign up</Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
}
