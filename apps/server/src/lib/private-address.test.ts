import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '198.18.0.1',
    '203.0.113.7',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    '100::1',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  // Each IPv6 spelling that carries 127.0.0.1 (or the metadata address) inside it.
  it.each([
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible, hex', '::7f00:1'],
    ['IPv4-mapped, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped, hex', '::ffff:7f00:1'],
    ['IPv4-mapped, written out', '0:0:0:0:0:ffff:7f00:0001'],
    ['IPv4-mapped, private range', '::ffff:10.0.0.1'],
    ['IPv4-translated (RFC 6145)', '::ffff:0:127.0.0.1'],
    ['IPv4-translated, hex', '::ffff:0:7f00:1'],
    ['6to4', '2002:7f00:1::'],
    ['6to4 with a host part', '2002:a9fe:a9fe:1::1'],
    ['NAT64 well-known prefix, dotted', '64:ff9b::127.0.0.1'],
    ['NAT64 well-known prefix, metadata', '64:ff9b::a9fe:a9fe'],
    ['NAT64 local-use /96', '64:ff9b:1::7f00:1'],
    ['NAT64 local-use /48', '64:ff9b:1:7f00:0:100::'],
    ['NAT64 local-use /64', '64:ff9b:1:0:7f:0:1::'],
    ['NAT64 local-use with bits 64–71 set', '64:ff9b:1:0:ff00::808:808'],
    ['Teredo with a loopback client', '2001:0:808:808::80ff:fffe'],
  ])('refuses %s (%s)', (_form, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '::8.8.8.8',
    '::ffff:0:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::808:808',
    '2001:0:808:808::f7f7:f7f7',
  ])('lets the public address %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
