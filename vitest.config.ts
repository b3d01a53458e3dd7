import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const react18 = (path: string) => fileURLToPath(new URL(`./tests/react18/node_modules/${path}`, import.meta.url));

export default defineConfig({
  test: {
    // Ceilings against a hang, not waits: tests wait for conditions. Vitest's 5 s default failed tests on a busy
    // 2-core machine (a render of every chat part, the emoji grid), so each test gets a minute before it counts
    // as hung (issue 43). Projects inherit these.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A worker per core: Vitest's default leaves one core to its main process, which on a 2-core machine ran the
    // files one at a time while the main process (transforms first, then little) left the second core idle.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // Each file still gets a fresh jsdom window and its own module graph (a new VM context), but a worker
          // imports jsdom once instead of once per file in a new process: that start-up was 39% of the suite's
          // time. A sample of 26 files: 96 -> 31 CPU s (load 5.5); the whole suite passes the same 1554 tests.
          pool: 'vmForks',
          include: ['tests/**/*.test.{ts,tsx}', 'a11y/**/*.test.{ts,tsx}'],
          exclude: ['tests/react18/**', 'tests/ssr/**', 'tests/captcha/server/**', '**/node_modules/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['tests/ssr/**/*.test.{ts,tsx}', 'tests/captcha/server/**/*.test.ts'],
        },
      },
      {
        // The peer range is tested, not claimed: every exported component renders once on React 18.3.
        resolve: {
          // Prefer each package's ES build, so its `react` imports go through the aliases below.
          mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
          alias: [
            { find: /^react$/, replacement: react18('react/index.js') },
            { find: /^react\/jsx-runtime$/, replacement: react18('react/jsx-runtime.js') },
            { find: /^react\/jsx-dev-runtime$/, replacement: react18('react/jsx-dev-runtime.js') },
            { find: /^react-dom$/, replacement: react18('react-dom/index.js') },
            { find: /^react-dom\/client$/, replacement: react18('react-dom/client.js') },
            { find: /^react-dom\/test-utils$/, replacement: react18('react-dom/test-utils.js') },
            { find: /^react-dom\/server$/, replacement: react18('react-dom/server.node.js') },
          ],
        },
        test: {
          name: 'react18',
          environment: 'jsdom',
          pool: 'vmForks', // as the jsdom project
          include: ['tests/react18/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          setupFiles: ['tests/react18/setup.ts'],
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
