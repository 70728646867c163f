/**
 * The Worker: Hono answers /api/*, React Router server-renders everything else, through the edge
 * cache for public pages. Both handlers are built once per isolate.
 */
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { api } from "./api";
import { cachedPage } from "./page-cache";

const loadBuild = () => import("virtual:react-router/server-build");
const renderPage = createRequestHandler(loadBuild, import.meta.env.MODE);

const app = new Hono();
app.route("/", api);
app.all("*", async (c) => {
  // In development the page changes with every edit: never serve it from the cache.
  if (import.meta.env.DEV) return renderPage(c.req.raw);
  const { assets } = await loadBuild();
  return cachedPage(c.req.raw, c.executionCtx, assets.version, (request) => renderPage(request));
});

export default app;
