import type { CaptchaLanguage, ChatLanguage } from './types.js';

/** The languages Confab ships, by their BCP 47 primary subtag. */
export const shippedLanguages = ['ar', 'de', 'en', 'es', 'fr', 'he', 'hi', 'ja', 'ko', 'pt', 'ru', 'zh'] as const;

/** A shipped language's tag. */
export type ShippedLanguage = (typeof shippedLanguages)[number];

/** The shipped language of a BCP 47 tag ('es-MX' is 'es', 'zh-Hant' 'zh'), or undefined when none is shipped. */
export function shippedLanguage(tag: string): ShippedLanguage | undefined {
  const primary = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (shippedLanguages as readonly string[]).includes(primary) ? (primary as ShippedLanguage) : undefined;
}

// One import per language, each its own chunk in the app's bundle: a string `locale` loads only the one it names.
// The built-in languages are not among them: their import would keep the whole module in the app's main chunk.
const chatModules: Record<Exclude<ShippedLanguage, 'en'>, () => Promise<{ chat: ChatLanguage }>> = {
  ar: () => import('./ar/chat.js'),
  de: () => import('./de/chat.js'),
  es: () => import('./es/chat.js'),
  fr: () => import('./fr/chat.js'),
  he: () => import('./he/chat.js'),
  hi: () => import('./hi/chat.js'),
  ja: () => import('./ja/chat.js'),
  ko: () => import('./ko/chat.js'),
  pt: () => import('./pt/chat.js'),
  ru: () => import('./ru/chat.js'),
  zh: () => import('./zh/chat.js'),
};

const captchaModules: Record<Exclude<ShippedLanguage, 'en' | 'zh'>, () => Promise<{ captcha: CaptchaLanguage }>> = {
  ar: () => import('./ar/captcha.js'),
  de: () => import('./de/captcha.js'),
  es: () => import('./es/captcha.js'),
  fr: () => import('./fr/captcha.js'),
  he: () => import('./he/captcha.js'),
  hi: () => import('./hi/captcha.js'),
  ja: () => import('./ja/captcha.js'),
  ko: () => import('./ko/captcha.js'),
  pt: () => import('./pt/captcha.js'),
  ru: () => import('./ru/captcha.js'),
};

/** Loads a shipped language's chat strings (its own chunk); English is the chat's own. */
export function loadChatLanguage(lang: Exclude<ShippedLanguage, 'en'>): Promise<ChatLanguage> {
  return chatModules[lang]().then((module) => module.chat);
}

/** Loads a shipped language's captcha strings (its own chunk); Chinese and English are the captchas' own. */
export function loadCaptchaLanguage(lang: Exclude<ShippedLanguage, 'en' | 'zh'>): Promise<CaptchaLanguage> {
  return captchaModules[lang]().then((module) => module.captcha);
}
