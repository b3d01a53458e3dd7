import type { CaptchaLanguage, ChatLanguage } from '../../src/locales/types.js';
import * as ar from '../../src/locales/ar/index.js';
import * as de from '../../src/locales/de/index.js';
import * as en from '../../src/locales/en/index.js';
import * as es from '../../src/locales/es/index.js';
import * as fr from '../../src/locales/fr/index.js';
import * as he from '../../src/locales/he/index.js';
import * as hi from '../../src/locales/hi/index.js';
import * as ja from '../../src/locales/ja/index.js';
import * as ko from '../../src/locales/ko/index.js';
import * as pt from '../../src/locales/pt/index.js';
import * as ru from '../../src/locales/ru/index.js';
import * as zh from '../../src/locales/zh/index.js';

/** Every shipped language, by its tag. */
export const languages: Record<string, { chat: ChatLanguage; captcha: CaptchaLanguage }> = {
  ar,
  de,
  en,
  es,
  fr,
  he,
  hi,
  ja,
  ko,
  pt,
  ru,
  zh,
};

/** Strings a language writes as English does, each read by a person: Spanish "Error", French "Messages". */
export const sameAsEnglish: Record<string, readonly string[]> = {
  es: ['Error: '],
  fr: ['Participants', 'Messages', 'Image', 'Nature'],
};

/** Whether `text` has words of its own once the given host content (names, message texts) is taken out. */
export function hasWords(text: string, content: readonly string[]): boolean {
  const longestFirst = [...content].sort((a, b) => b.length - a.length);
  const left = longestFirst.reduce((rest, part) => rest.split(part).join(''), text);
  return /\p{L}/u.test(left);
}
