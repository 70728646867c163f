/**
 * Methods pages answer: GET and HEAD, and POST for forms (React Router answers 405 for a route with
 * no action). Anything else is 405 with Allow before a route runs; the API answers its own methods.
 */
import { createMiddleware } from "hono/factory";
import { isApiPath, refuse } from "./refuse";

const PAGE_METHODS = ["GET", "HEAD", "POST"];

export const pageMethods = createMiddleware(async (c, next) => {
  if (!isApiPath(c.req.path) && !PAGE_METHODS.includes(c.req.method)) {
    return refuse(c, 405, `Pages answer ${PAGE_METHODS.join(", ")} only.`, { Allow: PAGE_METHODS.join(", ") });
  }
  await next();
});
