import { useLoaded } from '../internal/useLoaded.js';
import { warnOnce } from '../internal/warn.js';
import { loadCaptchaLanguage, shippedLanguage, type ShippedLanguage } from '../locales/load.js';
import type { CaptchaLanguage } from '../locales/types.js';
import type { StringsLanguage } from './strings.js';
import type { CaptchaLocale } from './types.js';

const loaded = new Map<Exclude<ShippedLanguage, 'en' | 'zh'>, CaptchaLanguage>();

/**
 * The language of a captcha's strings: a language object as it is; no locale, Chinese (the spec's default);
 * 'zh' and 'en' built in; another shipped language loaded on first need (English meanwhile); a language
 * Confab does not ship, English (with a development warning).
 */
export function useCaptchaLanguage(locale: CaptchaLocale | undefined): StringsLanguage {
  const tag = typeof locale === 'string' ? shippedLanguage(locale) : undefined;
  const toLoad = tag === 'zh' || tag === 'en' ? undefined : tag;
  const language = useLoaded(toLoad, loaded, loadCaptchaLanguage);
  if (typeof locale === 'object') return locale;
  if (locale === undefined || tag === 'zh') return 'zh';
  // Says why in development (see warn.ts: production builds drop the statement and its words).
  try {
    if (process.env.NODE_ENV !== 'production' && tag === undefined)
      warnOnce(`captcha locale "${locale}" is not a shipped language; using English.`);
  } catch {
    // No `process` here: no warning.
  }
  return language ?? 'en';
}

/** The direction a captcha takes: the host's `dir`, else right-to-left for a right-to-left language. */
export function captchaDir(language: StringsLanguage, dir: 'ltr' | 'rtl' | undefined): 'ltr' | 'rtl' | undefined {
  return dir ?? (typeof language === 'object' && language.dir === 'rtl' ? 'rtl' : undefined);
}
