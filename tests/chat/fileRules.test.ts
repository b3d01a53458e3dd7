import { describe, expect, it } from 'vitest';
import { isFileAccepted, isImageFile } from '../../src/chat/index.js';

describe('file rules', () => {
  it('accepts anything without a list', () => {
    expect(isFileAccepted({ name: 'a.exe', type: 'application/x-msdownload' })).toBe(true);
    expect(isFileAccepted({ name: 'a.exe' }, ' ')).toBe(true);
  });

  it('matches extensions, MIME types and wildcards, case-insensitively', () => {
    const accept = 'image/*, .PDF ,text/plain';
    expect(isFileAccepted({ name: 'x.png', type: 'image/png' }, accept)).toBe(true);
    expect(isFileAccepted({ name: 'x.pdf', type: '' }, accept)).toBe(true);
    expect(isFileAccepted({ name: 'x.txt', type: 'text/plain' }, accept)).toBe(true);
    expect(isFileAccepted({ name: 'x.csv', type: 'text/csv' }, accept)).toBe(false);
  });

  it('recognises images by MIME type, data URL or extension', () => {
    expect(isImageFile({ name: 'x', type: 'image/webp' })).toBe(true);
    expect(isImageFile({ name: 'x.png', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'x', url: 'data:image/png;base64,AA' })).toBe(true);
    expect(isImageFile({ name: 'photo.JPG' })).toBe(true);
    expect(isImageFile({ name: 'file', url: 'https://x.test/p.gif?size=2' })).toBe(true);
    expect(isImageFile({ name: 'doc.pdf', url: 'https://x.test/doc.pdf' })).toBe(false);
  });
});
