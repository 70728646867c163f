/**
 * Whether an address or host name is this machine (local development and tests), where the site is
 * not deployed and browsers refuse Secure cookies over plain http. Shared: the request's cookie jar
 * (app/lib/cookie-jar.ts) and the email outbox both ask.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a host name is this machine. */
export function isLocalHostname(hostname: string) {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/** Whether the address is plain http to this machine, where Secure cookies cannot be set. */
export function isLocalHttp(url: URL) {
  return url.protocol === "http:" && isLocalHostname(url.hostname);
}
