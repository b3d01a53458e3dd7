import { describe, expect, it } from 'vitest';
import {
  addressGroup,
  clientAddress,
  clientKeys,
  hostClientKeys,
  UNKNOWN_CLIENT,
} from '../../../src/captcha/server/clientAddress.js';

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.9', '192.0.2.1', 0)).toBe('192.0.2.1');
    expect(clientAddress(null, undefined, 0)).toBeUndefined();
  });

  it('is the address the nearest trusted proxy appended', () => {
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.9, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('203.0.113.9, 198.51.100.7, 10.0.0.3', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('reads the header alone when the host knows no socket address', () => {
    expect(clientAddress('203.0.113.9, 198.51.100.7', undefined, 1)).toBe('198.51.100.7');
    expect(clientAddress(null, undefined, 1)).toBeUndefined();
  });

  it('skips entries that are not IP addresses, as if absent', () => {
    expect(clientAddress('198.51.100.7, unknown', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress(`198.51.100.7, ${'x'.repeat(5000)}`, undefined, 1)).toBe('198.51.100.7');
    expect(clientAddress('not-an-ip', undefined, 1)).toBeUndefined();
    expect(clientAddress('_, evil.example', '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it('is the leftmost entry when fewer proxies appended than trusted', () => {
    expect(clientAddress(null, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 5)).toBe('198.51.100.7');
  });
});

describe('addressGroup', () => {
  it('is an IPv4 address itself, without a port', () => {
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup(' 192.0.2.1:8080 ')).toBe('192.0.2.1');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const group = '2001:db8:0:1::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0002',
      '[2001:db8:0:1::3]',
      '[2001:db8:0:1::3]:443',
      '2001:db8:0:1::1%eth0',
    ]) {
      expect(addressGroup(spelling)).toBe(group);
    }
    expect(addressGroup('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('is the IPv4 address an IPv4-mapped IPv6 address maps', () => {
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(addressGroup('[0:0:0:0:0:ffff:192.0.2.1]:80')).toBe('192.0.2.1');
  });

  it('is undefined for anything that is not an IP address', () => {
    for (const text of ['', 'unknown', 'example.com', '1.2.3', '01.2.3.4', '2001:db8::1::2', '[::1']) {
      expect(addressGroup(text)).toBeUndefined();
    }
  });
});

describe('clientKeys', () => {
  const KEY = /^(v4\/32|v4\/24|v6\/64|v6\/56|v6\/48|key):[A-Za-z0-9_-]{22}$/;

  it('keys an IPv4 address as its own client within its /24', () => {
    const keys = clientKeys('192.0.2.1');
    expect(keys.known).toBe(true);
    expect(keys.client).toMatch(/^v4\/32:/);
    expect(keys.networks).toHaveLength(1);
    expect(keys.networks[0]).toMatch(/^v4\/24:/);
    for (const key of [keys.client, ...keys.networks]) expect(key).toMatch(KEY);
    const neighbour = clientKeys('192.0.2.200');
    expect(neighbour.client).not.toBe(keys.client);
    expect(neighbour.networks).toEqual(keys.networks);
    expect(clientKeys('192.0.3.1').networks).not.toEqual(keys.networks);
    // Every spelling of one address is one client.
    expect(clientKeys('::ffff:192.0.2.1')).toEqual(keys);
    expect(clientKeys('192.0.2.1:443')).toEqual(keys);
  });

  it('keys an IPv6 address by its /64, within its /56 and /48', () => {
    const keys = clientKeys('2001:db8:1:0102::1');
    expect(keys.client).toMatch(/^v6\/64:/);
    expect(keys.networks.map((key) => key.slice(0, 5))).toEqual(['v6/56', 'v6/48']);
    for (const key of [keys.client, ...keys.networks]) expect(key).toMatch(KEY);
    expect(clientKeys('[2001:DB8:1:102:ffff::9]:80')).toEqual(keys);
    // Another /64 of the same /56: same networks, another client.
    const sameFiftySix = clientKeys('2001:db8:1:01ff::1');
    expect(sameFiftySix.client).not.toBe(keys.client);
    expect(sameFiftySix.networks).toEqual(keys.networks);
    // Another /56 of the same /48.
    const sameFortyEight = clientKeys('2001:db8:1:0201::1');
    expect(sameFortyEight.networks[0]).not.toBe(keys.networks[0]);
    expect(sameFortyEight.networks[1]).toBe(keys.networks[1]);
    expect(clientKeys('2001:db8:2:0102::1').networks[1]).not.toBe(keys.networks[1]);
  });

  it('gives one shared key, and no networks, to anything that is not an address', () => {
    for (const text of [undefined, '', 'unknown', 'example.com', 'x'.repeat(10_000), '1.2.3']) {
      expect(clientKeys(text)).toEqual({ client: UNKNOWN_CLIENT, networks: [], known: false });
    }
  });

  it('keys a host key that is not an address by its hash, of fixed length', () => {
    const long = hostClientKeys('session:'.repeat(2000));
    expect(long.client).toMatch(KEY);
    expect(long.client.length).toBe(26);
    expect(long.networks).toEqual([]);
    expect(hostClientKeys('a')).not.toEqual(hostClientKeys('b'));
    expect(hostClientKeys('192.0.2.1')).toEqual(clientKeys('192.0.2.1'));
    expect(hostClientKeys('')).toEqual(clientKeys(undefined));
    expect(hostClientKeys(undefined).known).toBe(false);
  });
});
