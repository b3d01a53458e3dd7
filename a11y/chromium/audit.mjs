// The Chromium audit: serves the built docs site on a loopback port, visits every page of its sitemap, opens
// every state that a page's front matter lists (`audit:`), and runs axe-core with every WCAG 2.2 A/AA rule,
// colour contrast included. It fails, printing each violation, if axe finds any, if a page throws, or if a
// live playground shows an error. Usage: node a11y/chromium/audit.mjs [--only <path-substring>]
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { serveStatic } from './serve.mjs';
import { loadAuditStates } from './states.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = `${root}website/build`;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}
if (!existsSync(`${buildDir}/sitemap.xml`)) {
  console.error('No built site: run `npm run build && npm run site` first.');
  process.exit(1);
}

const sitemap = await readFile(`${buildDir}/sitemap.xml`, 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter((path) => !only || path.includes(only));
const statesBySlug = await loadAuditStates(`${root}docs`);

const server = await serveStatic(buildDir);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const failures = [];
let passed = 0;

async function openPage(context, path, viewport) {
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  if (viewport) await page.setViewportSize(viewport);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  // Live playgrounds render in the browser only: wait for React to hydrate them.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[class*="playgroundPreview"]')].every((n) => n.textContent !== 'Loading...'),
  );
  await page.waitForTimeout(300);
  return { page, errors };
}

async function runStep(page, step) {
  if (step.click) await page.click(step.click);
  else if (step.focus) await page.focus(step.focus);
  else if (step.hover) await page.hover(step.hover);
  else if (step.press) await page.keyboard.press(step.press);
  else if (step.type) await page.keyboard.type(step.type);
  else if (step.wait) await page.waitForTimeout(step.wait);
  else if (step.upload) {
    const { into, name, mimeType } = step.upload;
    await page.setInputFiles(into, { name, mimeType, buffer: Buffer.from('confab audit file') });
  } else if (step.hold) {
    // Press on an element and move by (dx, dy) without letting go: the dragging state.
    const box = await page.locator(step.hold.on).boundingBox();
    if (!box) throw new Error(`nothing to hold at ${step.hold.on}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + (step.hold.dx ?? 0), box.y + box.height / 2 + (step.hold.dy ?? 0), {
      steps: 5,
    });
  } else throw new Error(`unknown audit step ${JSON.stringify(step)}`);
}

async function audit(page, errors) {
  // react-live prints a compile error in a <pre>; Docusaurus's error boundary offers "Try again".
  const playgroundErrors = await page.$$eval('[class*="playgroundPreview"]', (nodes) =>
    nodes
      .filter((n) => n.querySelector(':scope > pre') || /Try again/.test(n.textContent ?? ''))
      .map((n) => n.textContent ?? ''),
  );
  // What a reader sees or hears must never be a stringified object (a Set spread by a down-levelled bundle).
  const garbled = await page.evaluate(() => {
    const said = [document.body.innerText];
    for (const el of document.querySelectorAll('[alt], [aria-label], [title]')) {
      said.push(el.getAttribute('alt') ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    }
    return said.filter((text) => text.includes('[object ')).map((text) => text.slice(0, 120));
  });
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const problems = [
    ...errors,
    ...playgroundErrors.map((text) => `playground error: ${text.slice(0, 300)}`),
    ...garbled.map((text) => `stringified object shown or read: ${text}`),
  ];
  for (const v of results.violations) {
    problems.push(
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `      at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    );
  }
  return problems;
}

function record(label, problems) {
  if (problems.length === 0) {
    passed += 1;
    console.log(`ok    ${label}`);
  } else {
    failures.push({ label, problems });
    console.log(`FAIL  ${label}\n${problems.map((p) => `    - ${p}`).join('\n')}`);
  }
}

try {
  const context = await browser.newContext({ reducedMotion: 'no-preference' });
  for (const path of pages) {
    const { page, errors } = await openPage(context, path);
    record(path, await audit(page, errors));
    await page.close();
    for (const state of statesBySlug.get(path) ?? []) {
      const label = `${path} [${state.name}]`;
      const opened = await openPage(context, path, state.viewport);
      try {
        for (const step of state.steps) await runStep(opened.page, step);
        record(label, await audit(opened.page, opened.errors));
      } catch (error) {
        record(label, [`could not open the state: ${error.message.split('\n')[0]}`]);
      }
      await opened.page.close();
    }
  }
  // The site's dark mode (the code colours, the chrome around the widgets), page by page.
  const dark = await browser.newContext({ colorScheme: 'dark' });
  for (const path of pages) {
    const { page, errors } = await openPage(dark, path);
    record(`${path} (dark)`, await audit(page, errors));
    await page.close();
  }
  for (const [slug] of statesBySlug) {
    if (!pages.includes(slug) && !only) record(`${slug} (listed in docs/)`, ['page not found in the sitemap']);
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nChromium audit: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
