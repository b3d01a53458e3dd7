import '@testing-library/jest-dom/vitest';
import '../polyfills.js';
import { preloadChat } from '../../src/chat/index.js';
import { loadEmojiCategories } from '../../src/chat/emojiData.js';

// The chat window's parts and the emoji data load on first need; tests start with them in (see tests/setup.ts).
await Promise.all([preloadChat(), loadEmojiCategories()]);
