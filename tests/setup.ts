import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './polyfills.js';
import { preloadChat } from '../src/chat/index.js';
import { loadEmojiCategories } from '../src/chat/emojiData.js';

// The chat window's parts and the emoji data load on first need (hover or focus prefetches them); tests
// start with them in, as a page the reader has hovered. tests/chat/lazyChat.test.tsx checks the path without.
await Promise.all([preloadChat(), loadEmojiCategories()]);

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});
