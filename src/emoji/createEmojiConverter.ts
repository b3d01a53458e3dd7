import { createElement, type CSSProperties, type ReactNode } from 'react';
import { SHEET_COLUMNS } from './data.js';
import { findByCharacters, findByShortcode, type FoundEmoji } from './lookup.js';
import { tokenizeEmoji } from './tokenize.js';
import type { SkinTone } from './unicode.js';

/** The image sets of emoji-datasource. */
export const emojiStyles = ['apple', 'google', 'twitter', 'facebook'] as const;
/** How emoji are drawn: as characters (the platform's font), one image file each, or from a sprite sheet. */
export const emojiModes = ['native', 'image', 'sheet'] as const;

/** One of {@link emojiStyles}. */
export type EmojiStyle = (typeof emojiStyles)[number];
/** One of {@link emojiModes}. */
export type EmojiMode = (typeof emojiModes)[number];

/** Options every mode of {@link createEmojiConverter} takes. */
export interface EmojiConverterBaseOptions {
  /** Which image set the paths hold (default 'apple'). An emoji the set lacks is left as its character. */
  style?: EmojiStyle;
  /** Image size of that sprite sheet in px: 16, 20, 32 or 64 (default 64); another value throws a `TypeError`. */
  sheetSize?: 16 | 20 | 32 | 64;
  /** Drawn size of image and sheet emoji, a CSS length (default '1.25em', so it follows the text). */
  size?: string;
}

/** Native mode (the default): shortcodes become characters, drawn by the platform's font. */
export interface NativeEmojiOptions extends EmojiConverterBaseOptions {
  mode?: 'native';
  /** Unused in native mode. */
  imagePath?: string;
  /** Unused in native mode. */
  sheetPath?: string;
}

/** Image mode: each emoji is an `<img>` from `imagePath`. */
export interface ImageEmojiOptions extends EmojiConverterBaseOptions {
  mode: 'image';
  /**
   * Folder of the style's images (emoji-datasource-{style}/img/{style}/64/), served by the host. The file name
   * ('1f44d.png') is appended.
   */
  imagePath: string;
  /** Unused in image mode. */
  sheetPath?: string;
}

/** Sheet mode: each emoji is a cut of the sprite sheet at `sheetPath`. */
export interface SheetEmojiOptions extends EmojiConverterBaseOptions {
  mode: 'sheet';
  /** URL of the style's sprite sheet (emoji-datasource-{style}/img/{style}/sheets/64.png), served by the host. */
  sheetPath: string;
  /** Unused in sheet mode. */
  imagePath?: string;
}

/**
 * Options of {@link createEmojiConverter}, one shape per mode: 'image' requires `imagePath`, 'sheet' requires
 * `sheetPath` (the type says so; at run time, from untyped code, a missing one throws a `TypeError`).
 */
export type EmojiConverterOptions = NativeEmojiOptions | ImageEmojiOptions | SheetEmojiOptions;

/** Converts emoji in text, made by {@link createEmojiConverter}. */
export interface EmojiConverter {
  /** The image set it draws from. */
  readonly style: EmojiStyle;
  /** How it draws emoji. */
  readonly mode: EmojiMode;
  /**
   * Text to React nodes: `:shortcodes:` (with `:skin-tone-2:` to `:skin-tone-6:`) and Unicode emoji (skin tone
   * modifiers and sequences included) become images named by the emoji and its name, or characters in native
   * mode. Everything else stays as typed; unknown shortcodes too.
   */
  render(text: string): ReactNode;
  /** Text with known `:shortcodes:` replaced by their characters ('Nice :+1::skin-tone-3:' -> 'Nice 👍🏼'). */
  replaceShortcodes(text: string): string;
  /** One emoji by its characters ('👍🏼') or shortcode ('+1' or ':+1:'), in a skin tone when given. */
  find(emojiOrShortcode: string, skinTone?: SkinTone): FoundEmoji | undefined;
}

const STYLE_BITS: Readonly<Record<EmojiStyle, number>> = { apple: 1, google: 2, twitter: 4, facebook: 8 };
const SHEET_SIZES = [16, 20, 32, 64] as const;

function sheetSizeOf(value: unknown): number {
  if (value === undefined || value === null) return 64;
  if ((SHEET_SIZES as readonly unknown[]).includes(value)) return value as number;
  throw new TypeError(`Invalid emoji sheetSize ${String(value)}: expected one of ${SHEET_SIZES.join(', ')}.`);
}

function oneOf<T extends string>(option: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new TypeError(`Invalid emoji ${option} ${JSON.stringify(value)}: expected one of ${allowed.join(', ')}.`);
}

