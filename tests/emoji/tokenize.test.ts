import { describe, expect, it } from 'vitest';
import { tokenizeEmoji } from '../../src/emoji/tokenize.js';

const summary = (text: string) =>
  tokenizeEmoji(text).map((t) => (t.kind === 'text' ? t.text : `[${t.emoji.emoji}|${t.emoji.name}]`));

describe('tokenizeEmoji', () => {
  it('finds shortcodes and Unicode emoji', () => {
    expect(summary('hi :wave: 😀!')).toEqual(['hi ', '[👋|waving hand sign]', ' ', '[😀|grinning face]', '!']);
  });

  it('applies skin tones 2 to 6 to shortcodes', () => {
    expect(summary(':+1::skin-tone-2:')).toEqual(['[👍🏻|thumbs up sign, light skin tone]']);
    expect(summary(':+1::skin-tone-6:')).toEqual(['[👍🏿|thumbs up sign, dark skin tone]']);
  });

  it('reads Unicode skin tone modifiers and ZWJ sequences as one emoji', () => {
    expect(summary('👍🏼👩‍💻🇫🇷')).toEqual([
      '[👍🏼|thumbs up sign, medium-light skin tone]',
      '[👩‍💻|woman technologist]',
      '[🇫🇷|France Flag]',
    ]);
  });

  it('keeps a tone shortcode after an emoji without tones as its own swatch', () => {
    expect(summary(':sunny::skin-tone-3:')).toEqual([
      '[☀️|black sun with rays]',
      '[🏼|emoji modifier fitzpatrick type-3]',
    ]);
  });

  it('leaves unknown shortcodes and times as typed, and finds a shortcode right after one', () => {
    expect(summary('at 10:30:wave: :nope: :Wave:')).toEqual(['at 10:30', '[👋|waving hand sign]', ' :nope: :Wave:']);
  });

  it('does not take text-presentation characters without FE0F for emoji', () => {
    expect(summary('© 2026 ©️')).toEqual(['© 2026 ', '[©️|copyright sign]']);
  });

  it('copes with empty text and lone surrogates', () => {
    expect(tokenizeEmoji('')).toEqual([]);
    expect(summary('\uD83D x \uDE00')).toEqual(['\uD83D x \uDE00']);
  });
});
