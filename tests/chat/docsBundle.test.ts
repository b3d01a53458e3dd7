import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../../src/chat/messageRules.js';
import type * as RowUpdates from '../../src/chat/rowUpdates.js';
import type * as ScrollRules from '../../src/chat/scrollRules.js';
import type * as UploadQueue from '../../src/chat/uploadQueue.js';
import type { ChatMessage } from '../../src/chat/types.js';

// The docs site compiles the library with Docusaurus's client Babel preset (preset-env with `loose: true`),
// where `[...x]` becomes `[].concat(x)`: right for an array, wrong for a Set (`[set]`). The chat playground
// crashed so whenever the focused message was outside the rendered window. These rules are run here as that
// bundle runs them.
const preset = createRequire(import.meta.url).resolve('@docusaurus/babel/preset');
const docusaurus = createRequire(preset);
const babel = docusaurus('@babel/core') as {
  transformSync(code: string, options: object): { code?: string | null } | null;
};

function asTheDocsSiteBuildsIt<Module>(path: string): Module {
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../..', path);
  const compiled = babel.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    configFile: false,
    babelrc: false,
    caller: { name: 'client' },
    presets: [preset],
    plugins: [docusaurus.resolve('@babel/plugin-transform-modules-commonjs')],
  });
  if (!compiled?.code) throw new Error(`${path} did not compile`);
  const exports = {};
  new Function('exports', compiled.code)(exports);
  return exports as Module;
}

describe('the chat rules in the docs site’s bundle', () => {
  it('render a pinned message outside the window at its index', () => {
    const { withPinned } = asTheDocsSiteBuildsIt<typeof ScrollRules>('src/chat/scrollRules.ts');
    expect(withPinned([10, 11, 12], [40])).toEqual([10, 11, 12, 40]);
    expect(withPinned([10, 11, 12], [3, 11, 40, 40])).toEqual([3, 10, 11, 12, 40]);
  });

  it('keep the own messages known before others are added', () => {
    const { addRows } = asTheDocsSiteBuildsIt<typeof RowUpdates>('src/chat/rowUpdates.ts');
    const message = (id: number, author: string): ChatMessage => ({ id, author, type: 'text', data: { text: 'Hi' } });
    const row = (m: ChatMessage): MessageRow => ({ key: `id-${String(m.id)}`, message: m });
    const first = [message(1, 'me'), message(2, 'ada')];
    const before = { messages: first, rows: first.map(row), keys: ['id-1', 'id-2'], ownKeys: new Set(['id-1']) };
    const after = addRows(before, [...first, message(3, 'me')], (added) => added.map(row));
    expect(after && [...after.ownKeys].sort()).toEqual(['id-1', 'id-3']);
  });

  it('keep the upload states of the files still attached', () => {
    const { keepUploads, withUpload } = asTheDocsSiteBuildsIt<typeof UploadQueue>('src/chat/uploadQueue.ts');
    const a = new File(['a'], 'a');
    const b = new File(['b'], 'b');
    const states = withUpload(withUpload(new Map(), a, { status: 'failed' }), b, { status: 'uploading', progress: 0 });
    expect(Array.from(keepUploads(states, [b]))).toEqual([[b, { status: 'uploading', progress: 0 }]]);
  }, 30_000);
});
