/**
 * Streams the server render with this response's CSP nonce on every script (the Worker's front door
 * sets the policy and the other protective headers); bots get the whole document at once so they
 * index complete pages. React's Node build renders, not its edge build (docs/decisions/0024).
 */
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { cspNonceContext } from "./lib/http/csp-nonce";
import { logServerError } from "./lib/log.server";

export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      if (shellRendered) logServerError(error);
    },
  });
  shellRendered = true;
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}

/**
 * Loader, action and render failures, logged once with the request's id (docs/decisions/0018).
 * React Router's own refusals (405 for a post to a page without a form, 404) and the 4xx answers
 * routes throw are answers to the client, not failures; an aborted request is the client leaving.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) logServerError((error as { error?: unknown }).error ?? `${error.status} ${error.statusText}`);
    return;
  }
  logServerError(error);
};
