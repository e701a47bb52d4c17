import { isIP } from 'node:net';

/**
 * The client's address for rate limits and logs. Without a trusted proxy it is the socket's peer.
 * Behind `hops` trusted proxies it is the `hops`-th X-Forwarded-For entry counted from the right:
 * each proxy appends the address it received the request from, so the entries to the left of
 * those were written by the client and prove nothing (docs/decisions/007-client-address.md).
 * A missing or malformed entry falls back to the peer, which is then the proxy itself.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || !forwardedFor) return peer;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  const candidate = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return candidate && isIP(candidate) ? candidate : peer;
}
