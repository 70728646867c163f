/** Whether a host name is this machine (local development and tests), where the site is not deployed. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalHostname(hostname: string) {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}
