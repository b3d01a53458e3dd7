// Vite SSR recipe: render the app to HTML with the server build, then put Confab's CSS (collected while it
// rendered) into the head, so the page is styled before any JavaScript runs.
import { readFileSync, writeFileSync } from 'node:fs';
import { render } from './dist/server/entry-server.js';

const page = new URL('./dist/client/index.html', import.meta.url);
const { html, css } = await render();
const template = readFileSync(page, 'utf8');
writeFileSync(
  page,
  template.replace('<!--confab-css-->', `<style data-confab="">${css}</style>`).replace('<!--app-html-->', html),
);
