import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (decision 038): loopback, the private ranges, link-local,
 * carrier-grade NAT, unique local IPv6, multicast and the unspecified addresses (RFC 6890's
 * special-purpose registries): a registered URL must not reach inside the network the API runs in.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  refused.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  refused.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is one a webhook may not be sent to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  return refused.check(address, 'ipv6');
}

export class RefusedAddress extends Error {}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * The address a webhook to `host` connects to, resolved once here and pinned
 * for the connection, so a second lookup cannot answer another (DNS
 * rebinding). Every address the name resolves to must be public: a name
 * that answers one private address among public ones is refused too.
 */
export async function checkedAddress(
  host: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedAddress> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: bare, family: literal === 6 ? 6 : 4 }]
    : await (options.resolve ?? systemResolver)(bare);
  if (addresses.length === 0) throw new RefusedAddress(`${bare} does not resolve`);
  if (!options.allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) {
    throw new RefusedAddress(`${bare} resolves to a private or loopback address: refused`);
  }
  return addresses[0]!;
}
