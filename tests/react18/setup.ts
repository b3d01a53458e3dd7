import '@testing-library/jest-dom/vitest';
import '../polyfills.js';
import { preloadChat } from '../../src/chat/index.js';

// The chat window's parts load on first need; tests start with them in (see tests/setup.ts).
await preloadChat();
