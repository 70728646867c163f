/**
 * The request context (docs/decisions/0037): what the front door works out once per request and
 * hands to every handler, the JSON API's (Hono's `c.var.requestContext`) and the pages' loaders and
 * actions (React Router's `context.get(requestContext)`), the way the CSP nonce is handed over
 * (csp-nonce.ts). It holds the visitor (session and account, looked up lazily and at most once),
 * the request's D1 sessions with their bookmark, and the cookie jar, whose cookies are written once,
 * on the way out, by `withCookies`. Domain code takes these, never the request.
 */
import { createContext } from "react-router";
import { Visitor } from "../accounts/visitor.server";
import { CookieJar } from "../cookie-jar";
import { RequestDatabases } from "../database.server";
import { isLocalHttp } from "../local-http";

export interface RequestContext {
  visitor: Visitor;
  db: RequestDatabases;
  cookies: CookieJar;
}

/** How handlers name it: React Router's context key, and Hono's variable. */
export const requestContext = createContext<RequestContext>();
export type RequestContextVariables = { Variables: { requestContext: RequestContext } };

/**
 * The context of one request against `database`. A GET or HEAD looks the visitor up near them (their
 * bookmark keeps it no older than their own last write); any other method reads the primary.
 */
export function createRequestContext(request: Request, database: D1Database): RequestContext {
  const cookies = new CookieJar(request.headers.get("cookie"), () => !isLocalHttp(new URL(request.url)));
  const db = new RequestDatabases(database, cookies);
  const reading = request.method === "GET" || request.method === "HEAD";
  const visitor = new Visitor({
    cookies,
    address: request.headers.get("cf-connecting-ip") ?? "",
    primary: database,
    nearby: reading ? () => db.nearby() : null,
  });
  return { visitor, db, cookies };
}

/**
 * The answer with the request's cookies: those set through the jar and, when the request wrote, the
 * D1 bookmark for the visitor's next reads. Each is written once, however often this is asked.
 */
export function withCookies({ db, cookies }: RequestContext, response: Response) {
  db.carryBookmark();
  const outgoing = cookies.take();
  if (outgoing.length === 0) return response;
  // Responses made elsewhere (a redirect, a cached page) may have headers that cannot change.
  const answer = new Response(response.body, response);
  for (const cookie of outgoing) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
