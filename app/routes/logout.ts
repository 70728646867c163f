/** POST /logout: ends the session on the server and clears the cookie. */
import { env } from "cloudflare:workers";
import { redirect } from "react-router";
import { logOut } from "~/lib/accounts/auth.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const { setCookie } = await logOut(env.DB, request);
  return redirect("/", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/account");
}
