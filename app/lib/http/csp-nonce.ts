/**
 * The nonce of a response's Content-Security-Policy, handed from the Worker's front door
 * (worker/front-door/headers.ts) to the page renderer (app/entry.server.tsx) through React Router's
 * request context, so every script the page carries can run and nothing else can.
 */
import { createContext, RouterContextProvider } from "react-router";

export const cspNonceContext = createContext<string>();

/** The request context a page render gets: this response's CSP nonce. */
export function pageContext(nonce: string) {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  return context;
}
