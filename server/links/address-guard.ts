import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * The addresses the link checker never connects to (docs/decisions/034-link-checker.md): this
 * machine, private networks, link-local, shared, multicast, reserved and unspecified ones, in
 * IPv4 and IPv6; an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as IPv4.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv6");

/** The eight 16-bit groups of an IPv6 address (one written with a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const middle = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/** The IPv4 address an IPv4-mapped (::ffff:a.b.c.d) or -compatible (::a.b.c.d) IPv6 address carries, or the address as it is. */
function unmapped(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.slice(0, 5).some((group) => group !== 0) || (groups[5] !== 0 && groups[5] !== 0xffff)) return address;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether the checker may connect to this IP address. */
export function isPublicAddress(address: string): boolean {
  const plain = unmapped(address.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  const family = isIP(plain);
  if (family === 0) return false;
  return !REFUSED.check(plain, family === 4 ? "ipv4" : "ipv6");
}

export class RefusedAddress extends Error {
  constructor(host: string) {
    super(`${host} is a private, local or reserved address: the link checker does not connect to it`);
    this.name = "RefusedAddress";
  }
}

export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The one address the checker connects to for `host`, resolved here and pinned for the request
 * (no second lookup a rebinding name could answer differently). Every address the name resolves
 * to must be allowed: a name that also points inside is refused.
 */
export async function pinnedAddress(
  host: string,
  {
    allowPrivate,
    resolve = systemResolver,
    allowAddress = isPublicAddress,
  }: { allowPrivate: boolean; resolve?: Resolver; allowAddress?: (address: string) => boolean },
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.replace(/^\[|\]$/g, "");
  const literal = isIP(bare);
  const found = literal ? [{ address: bare, family: literal }] : await resolve(bare);
  if (found.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate && found.some((entry) => !allowAddress(entry.address))) throw new RefusedAddress(host);
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
