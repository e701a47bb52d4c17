import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Whether an outside fetch may connect to an address, judged by what the address reaches
 * (decision 060). ipaddr.js keeps the IANA special-purpose registries: only its `unicast` (no
 * special range) is public, so "this network", private ranges, carrier-grade NAT, loopback,
 * link-local (cloud metadata at 169.254.169.254), documentation, benchmarking, multicast and
 * reserved blocks are all refused, in both families.
 *
 * An IPv6 address that carries an IPv4 address inside it is routed to that IPv4 address by a
 * translator or the kernel, so it is judged by the IPv4 address alone: `::127.0.0.1`
 * (IPv4-compatible), `::ffff:127.0.0.1` (mapped), `::ffff:0:127.0.0.1` (translated, RFC 6145),
 * `2002:7f00:1::` (6to4), `64:ff9b::7f00:1` and `64:ff9b:1::7f00:1` (NAT64, RFC 6052 and 8215),
 * and a Teredo address's server and client.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isPublicIpv4(ipaddr.IPv4.parse(address));
  if (family !== 6) return true;
  let ip: ipaddr.IPv6;
  try {
    ip = ipaddr.IPv6.parse(address);
  } catch {
    return true;
  }
  const embedded = embeddedIpv4(ip);
  if (embedded) return embedded.length === 0 || !embedded.every(isPublicIpv4);
  return ip.range() !== 'unicast';
}

function isPublicIpv4(ip: ipaddr.IPv4): boolean {
  return ip.range() === 'unicast';
}

const localUseNat64 = ipaddr.parseCIDR('64:ff9b:1::/48');

/**
 * The IPv4 addresses an IPv6 address may reach through its embedding, or null when it embeds
 * none. An empty list means it is a translation prefix with no well-formed address in it.
 */
function embeddedIpv4(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const b = ip.toByteArray();
  const at = (i: number, j: number, k: number, l: number) => new ipaddr.IPv4([b[i]!, b[j]!, b[k]!, b[l]!]);
  const zero = (from: number, to: number) => b.slice(from, to).every((byte) => byte === 0);
  // ::a.b.c.d, deprecated by RFC 4291 but still routed to the IPv4 address by some stacks; ipaddr.js
  // files it under `unicast`. `::` and `::1` land in 0.0.0.0/8, refused like the IPv6 originals.
  if (zero(0, 12)) return [at(12, 13, 14, 15)];
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [at(12, 13, 14, 15)];
    case '6to4':
      return [at(2, 3, 4, 5)];
    case 'teredo':
      // RFC 4380: the server's address in clear, the client's with every bit inverted.
      return [at(4, 5, 6, 7), new ipaddr.IPv4(b.slice(12, 16).map((byte) => byte ^ 0xff))];
    case 'rfc6052':
      if (!ip.match(localUseNat64)) return [at(12, 13, 14, 15)];
      return localUseCandidates(b, at, zero);
    default:
      return null;
  }
}

/**
 * 64:ff9b:1::/48 is for a network's own translator, which may use any RFC 6052 prefix length
 * inside it (48, 56, 64 or 96 bits; bits 64–71 always zero). Every length whose layout the address
 * fits (zero where that layout wants zero) gives a candidate; the address passes only if all do.
 */
function localUseCandidates(
  b: number[],
  at: (i: number, j: number, k: number, l: number) => ipaddr.IPv4,
  zero: (from: number, to: number) => boolean,
): ipaddr.IPv4[] {
  if (b[8] !== 0) return [];
  const candidates: ipaddr.IPv4[] = [];
  if (zero(11, 16)) candidates.push(at(6, 7, 9, 10));
  if (zero(12, 16)) candidates.push(at(7, 9, 10, 11));
  if (zero(13, 16)) candidates.push(at(9, 10, 11, 12));
  candidates.push(at(12, 13, 14, 15));
  return candidates;
}
