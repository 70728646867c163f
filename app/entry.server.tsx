/** Streams the server render; bots get the whole document at once so they index complete pages. */
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logServerError } from "./lib/log.server";

export const streamTimeout = 5000;

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (shellRendered) logServerError(error);
    },
  });
  shellRendered = true;
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  return new Response(body, { headers, status });
}

/**
 * Loader, action and render failures, logged once with the request's id (docs/decisions/0018). A
 * thrown 4xx response is an answer to the client, not a failure; an aborted request is the client leaving.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) logServerError((error as { error?: unknown }).error ?? `${error.status} ${error.statusText}`);
    return;
  }
  logServerError(error);
};
