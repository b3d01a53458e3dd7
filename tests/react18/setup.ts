import '@testing-library/jest-dom/vitest';
import '../polyfills.js';
