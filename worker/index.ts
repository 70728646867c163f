/**
 * The Worker and its one front door (docs/decisions/0011). Every request, page or API, passes the
 * same rules once, in this order: protective headers and no-store for personal responses (set on
 * the way out), methods, the same-origin check for state-changing requests, body limits, and the
 * request context (the visitor, D1 sessions and cookie jar, docs/decisions/0037). Then Hono answers
 * /api/*; a page the build made for visitors without a session is served as built
 * (worker/built-pages.ts); React Router server-renders everything else through the edge cache for
 * public pages. Every page carries the response's CSP nonce on every script. Both handlers are built
 * once per isolate. An hourly cron (wrangler.toml) deletes what the retention schedule no longer keeps
 * (app/lib/site/retention.ts, docs/decisions/0020 and 0028).
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, type RequestHandler } from "react-router";
import { logServerError } from "~/lib/log.server";
import { purgeExpiredData } from "~/lib/site/retention.server";
import { pageContext } from "~/lib/http/csp-nonce";
import { withCookies, type RequestContextVariables } from "~/lib/http/request-context.server";
import { api } from "./api";
import { limitBody } from "./front-door/body-limit";
import { drainUnreadBody } from "./front-door/drain-body";
import { personalNoStore, securityHeaders, strictTransportSecurity } from "./front-door/headers";
import { pageMethods } from "./front-door/methods";
import { refuse } from "./front-door/refuse";
import { requestContext } from "./front-door/request-context";
import { requestLog } from "./front-door/request-log";
import { sameOrigin } from "./front-door/same-origin";
import { siteOrigin } from "~/lib/site/site-url.server";
import { builtPage } from "./built-pages";
import { cachedPage } from "./page-cache";

const loadBuild = () => import("virtual:react-router/server-build");
// Given the build itself, React Router prepares its routes and handler once; given a function, it
// does so again on every request (a third of a millisecond each). Production loads the build on the
// first page request, not at start-up, and keeps it with its handler instead of importing it again.
let production: Promise<{ handler: RequestHandler; buildVersion: string }> | undefined;
const productionBuild = () =>
  (production ??= loadBuild().then((build) => ({
    handler: createRequestHandler(build, import.meta.env.MODE),
    buildVersion: build.assets.version,
  })));

// In development the page changes with every edit: a fresh build for each request, never the cache.
const developmentHandler = import.meta.env.DEV ? createRequestHandler(loadBuild, import.meta.env.MODE) : null;

const app = new Hono<{
  Bindings: Partial<Pick<Env, "ASSETS">>;
  Variables: SecureHeadersVariables & RequestContextVariables["Variables"];
}>();
// Outermost: times the whole request and logs its answer, whoever gave it (docs/decisions/0018).
app.use(requestLog);
// Then: whatever answers, the request's body is read or cancelled before the answer leaves.
app.use(drainUnreadBody);
app.use(securityHeaders, strictTransportSecurity, personalNoStore, pageMethods, sameOrigin, limitBody);
// Innermost: the visitor, the database and the cookie jar, worked out once for whichever handler answers.
app.use(requestContext);
app.route("/", api);
app.all("*", async (c) => {
  const nonce = c.get("secureHeadersNonce");
  if (!nonce) throw new Error("the security headers middleware set no CSP nonce");
  const context = c.get("requestContext");
  // A page the build made for every visitor without a session is served as built (docs/decisions/0036);
  // the dev server's build made none.
  const built = await builtPage(c.req.raw, context.visitor, c.env.ASSETS, nonce, siteOrigin());
  if (built) return built;
  if (developmentHandler) return developmentHandler(c.req.raw, pageContext(nonce, context));
  const { handler, buildVersion } = await productionBuild();
  // The page's cookies go on the render itself, so the edge cache sees them and never stores it.
  const render = async (request: Request) => withCookies(context, await handler(request, pageContext(nonce, context)));
  return cachedPage(c.req.raw, c.executionCtx, { buildVersion, nonce, visitor: context.visitor }, render);
});

app.onError((error, c) => {
  // Client errors Hono raises itself (malformed JSON, for one) are answers, not failures.
  if (error instanceof HTTPException && error.status < 500) return refuse(c, error.status, error.message);
  logServerError(error);
  return refuse(c, 500, "Something went wrong on our side. Please try again.");
});

export default {
  fetch: app.fetch,
  scheduled(_controller, _env, ctx) {
    ctx.waitUntil(
      purgeExpiredData(env.DB).then((deleted) => console.log(JSON.stringify({ level: "info", msg: "retention purge", deleted }))),
    );
  },
} satisfies ExportedHandler<Env>;
