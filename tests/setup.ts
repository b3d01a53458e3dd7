import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './polyfills.js';
import { preloadChat } from '../src/chat/index.js';

// The chat window's parts load on first need (hover or focus of the launcher prefetches them); tests start
// with them in, as a page the reader has hovered. tests/chat/lazyChat.test.tsx checks the path without.
await preloadChat();

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});
