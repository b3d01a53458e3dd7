'use client';
import { useEffect, useState } from 'react';
import type { EmojiCategory } from '../emoji/index.js';

let loaded: readonly EmojiCategory[] | null = null;
let pending: Promise<readonly EmojiCategory[]> | null = null;

/**
 * Loads the picker's emoji (the dataset is about 40 kB gzipped, so it is its own chunk, fetched on first
 * need). Safe to call again: one request, one promise. Called on hover or focus of the emoji button, so
 * the data is usually there before the picker opens.
 */
export function loadEmojiCategories(): Promise<readonly EmojiCategory[]> {
  pending ??= import('../emoji/categories.js').then(
    (module) => (loaded = module.emojiCategories),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The picker's emoji once loaded (null until then); starts loading when `wanted`. */
export function useEmojiCategories(wanted: boolean): readonly EmojiCategory[] | null {
  const [categories, setCategories] = useState(loaded);
  useEffect(() => {
    if (!wanted || categories) return;
    let live = true;
    loadEmojiCategories().then(
      (value) => {
        if (live) setCategories(value);
      },
      // A failed load leaves the picker empty; opening it again tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, categories]);
  return categories ?? loaded;
}

let names: Map<string, string> | null = null;

/** The name of an emoji from the picker's data, once loaded (undefined before, or for an emoji not in it). */
export function loadedEmojiName(emoji: string): string | undefined {
  if (!loaded) return undefined;
  names ??= new Map(loaded.flatMap((category) => category.emojis.map((entry) => [entry.emoji, entry.name])));
  return names.get(emoji);
}
