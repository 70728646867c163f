/**
 * The whole stylesheet, inlined in every page's head: it is small, and a page that needs no request
 * before its first paint paints sooner (docs/decisions/0021). Only the server build carries the text;
 * the browser keeps the element the server rendered. It carries the Content-Security-Policy nonce the
 * server render was given (React Router's ServerRouter `nonce`), so a policy can allow it by nonce.
 */
import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import styles from "../styles.css?inline";

const html = { __html: import.meta.env.SSR ? styles : "" };

export function InlineStyles() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={html} />;
}
