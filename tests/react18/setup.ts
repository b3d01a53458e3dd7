import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import '../polyfills.js';
import { preloadChat } from '../../src/chat/index.js';
import { loadEmojiCategories } from '../../src/chat/emojiData.js';

// The chat window's parts and the emoji data load on first need; tests start with them in (see tests/setup.ts).
await Promise.all([preloadChat(), loadEmojiCategories()]);

// findBy* and waitFor wait for a condition; their ceiling (1 s by default) is how long before it counts as never
// met. On a busy machine a render can take longer than 1 s, so the ceiling is 15 s (issue 43).
configure({ asyncUtilTimeout: 15_000 });
