import { describe, expect, it } from 'vitest';
import { shippedLanguages } from '../../src/locales/load.js';
import { plurals } from '../../src/locales/plural.js';
import type { CaptchaLanguage, ChatLanguage } from '../../src/locales/types.js';
import * as ar from '../../src/locales/ar/index.js';
import * as en from '../../src/locales/en/index.js';
import * as es from '../../src/locales/es/index.js';
import * as fr from '../../src/locales/fr/index.js';
import * as he from '../../src/locales/he/index.js';
import * as ru from '../../src/locales/ru/index.js';
import { hasWords, languages, sameAsEnglish } from './languages.js';

/** Every key of a language object, as paths ('labels.send', 'strings.frame.confirm'), with what it holds. */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = typeof value === 'function' ? `function/${(value as () => unknown).length}` : typeof value;
    return { [path]: Array.isArray(value) ? 'array' : kind };
  }
  return Object.assign({}, ...Object.entries(value).map(([key, inner]) => shape(inner, path ? `${path}.${key}` : key)));
}

const integerOf = (lang: string, category: string): number | undefined => {
  const rules = new Intl.PluralRules(lang);
  return [...Array.from({ length: 200 }, (_, n) => n), 1_000_000].find((n) => rules.select(n) === category);
};

describe('the shipped languages', () => {
  it('are the twelve of issue 46, each a module here', () => {
    expect(Object.keys(languages).sort()).toEqual([...shippedLanguages].sort());
    expect(shippedLanguages).toHaveLength(12);
  });

  it.each(Object.entries(languages))('%s holds every key of English, each of the same kind', (lang, language) => {
    expect(shape(language.chat.labels)).toEqual(shape(en.chat.labels));
    expect(shape(language.captcha.strings)).toEqual(shape(en.captcha.strings));
    expect(language.chat.lang).toBe(lang);
    expect(language.captcha.lang).toBe(lang);
  });

  it.each(Object.entries(languages))('%s translates: no string is left in English', (lang, language) => {
    if (lang === 'en') return;
    const english = new Set(strings(en));
    const left = strings(language).filter(
      (text) => english.has(text) && hasWords(text, ['Ada', 'Bob']) && !sameAsEnglish[lang]?.includes(text),
    );
    expect(left).toEqual([]);
  });

  it.each(Object.entries(languages))('%s holds the plural categories Intl.PluralRules has for it', (lang, language) => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    expect([...language.chat.pluralCategories].sort()).toEqual([...categories].sort());
    expect([...language.captcha.pluralCategories].sort()).toEqual([...categories].sort());
  });

  it.each(Object.entries(languages))(
    '%s says every count, in each plural category, with the count and no "#"',
    (lang, language) => {
      const { labels } = language.chat;
      for (const category of language.chat.pluralCategories) {
        const n = integerOf(lang, category);
        if (n === undefined) continue; // A category of fractions only (Russian 'other'): no count is fractional.
        const said = [
          labels.unreadMessages(n),
          labels.newMessages(n),
          labels.moreNewMessages(n),
          labels.earlierMessagesLoaded(n),
          labels.reaction('👍', n + 2, false),
          language.captcha.strings.rotate.degrees(n),
          language.captcha.strings.slide.percent(n),
        ];
        for (const text of said) expect(text, `${lang} ${category} ${n}`).not.toContain('#');
        // A form may spell a small count out ("رسالتان", "שתי הודעות"); from 3 on, the count is written.
        if (n > 2) expect(labels.unreadMessages(n)).toContain(String(n));
      }
    },
  );
});

/** Every string a language's objects hold, functions called with sample arguments. */
function strings(language: { chat: ChatLanguage; captcha: CaptchaLanguage }): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(String((value as (...args: unknown[]) => unknown)('Ada', 'Bob', 3)));
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) Object.values(value).forEach(walk);
  };
  walk(language.chat.labels);
  walk(language.captcha.strings);
  return out;
}

describe('plural forms through Intl.PluralRules', () => {
  it('Russian: one, few, many', () => {
    const { unreadMessages } = ru.chat.labels;
    expect(unreadMessages(1)).toBe('1 непрочитанное сообщение');
    expect(unreadMessages(3)).toBe('3 непрочитанных сообщения');
    expect(unreadMessages(5)).toBe('5 непрочитанных сообщений');
    expect(unreadMessages(21)).toBe('21 непрочитанное сообщение');
    expect(ru.captcha.strings.rotate.degrees(22)).toBe('22 градуса');
  });

  it('Arabic: zero, one, two, few, many, other', () => {
    const { newMessages } = ar.chat.labels;
    expect([0, 1, 2, 3, 11, 100].map(newMessages)).toEqual([
      'لا رسائل جديدة',
      'رسالة جديدة واحدة',
      'رسالتان جديدتان',
      '3 رسائل جديدة',
      '11 رسالة جديدة',
      '100 رسالة جديدة',
    ]);
  });

  it('Hebrew: one, two, other; French: 0 and 1 singular; Spanish: a million "de"', () => {
    expect([1, 2, 7].map(he.chat.labels.unreadMessages)).toEqual([
      'הודעה אחת שלא נקראה',
      'שתי הודעות שלא נקראו',
      '7 הודעות שלא נקראו',
    ]);
    expect([0, 1, 2].map(fr.chat.labels.newMessages)).toEqual([
      '0 nouveau message',
      '1 nouveau message',
      '2 nouveaux messages',
    ]);
    expect(es.chat.labels.unreadMessages(1_000_000)).toBe('1000000 de mensajes sin leer');
  });

  it('a category the rules name but the forms lack falls back to other', () => {
    const choose = plurals<'one'>('ru', ['one']);
    expect(choose(5, { one: '# one', other: '# other' })).toBe('5 other');
  });
});
