/**
 * Whether a request or host name is this machine (local development and tests), where the site is not
 * deployed and browsers refuse Secure cookies over plain http. Shared: sessions, the D1 bookmark
 * cookie and the email outbox all ask.
 */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a host name is this machine. */
export function isLocalHostname(hostname: string) {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/** Whether the request is plain http to this machine, where Secure cookies cannot be set. */
export function isLocalHttp(request: Request) {
  const url = new URL(request.url);
  return url.protocol === "http:" && isLocalHostname(url.hostname);
}
