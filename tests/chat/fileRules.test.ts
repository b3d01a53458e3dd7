import { describe, expect, it } from 'vitest';
import { defaultChatLabels, isFileAccepted, isImageFile } from '../../src/chat/index.js';
import {
  admitFiles,
  fileCountLimit,
  fileTypeText,
  fileUrl,
  formatFileSize,
  refusalText,
} from '../../src/chat/fileRules.js';

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

describe('admitting files', () => {
  const f = (name: string, size = 1, type = '') => ({ name, size, type });
  it('refuses a wrong type, then a size over the limit, then any beyond the count, never taking a place', () => {
    const { accepted, refused } = admitFiles(
      [f('a.png', 1, 'image/png'), f('b.exe'), f('c.png', 5, 'image/png'), f('d.png', 2, 'image/png'), f('e.png')],
      1,
      { accept: 'image/*,.png', maxSize: 4, maxFiles: 3 },
    );
    expect(accepted.map((file) => file.name)).toEqual(['a.png', 'd.png']);
    expect(refused.map(({ file, reason }) => [file.name, reason])).toEqual([
      ['b.exe', 'type'],
      ['c.png', 'size'],
      ['e.png', 'count'],
    ]);
  });

  it('reads a count that is not one as 1, and Infinity as no limit', () => {
    expect([fileCountLimit(), fileCountLimit(0), fileCountLimit(-2), fileCountLimit(Number.NaN)]).toEqual([1, 1, 1, 1]);
    expect([fileCountLimit(2.7), fileCountLimit(Infinity)]).toEqual([2, Infinity]);
    expect(admitFiles([f('a'), f('b')], 0, { maxFiles: Number.NaN }).accepted).toEqual([f('a')]);
  });

  it('takes one file by default, and any size without a limit', () => {
    expect(admitFiles([f('a', 1e12), f('b')], 0, {}).accepted.map((file) => file.name)).toEqual(['a']);
    expect(admitFiles([f('a')], 1, {}).refused).toEqual([{ file: f('a'), reason: 'count' }]);
  });

  it('says why with the limit broken', () => {
    const limits = { accept: 'image/*, .pdf', maxSize: 2_500_000, maxFiles: 1 };
    expect(refusalText('x.exe', 'type', limits, defaultChatLabels)).toBe(
      'x.exe cannot be sent: only these types are accepted: image/*, .pdf.',
    );
    expect(refusalText('x.png', 'size', limits, defaultChatLabels)).toBe(
      'x.png cannot be sent: files must be at most 2.5 MB.',
    );
    expect(refusalText('x.png', 'count', limits, defaultChatLabels)).toBe(
      'x.png cannot be sent: only 1 file can go with a message.',
    );
  });
});

describe('file text and addresses', () => {
  it('formats sizes in powers of 1000, in the locale', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(999)).toBe('999 bytes');
    expect(formatFileSize(1_500)).toBe('1.5 kB');
    expect(formatFileSize(12_345_678)).toBe('12 MB');
    expect(formatFileSize(3e12)).toBe('3,000 GB');
    expect(formatFileSize(1_500, 'de')).toBe('1,5 kB');
  });

  it('gives a short type from the extension, else the MIME subtype', () => {
    expect(fileTypeText({ name: 'report.pdf' })).toBe('PDF');
    expect(fileTypeText({ name: 'scan', type: 'image/jpeg' })).toBe('JPEG');
    expect(fileTypeText({ name: 'x', url: 'https://x.test/a.docx?v=2' })).toBe('DOCX');
    expect(fileTypeText({ name: 'noext', type: 'application/<script>' })).toBe('');
  });

  it('links only http(s), blob: and relative addresses; images may also be data:image/ but not SVG', () => {
    expect(fileUrl('https://x.test/a.pdf')).toBe('https://x.test/a.pdf');
    expect(fileUrl('blob:https://x.test/1')).toBe('blob:https://x.test/1');
    expect(fileUrl('/uploads/a.pdf?x=1:2')).toBe('/uploads/a.pdf?x=1:2');
    expect(fileUrl('javascript:alert(1)')).toBeUndefined();
    expect(fileUrl('java\tscript:alert(1)')).toBeUndefined();
    expect(fileUrl(' javascript:alert(1)')).toBeUndefined();
    expect(fileUrl('data:text/html,<script>')).toBeUndefined();
    expect(fileUrl('data:image/png;base64,AA')).toBeUndefined();
    expect(fileUrl('data:image/png;base64,AA', true)).toBe('data:image/png;base64,AA');
    expect(fileUrl('data:image/svg+xml,<svg/>', true)).toBeUndefined();
    expect(fileUrl('')).toBeUndefined();
  });
});
