import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { labelKeys, packLabels } from '../../scripts/pack-locales.mjs';
import { chatLabels } from '../../src/locales/chatLabels.js';
import type { ChatLabels } from '../../src/locales/types.js';
import { languages } from './languages.js';

const locales = join(dirname(fileURLToPath(import.meta.url)), '../../src/locales');
/** A module of src/locales as tsc emits it into dist/locales. */
const emitted = (path: string) =>
  ts.transpileModule(readFileSync(join(locales, path), 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  }).outputText;

const englishKeys = labelKeys(emitted('en/chat.ts'));
const others = Object.keys(languages).filter((lang) => lang !== 'en');

// The packed modules, written as dist/locales would hold them, then imported as an app would (under the project,
// where the test runner imports from).
const cache = join(locales, '../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dist = mkdtempSync(join(cache, 'confab-locales-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (path: string, code: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), code);
};
for (const path of ['plural', 'types', 'chatLabels', 'en/chat']) write(`${path}.js`, emitted(`${path}.ts`));

/** Sample arguments: names, counts in each plural category of the shipped languages, a list of names. */
const samples: unknown[][] = [['Ada', 'Bob', 3], [0], [1], [2], [5], [11], [21], [['Ada', 'Bob', 'Cy'], true]];

/** What a label says for each sample (or the error it throws there: a count where a list goes); a string as it is. */
function said(label: unknown): unknown {
  if (typeof label !== 'function') return label;
  return samples.map((args) => {
    try {
      return (label as (...args: unknown[]) => unknown)(...args);
    } catch (error) {
      return `throws ${(error as Error).name}`;
    }
  });
}

describe("the build's packed languages (scripts/pack-locales.mjs)", () => {
  it("reads English's keys in its order, the order chatLabels zips values with", () => {
    expect(englishKeys).toEqual(Object.keys(languages.en?.chat.labels ?? {}));
    const values = englishKeys.map((key) => languages.ar?.chat.labels[key as keyof ChatLabels]);
    expect(chatLabels(values)).toEqual(languages.ar?.chat.labels);
  });

  it.each(others)('%s: packed without key names, it says every label as its typed source does', async (lang) => {
    const packed = packLabels(emitted(`${lang}/chat.ts`), englishKeys);
    for (const key of ['openChat', 'unreadMessages', 'emojiCategoryNames', 'emojiNames'])
      expect(packed).not.toMatch(new RegExp(`\\b${key}:`));
    write(`${lang}/chat.js`, packed);
    const module = (await import(/* @vite-ignore */ join(dist, lang, 'chat.js'))) as {
      chat: { lang: string; dir: string; labels: Record<string, unknown> };
    };
    const source = languages[lang]?.chat;
    expect(module.chat.lang).toBe(source?.lang);
    expect(module.chat.dir).toBe(source?.dir);
    expect(Object.keys(module.chat.labels)).toEqual(englishKeys);
    for (const key of englishKeys)
      expect(said(module.chat.labels[key]), `${lang} ${key}`).toEqual(said(source?.labels[key as keyof ChatLabels]));
  });

  it('refuses a language that lacks a key or has one English does not', () => {
    const spanish = emitted('es/chat.ts');
    expect(() => packLabels(spanish.replace(/\n\s*send: [^\n]*/, ''), englishKeys)).toThrow(/missing send, extra none/);
    expect(() => packLabels(spanish, [...englishKeys, 'sendLater'])).toThrow(/missing sendLater/);
    expect(() => packLabels(spanish, englishKeys.slice(1))).toThrow(/extra openChat/);
  });
});
