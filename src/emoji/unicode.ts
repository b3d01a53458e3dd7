/** The characters of a unified code point sequence such as '1F44D-1F3FC'. */
export function fromUnified(unified: string): string {
  return String.fromCodePoint(...unified.split('-').map((hex) => parseInt(hex, 16)));
}

/** The unified form of some characters ('👍🏼' -> '1F44D-1F3FC'), variation selectors (FE0F) left out. */
export function toLookupKey(characters: string): string {
  const parts: string[] = [];
  // Array.from, not for...of on the string: a down-levelling bundler may loop over UTF-16 code units.
  for (const character of Array.from(characters)) {
    const code = character.codePointAt(0)!;
    if (code !== 0xfe0f) parts.push(code.toString(16).toUpperCase().padStart(4, '0'));
  }
  return parts.join('-');
}

/** Skin tones by the number the shortcodes use (`:skin-tone-2:` to `:skin-tone-6:`, Fitzpatrick types). */
export const SKIN_TONES = {
  2: { modifier: '1F3FB', name: 'light skin tone' },
  3: { modifier: '1F3FC', name: 'medium-light skin tone' },
  4: { modifier: '1F3FD', name: 'medium skin tone' },
  5: { modifier: '1F3FE', name: 'medium-dark skin tone' },
  6: { modifier: '1F3FF', name: 'dark skin tone' },
} as const;

/** A skin tone, 2 (light) to 6 (dark), as in `:skin-tone-3:`. */
export type SkinTone = keyof typeof SKIN_TONES;

const TONE_NAMES = new Map<string, string>(Object.values(SKIN_TONES).map((t) => [t.modifier, t.name]));

/** Names the tones of a variation key: '1F3FB-1F3FC' -> 'light skin tone, medium-light skin tone'. */
export function toneNames(key: string): string {
  const names = Array.from(new Set(key.split('-').map((modifier) => TONE_NAMES.get(modifier) ?? modifier)));
  return names.join(', ');
}
