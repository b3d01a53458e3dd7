import { describe, expect, it } from 'vitest';
import { addressGroup, clientAddress } from '../../../src/captcha/server/clientAddress.js';

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
