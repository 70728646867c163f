/**
 * Who is asking, as far as throttles can tell: the network of the client's address (CF-Connecting-IP,
 * set by Cloudflare). An IPv4 address is its own network; an IPv6 address counts by its /64 prefix,
 * which one household or device usually holds whole, so rotating addresses inside it changes nothing.
 * Limits that hand out something of value (new visitor accounts) count by the /48 instead: a site or
 * a customer is routinely given a whole /48, so one client can rotate through its 65,536 /64s
 * (docs/decisions/0028).
 */

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** How many leading bits of an IPv6 address make its network. */
export type Ipv6Prefix = 48 | 64;

/** The first 3 (/48) or 4 (/64) groups of an IPv6 address, expanded ("2001:db8::1" → "2001:db8:0:0"), or null. */
function ipv6Prefix(address: string, bits: Ipv6Prefix) {
  const count = bits / 16;
  const [head, tail, ...rest] = address.split("::");
  if (rest.length > 0) return null;
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (tail === undefined && left.length !== 8) return null;
  if (!groups.slice(0, count).every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups
    .slice(0, count)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
}

/** The network `address` belongs to, as throttles count it. */
export function networkOf(address: string, bits: Ipv6Prefix = 64) {
  const bare = address.trim().replace(/%.*$/, "");
  if (IPV4.test(bare)) return bare;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(bare);
  if (mapped) return mapped[1];
  const prefix = bare.includes(":") ? ipv6Prefix(bare, bits) : null;
  return prefix ? `${prefix}::/${bits}` : bare || "unknown";
}
