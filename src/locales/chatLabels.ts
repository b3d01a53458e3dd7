import { chat as english } from './en/chat.js';
import type { ChatLabels } from './types.js';

/**
 * A language's chat labels from their values, in the order of English's keys. The build writes every shipped
 * language but English this way (scripts/pack-locales.mjs, from its typed source in this folder): the key names,
 * which the chat holds already in English, are not shipped again with each language (about 0.5 kB gzip each).
 */
export function chatLabels(values: readonly unknown[]): ChatLabels {
  const keys = Object.keys(english.labels);
  return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as unknown as ChatLabels;
}
