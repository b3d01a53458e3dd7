import { describe, expect, it } from 'vitest';
import { keepUploads, progressOf, uploadResultOf, uploadsReady, withUpload } from '../../src/chat/uploadQueue.js';

const a = new File(['a'], 'a.pdf');
const b = new File(['b'], 'b.pdf');

describe('upload queue', () => {
  it('sets one file’s state in a new map, and keeps only the files still there', () => {
    const none = new Map();
    const one = withUpload(none, a, { status: 'uploading', progress: 0.2 });
    expect(one).not.toBe(none);
    const two = withUpload(one, b, { status: 'failed' });
    expect([...keepUploads(two, [b])]).toEqual([[b, { status: 'failed' }]]);
  });

  it('clamps progress to 0..1, NaN as 0', () => {
    expect([progressOf(-1), progressOf(0.4), progressOf(7), progressOf(Number.NaN)]).toEqual([0, 0.4, 1, 0]);
  });

  it('takes a result with a url, naming it by the file when it has no name; anything else is a failure', () => {
    expect(uploadResultOf({ url: 'https://x.test/1', name: 'one' }, a)).toEqual({
      url: 'https://x.test/1',
      name: 'one',
    });
    expect(uploadResultOf({ url: 'https://x.test/1' }, a)).toEqual({ url: 'https://x.test/1', name: 'a.pdf' });
    expect(uploadResultOf({ url: '' }, a)).toBeNull();
    expect(uploadResultOf('https://x.test/1', a)).toBeNull();
    expect(uploadResultOf(null, a)).toBeNull();
  });

  it('lets the files go once all are stored (always without an uploader)', () => {
    const states = withUpload(withUpload(new Map(), a, { status: 'done', url: 'u', name: 'a' }), b, {
      status: 'uploading',
      progress: 1,
    });
    expect(uploadsReady([a, b], states, false)).toBe(true);
    expect(uploadsReady([a, b], states, true)).toBe(false);
    expect(uploadsReady([a], states, true)).toBe(true);
    expect(uploadsReady([a, b], withUpload(states, b, { status: 'failed' }), true)).toBe(false);
    expect(uploadsReady([], new Map(), true)).toBe(true);
  });
});
