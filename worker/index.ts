/**
 * The Worker: Hono answers /api/*, React Router server-renders everything else. Both handlers are
 * built once per isolate.
 */
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { api } from "./api";

const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono();
app.route("/", api);
app.all("*", (c) => renderPage(c.req.raw));

export default app;
