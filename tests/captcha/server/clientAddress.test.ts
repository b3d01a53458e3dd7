import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../src/captcha/server/clientAddress.js';

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
