/**
 * The nonce of a response's Content-Security-Policy, handed from the Worker's front door
 * (worker/front-door/headers.ts) to the page renderer (app/entry.server.tsx) through React Router's
 * request context, so every script the page carries can run and nothing else can.
 */
import { createContext, RouterContextProvider } from "react-router";
import { requestContext, type RequestContext } from "./request-context.server";

export const cspNonceContext = createContext<string>();

/** The context a page render gets: this response's CSP nonce, and the request's context (visitor, database, cookies). */
export function pageContext(nonce: string, request: RequestContext) {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  context.set(requestContext, request);
  return context;
}
