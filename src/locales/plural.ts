import type { PluralCategory } from './types.js';

/** One text per plural category of a language; `#` stands for the count. */
export type PluralForms<C extends PluralCategory> = Readonly<Record<C, string>>;

/**
 * The plural chooser of a language: given a count and its forms, the form `Intl.PluralRules` picks for the
 * count, with `#` replaced by it. The forms must hold each of `categories` (TypeScript says which is missing);
 * a category the browser's rules name but the forms lack (older or newer CLDR data) falls back to `other`.
 */
export function plurals<C extends PluralCategory>(lang: string, categories: readonly C[]) {
  let rules: Intl.PluralRules | undefined;
  const choose = (count: number, forms: PluralForms<C | 'other'>): string => {
    rules ??= new Intl.PluralRules(lang);
    const form = (forms as Partial<Record<PluralCategory, string>>)[rules.select(count)] ?? forms.other;
    return form.replace('#', String(count));
  };
  return Object.assign(choose, { categories });
}