function requirePath(mode: EmojiMode, name: string, value: unknown): string {
  if (typeof value === 'string' && value.length > 0) return value;
  throw new TypeError(`createEmojiConverter: mode '${mode}' needs ${name} (where the host serves the images).`);
}

function cssUrl(path: string): string {
  return `url("${path.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '')}")`;
}

/** Background position and size of one cell of emoji-datasource's sheets (1 px padding around each image). */
export function sheetCell(sheetX: number, sheetY: number, sheetSize: number): CSSProperties {
  const cell = sheetSize + 2;
  const span = SHEET_COLUMNS * cell - sheetSize;
  const at = (index: number) => `${((100 * (index * cell + 1)) / span).toFixed(4)}%`;
  const size = `${((100 * SHEET_COLUMNS * cell) / sheetSize).toFixed(4)}%`;
  return { backgroundPosition: `${at(sheetX)} ${at(sheetY)}`, backgroundSize: `${size} ${size}` };
}

/**
 * Makes an emoji converter for one style and mode. We ship no images: in image and sheet modes the host serves
 * emoji-datasource's files and passes their paths. Each image is named for assistive technology by the emoji and
 * its name (alt '👍 thumbs up sign'); in native mode emoji stay characters, which screen readers already name.
 *
 * @example createEmojiConverter({ style: 'twitter', mode: 'image', imagePath: '/emoji/twitter/64/' }).render('Hi :wave:')
 * @throws TypeError for an unknown style, mode or sheet size, or a missing `imagePath` / `sheetPath` in their modes.
 */
export function createEmojiConverter(options: EmojiConverterOptions = {}): EmojiConverter {
  // Untyped callers may still pass anything: read it loosely and check each field.
  const given: EmojiConverterBaseOptions & { mode?: unknown; imagePath?: unknown; sheetPath?: unknown } = options ?? {};
  const style = oneOf('style', given.style, emojiStyles, 'apple');
  const mode = oneOf('mode', given.mode, emojiModes, 'native');
  const imagePath = mode === 'image' ? requirePath(mode, 'imagePath', given.imagePath) : '';
  const folder = imagePath.endsWith('/') ? imagePath : `${imagePath}/`;
  const sheetPath = mode === 'sheet' ? requirePath(mode, 'sheetPath', given.sheetPath) : '';
  const sheetSize = sheetSizeOf(given.sheetSize);
  const size = typeof given.size === 'string' && given.size.length > 0 ? given.size : '1.25em';
  const bit = STYLE_BITS[style];
  const box: CSSProperties = { width: size, height: size, verticalAlign: '-0.3em', display: 'inline-block' };

  function draw(emoji: FoundEmoji, key: number): ReactNode {
    if (mode === 'native' || (emoji.mask & bit) === 0) return emoji.emoji;
    const label = `${emoji.emoji} ${emoji.name}`;
    if (mode === 'image') {
      return createElement('img', {
        key,
        src: folder + emoji.image,
        alt: label,
        title: emoji.name,
        draggable: false,
        'data-emoji': emoji.unified,
        style: box,
      });
    }
    return createElement('span', {
      key,
      role: 'img',
      'aria-label': label,
      title: emoji.name,
      'data-emoji': emoji.unified,
      style: {
        ...box,
        backgroundImage: cssUrl(sheetPath),
        backgroundRepeat: 'no-repeat',
        ...sheetCell(emoji.sheetX, emoji.sheetY, sheetSize),
      },
    });
  }

  function render(text: string): ReactNode {
    const source = typeof text === 'string' ? text : text == null ? '' : String(text);
    // In native mode Unicode emoji are already what they should be; only shortcodes change.
    return tokenizeEmoji(source).map((token, key) =>
      token.kind === 'text' ? token.text : mode === 'native' ? token.emoji.emoji : draw(token.emoji, key),
    );
  }

  function replaceShortcodes(text: string): string {
    const source = typeof text === 'string' ? text : '';
    return tokenizeEmoji(source)
      .map((token) =>
        token.kind === 'text' ? token.text : token.source.startsWith(':') ? token.emoji.emoji : token.source,
      )
      .join('');
  }

  function find(emojiOrShortcode: string, skinTone?: SkinTone): FoundEmoji | undefined {
    if (typeof emojiOrShortcode !== 'string') return undefined;
    const code = /^:?([a-z0-9_+-]+):?$/.exec(emojiOrShortcode)?.[1];
    return code ? findByShortcode(code, skinTone) : findByCharacters(emojiOrShortcode, skinTone);
  }

  return { style, mode, render, replaceShortcodes, find };
}
