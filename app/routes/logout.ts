/** POST /logout: ends the session on the server and clears the cookie. */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { logOut } from "~/lib/accounts/auth.server";
import { isCrossOrigin } from "~/lib/origin.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  if (isCrossOrigin(request)) throw data({ message: "Cross-origin form posts are not allowed." }, { status: 403 });
  const { setCookie } = await logOut(env.DB, request);
  return redirect("/", { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/account");
}
