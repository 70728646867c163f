/**
 * Methods pages answer: GET and HEAD, and POST for forms. Anything else is 405 with Allow before a
 * route runs; the API answers its own methods. A POST to a page without a form gets React Router's
 * own 405, which is given the Allow header it lacks.
 */
import { createMiddleware } from "hono/factory";
import { isApiPath, refuse } from "./refuse";

const PAGE_METHODS = ["GET", "HEAD", "POST"];
const READ_ONLY_PAGE_METHODS = "GET, HEAD";

export const pageMethods = createMiddleware(async (c, next) => {
  if (isApiPath(c.req.path)) return next();
  if (!PAGE_METHODS.includes(c.req.method)) {
    return refuse(c, 405, `Pages answer ${PAGE_METHODS.join(", ")} only.`, { Allow: PAGE_METHODS.join(", ") });
  }
  await next();
  if (c.res.status === 405 && !c.res.headers.has("allow")) c.res.headers.set("Allow", READ_ONLY_PAGE_METHODS);
});
