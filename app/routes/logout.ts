/** POST /logout: ends the session on the server and clears the cookie. */
import { env } from "cloudflare:workers";
import { redirect } from "react-router";
import { logOut } from "~/lib/accounts/auth.server";
import { bookmarkHeaders, primaryWrites } from "~/lib/database.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const db = primaryWrites(env.DB);
  const { setCookie } = await logOut(db, request);
  const headers = bookmarkHeaders(request, db);
  headers.append("Set-Cookie", setCookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/account");
}
