import * as zh from '../locales/zh/captcha.js';
import * as en from '../locales/en/captcha.js';
import type { CaptchaLanguage, CaptchaParts, CaptchaStrings } from '../locales/types.js';

export type { CaptchaStrings } from '../locales/types.js';

/** The built-in languages: Chinese (the spec's default) and English. */
export type BuiltInLanguage = 'zh' | 'en';

/** A language the strings come from: a built-in one, or a shipped or host-made language object. */
export type StringsLanguage = BuiltInLanguage | CaptchaLanguage;

/** One part's built-in strings, in each built-in language. */
export interface StringTable<P extends keyof CaptchaParts> {
  part: P;
  zh: CaptchaParts[P];
  en: CaptchaParts[P];
}

// One table per part, so that a widget alone carries its own strings and not the other widgets'.
/** "Verify another way", in every captcha and in the verify button's panel. */
export const anotherWayStrings: StringTable<'anotherWay'> = {
  part: 'anotherWay',
  zh: zh.anotherWay,
  en: en.anotherWay,
};
/** The frame every captcha shares: its buttons, status layer and image. */
export const frameStrings: StringTable<'frame'> = { part: 'frame', zh: zh.frame, en: en.frame };
/** Click in order. */
export const clickStrings: StringTable<'click'> = { part: 'click', zh: zh.click, en: en.click };
/** Slide to fit. */
export const slideStrings: StringTable<'slide'> = { part: 'slide', zh: zh.slide, en: en.slide };
/** Drag the tile to its region. */
export const regionStrings: StringTable<'region'> = { part: 'region', zh: zh.region, en: en.region };
/** Rotate upright. */
export const rotateStrings: StringTable<'rotate'> = { part: 'rotate', zh: zh.rotate, en: en.rotate };
/** The verify button. */
export const verifyStrings: StringTable<'verify'> = { part: 'verify', zh: zh.verify, en: en.verify };

/** The keys of the strings every captcha's frame shows: its own and "Verify another way"'s. */
export type FrameStringKey = keyof CaptchaParts['frame'] | keyof CaptchaParts['anotherWay'];

/** The built-in strings of each built-in language. */
export const captchaStrings: Readonly<Record<BuiltInLanguage, CaptchaStrings>> = /* @__PURE__ */ everyString();

function everyString(): Record<BuiltInLanguage, CaptchaStrings> {
  const tables = [
    frameStrings,
    anotherWayStrings,
    clickStrings,
    slideStrings,
    regionStrings,
    rotateStrings,
    verifyStrings,
  ];
  return { zh: resolveStrings('zh', {}, tables), en: resolveStrings('en', {}, tables) };
}

/** The keys of any of `Tables`' strings. */
type KeysOf<Tables> = Tables extends StringTable<infer P> ? keyof CaptchaParts[P] : never;

/** The strings of `tables` in a language (a built-in one, or a language object), with the host's overrides applied. */
export function resolveStrings<Tables extends readonly StringTable<keyof CaptchaParts>[]>(
  language: StringsLanguage,
  overrides: Partial<CaptchaStrings> | undefined,
  tables: Tables,
): Pick<CaptchaStrings, KeysOf<Tables[number]>> {
  const parts = tables.map((table) => (typeof language === 'string' ? table[language] : language.strings[table.part]));
  return Object.assign({}, ...parts, overrides) as Pick<CaptchaStrings, KeysOf<Tables[number]>>;
}

/**
 * The `lang` of the strings, or undefined when the host overrides strings (their language is the host's, like
 * the page's).
 */
export function stringsLang(language: StringsLanguage, overrides?: Partial<CaptchaStrings>): string | undefined {
  if (overrides && Object.keys(overrides).length > 0) return undefined;
  return typeof language === 'string' ? language : language.lang;
}

/**
 * The verify button's spoken name: the type's prefix ("Verified: ") before the title, unless the title
 * already says it ("Verified" is not read "Verified: Verified"). Undefined when the title alone will do.
 */
export function verifyButtonName(prefix: string, title: string): string | undefined {
  const word = prefix.replace(/[\s:：]+$/u, '').toLocaleLowerCase();
  if (!word || title.trim().toLocaleLowerCase().startsWith(word)) return undefined;
  return `${prefix}${title}`;
}
