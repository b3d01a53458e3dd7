import { useLoaded } from '../internal/useLoaded.js';
import { loadChatLanguage, shippedLanguage, type ShippedLanguage } from '../locales/load.js';
import type { ChatLanguage } from '../locales/types.js';

const loaded = new Map<Exclude<ShippedLanguage, 'en'>, ChatLanguage>();

/**
 * The chat's language: a language object as it is; a tag of a shipped language other than English, loaded on
 * first need (undefined meanwhile: the English labels show); anything else, undefined (English).
 */
export function useChatLanguage(locale: string | ChatLanguage | undefined): ChatLanguage | undefined {
  const tag = typeof locale === 'string' ? shippedLanguage(locale) : undefined;
  const language = useLoaded(tag === 'en' ? undefined : tag, loaded, loadChatLanguage);
  return typeof locale === 'object' ? locale : language;
}
