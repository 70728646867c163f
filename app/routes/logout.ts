/** POST /logout: ends the session on the server and clears the cookie. */
import { redirect } from "react-router";
import { logOut } from "~/lib/accounts/auth.server";
import { requestContext } from "~/lib/http/request-context.server";
import type { Route } from "./+types/logout";

export async function action({ context }: Route.ActionArgs) {
  const { visitor, db } = context.get(requestContext);
  await logOut(db.writes(), visitor);
  return redirect("/");
}

export function loader() {
  return redirect("/account");
}
