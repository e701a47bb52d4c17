import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it.each([
    ['no proxy trusted: the peer, whatever the header says', '10.0.0.9', '1.2.3.4', 0, '10.0.0.9'],
    ['one proxy: the rightmost entry', '10.0.0.9', '6.6.6.6, 203.0.113.5', 1, '203.0.113.5'],
    ['two proxies: the second from the right', '10.0.0.9', '6.6.6.6, 203.0.113.5, 10.0.0.8', 2, '203.0.113.5'],
    ['an IPv6 entry', '10.0.0.9', '2001:db8::1', 1, '2001:db8::1'],
    ['not an IP address: the peer', '10.0.0.9', 'evil, not-an-ip', 1, '10.0.0.9'],
    ['fewer entries than proxies: the peer', '10.0.0.9', '203.0.113.5', 2, '10.0.0.9'],
    ['no header: the peer', '10.0.0.9', undefined, 1, '10.0.0.9'],
  ])('%s', (_name, peer, header, hops, expected) => {
    expect(clientAddress(peer, header, hops)).toBe(expected);
  });
});
