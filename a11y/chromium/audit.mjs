// The Chromium audit: serves the built docs site on a loopback port and visits every page of its sitemap in
// the site's light and dark modes, on a desktop and a phone viewport (390 x 844), then opens every state that
// a page's front matter lists (`audit:`, see CONTRIBUTING.md "Docs pages") in both modes, and runs axe-core
// with Confab's rule set (every WCAG 2.0/2.1/2.2 A and AA rule, colour contrast included). It fails, naming
// the page, the state and the rule, if axe finds anything, if a page throws, or if a playground shows an error.
// It writes a11y/report/report.json (every state), a11y/report/README.md (a table of counts), a screenshot per
// state in a11y/report/screenshots/, and copies the report into the built site at /a11y-report/.
// One load serves every theme and size of a state: the site follows the emulated colour scheme live, and the
// viewport is resized in place, so the steps run once per state, not once per variant. Each worker loads its
// states one after another in one tab, from a server whose scripts and styles Chromium caches: every state
// still starts from a fresh load of its page, without a new renderer and scripts compiled anew each time.
//
// Usage: node a11y/chromium/audit.mjs [--only <path-substring>] [--state <name-substring>] [--jobs <n>] [--phone-states]
//   --state         only the listed states whose name holds this (not the pages' first views): a quick check
//   --jobs          pages audited at once (default 3: on 2 cores a third tab works while the others wait for a page to
//                   settle or for frames; the whole audit 590 -> 537 s on a quiet machine)
//   --phone-states  also open every listed state at the phone viewport (default: each page's first view only)
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, missingChromium } from './launch.mjs';
import { createRequire } from 'node:module';
import { pageReady } from './ready.mjs';
import { serveStatic } from './serve.mjs';
import { loadAuditStates } from './states.mjs';
import { renderReadme, renderHtml } from './report.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const buildDir = `${root}website/build`;
const reportDir = `${root}a11y/report`;
const testingEntry = `${root}dist/testing/index.js`;
const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const only = arg('--only');
const onlyState = arg('--state');
const jobs = Number(arg('--jobs') ?? 3);
const phoneStates = process.argv.includes('--phone-states');
const desktop = { width: 1280, height: 720 };
const phone = { width: 390, height: 844 };
const started = performance.now();

/** Milliseconds spent in each phase of the audit, summed over its workers (see the summary at the end). */
const phaseTimes = {};
/** Runs `work`, adding the time it took to `phase`. */
async function timed(phase, work) {
  const since = performance.now();
  try {
    return await work();
  } finally {
    phaseTimes[phase] = (phaseTimes[phase] ?? 0) + performance.now() - since;
  }
}

if (missingChromium()) {
  console.error(missingChromium());
  process.exit(1);
}
for (const [path, fix] of [
  [`${buildDir}/sitemap.xml`, 'no built site: run `npm run build && npm run site` first'],
  [testingEntry, 'no built library (confab-ui/testing formats the findings): run `npm run build` first'],
]) {
  if (!existsSync(path)) {
    console.error(`${path} not found: ${fix}.`);
    process.exit(1);
  }
}
const { confabAxeTags, formatViolations, readableViolations } = await import(testingEntry);
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const sitemap = await readFile(`${buildDir}/sitemap.xml`, 'utf8');
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => new URL(loc).pathname)
  .filter((path) => !only || path.includes(only));
const docs = await loadAuditStates(`${root}docs`);

/**
 * Every state to open: each page's first view, then each listed state. A state is loaded once and audited in
 * each of its variants (theme and size), in an order that changes one thing at a time.
 */
function plan() {
  const list = [];
  const variants = (themes, sizes) =>
    sizes.flatMap((viewport, i) =>
      (i % 2 === 0 ? themes : [...themes].reverse()).map((theme) => ({ theme, viewport })),
    );
  for (const path of pages) {
    const doc = docs.get(path);
    const widget = doc?.title ?? path;
    if (!onlyState) {
      list.push({ path, widget, state: 'page', steps: [], variants: variants(['light', 'dark'], [desktop, phone]) });
    }
    for (const state of doc?.states ?? []) {
      if (onlyState && !state.name.includes(onlyState)) continue;
      const themes = state.theme ? [state.theme] : ['light', 'dark'];
      const sizes = state.viewport ? [state.viewport] : phoneStates ? [desktop, phone] : [desktop];
      list.push({
        path,
        widget: state.widget ?? widget,
        state: state.name,
        steps: state.steps,
        dir: state.dir,
        forcedColors: state.forcedColors,
        variants: variants(themes, sizes),
      });
    }
  }
  return list;
}

const server = await serveStatic(buildDir);
const browser = await launchChromium();

// One browser and one context: each state sets its own colour scheme and size.
const context = await browser.newContext({ reducedMotion: 'no-preference' });

/**
 * Waits until the site shows `theme`; the audit must never judge light colours and call them dark. The site
 * follows the colour scheme at once; on a busy machine its next frame can still take seconds to come.
 */
async function showTheme(page, theme, errors) {
  await page.emulateMedia({ colorScheme: theme });
  try {
    // Polled every 50 ms, not every frame: on a starved machine frames come late, and the wait ran out while
    // the site did show the theme ("the site shows its light theme, not light").
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme, {
      polling: 50,
      timeout: 10_000,
    });
  } catch {
    const shown = await page.evaluate(() => document.documentElement.dataset.theme);
    if (shown !== theme) errors.push(`the site shows its ${shown} theme, not ${theme}`);
  }
}

/**
 * A tab for one worker, kept from state to state: loading the next state in it reuses Chromium's renderer and
 * its compiled scripts instead of starting both anew. Errors the page throws go to `errors`, emptied per state.
 */
async function newTab() {
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  const tab = { page, errors: [] };
  page.on('pageerror', (error) => tab.errors.push(`uncaught: ${error.message}`));
  return tab;
}

/** Loads the job's page afresh in `tab`, in its first variant's theme and size, hydrated and settled. */
async function openPage(job, tab) {
  const { page } = tab;
  tab.errors.length = 0;
  // What the last state left: a held mouse button (a `hold` step) and the pointer over whatever it last
  // touched (a hover would show on load). A new tab has neither.
  await page.mouse.up();
  await page.mouse.move(0, 0);
  const [first] = job.variants;
  await page.setViewportSize(first.viewport);
  await page.emulateMedia({ colorScheme: first.theme, forcedColors: job.forcedColors ?? 'none' });
  await timed('load', async () => {
    await page.goto(`${server.url}${job.path}`, { waitUntil: 'commit' });
    // Hydrated, playgrounds rendered, search box swapped, fonts and images in (a11y/chromium/ready.mjs).
    await pageReady(page);
  });
  await timed('theme', () => showTheme(page, first.theme, tab.errors));
  if (job.dir) await page.evaluate((dir) => document.documentElement.setAttribute('dir', dir), job.dir);
  await timed('settle', () => settle(page));
}

/**
 * Waits until colours and layout have settled: no transition or finite animation running (a spinner's endless
 * one does not count), then two painted frames.
 */
async function settle(page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Runs axe-core on the page as it is, for violations only. axe is put into the page (and any frame) once,
 * not before every run, and runs where it is: @axe-core/playwright's analyze() injected it again on each call,
 * ran it in parts, serialised every node that passed, and finished in a new blank page (on these pages 3 to
 * 5 times as long, measured with a11y/chromium/audit.mjs's phase times).
 */
async function runAxe(page, disabledRules, exclude) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  return page.evaluate(
    ({ tags, disabled, exclude }) =>
      window.axe.run(exclude.length > 0 ? { exclude } : document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      }),
    { tags: [...confabAxeTags], disabled: disabledRules, exclude },
  );
}

/**
 * What a listed state's audit leaves out: the page's static code blocks and the playgrounds' code editors. No
 * state's steps change them, and the page's first view audits them in both themes and both sizes. On /chat they
 * are two thirds of the page's elements (4,200 of 6,600), and axe's time grows with them: leaving them out of
 * its 47 states took axe from about 9.4 to 5.1 s a run there (alternating runs, load 13).
 */
const unchangedByStates = [['.theme-code-block'], ['[class*="playgroundEditor"] pre']];

async function runStep(page, step) {
  if (step.click) await page.click(step.click);
  else if (step.focus) await page.focus(step.focus);
  else if (step.hover) await page.hover(step.hover);
  else if (step.press) await page.keyboard.press(step.press);
  else if (step.type) await page.keyboard.type(step.type);
  else if (step.waitFor) await page.locator(step.waitFor).first().waitFor({ state: 'visible', timeout: 30_000 });
  else if (step.wait) await page.waitForTimeout(step.wait);
  else if (step.upload) {
    const { into, name, mimeType } = step.upload;
    await page.setInputFiles(into, { name, mimeType, buffer: Buffer.from('confab audit file') });
  } else if (step.dragFiles) {
    // Files dragged over an element, not dropped: the drop zone's state (a DataTransfer made in the page).
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['confab audit file'], 'photo.png', { type: 'image/png' }));
      return transfer;
    });
    await page.dispatchEvent(step.dragFiles, 'dragenter', { dataTransfer });
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

/** What else is wrong on the page besides axe's findings. */
async function pageProblems(page) {
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
  return [
    ...playgroundErrors.map((text) => `playground error: ${text.slice(0, 300)}`),
    ...garbled.map((text) => `stringified object shown or read: ${text}`),
  ];
}

const sizeName = ({ width, height }) => `${width}x${height}`;
const fileName = (job, variant) =>
  `${[
    job.path === '/' ? 'home' : job.path,
    job.state,
    variant.theme,
    sizeName(variant.viewport),
    job.dir ?? '',
    job.forcedColors === 'active' ? 'forced-colors' : '',
  ]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.jpg`;

let axeVersion = 'unknown';

/**
 * Opens one state in `tab`, runs its steps, then for each variant (theme, size) takes a screenshot and audits it.
 * Never throws: a state that cannot open is a finding. Returns one record per variant, and whether the tab can
 * serve the next state.
 */
async function runJob(job, tab) {
  const records = job.variants.map((variant) => ({
    page: job.path,
    widget: job.widget,
    state: job.state,
    theme: variant.theme,
    viewport: sizeName(variant.viewport),
    dir: job.dir ?? 'ltr',
    forcedColors: job.forcedColors ?? 'none',
    screenshot: `screenshots/${fileName(job, variant)}`,
    violations: [],
    problems: [],
  }));
  let audited = 0;
  let reusable = true;
  try {
    await openPage(job, tab);
    const { page, errors } = tab;
    await timed('steps', async () => {
      for (const step of job.steps) await runStep(page, step);
    });
    // What the steps opened may still be fading in (a popover waits for its challenge, then fades over 350 ms):
    // a fixed wait in the steps ran out once on a busy machine, and axe judged half-faded colours.
    if (job.steps.length > 0) await timed('settle', () => settle(page));
    if (job.dir && (await page.evaluate(() => document.documentElement.dir)) !== job.dir) {
      errors.push(`the page dropped dir="${job.dir}" during the steps`);
    }
    let current = job.variants[0];
    for (const [i, variant] of job.variants.entries()) {
      if (variant.viewport !== current.viewport) await timed('resize', () => page.setViewportSize(variant.viewport));
      if (variant.theme !== current.theme) await timed('theme', () => showTheme(page, variant.theme, errors));
      if (variant !== current) await timed('settle', () => settle(page));
      current = variant;
      await timed('screenshot', () =>
        page.screenshot({ path: `${reportDir}/${records[i].screenshot}`, type: 'jpeg', quality: 70 }),
      );
      // In forced colours the user's palette paints every text and background pair, while axe reads the
      // author's colours, which Chromium does not paint then: its contrast figures describe nothing on screen.
      // Those states are judged by the other rules and by their screenshots (edges and focus ring kept).
      const disabled = job.forcedColors === 'active' ? ['color-contrast'] : [];
      const exclude = job.state === 'page' ? [] : unchangedByStates;
      const results = await timed('axe', () => runAxe(page, disabled, exclude));
      axeVersion = results.testEngine.version;
      records[i].violations = readableViolations(results.violations);
      // Page errors go to the variant during which they were raised (loading and steps: the first).
      records[i].problems = [...errors.splice(0), ...(await timed('checks', () => pageProblems(page)))];
      audited = i + 1;
    }
  } catch (error) {
    const problem = `could not open the state: ${error.message.split('\n')[0]}`;
    for (const record of records.slice(audited)) record.problems = [...tab.errors, problem];
    // Whatever went wrong may have left the tab unusable (a crash, a hung script): the next state gets a new one.
    reusable = false;
  }
  return { records, reusable };
}

function label(record) {
  const dir = record.dir === 'rtl' ? ', rtl' : '';
  const forced = record.forcedColors === 'active' ? ', forced colors' : '';
  return `${record.page} [${record.state}] (${record.theme}, ${record.viewport}${dir}${forced})`;
}

function print(record) {
  if (record.violations.length === 0 && record.problems.length === 0) {
    console.log(`ok    ${label(record)}`);
    return;
  }
  const rules = record.violations.map((v) => v.rule).join(', ');
  const lines = [`FAIL  ${label(record)}${rules ? `: ${rules}` : ''}`];
  for (const problem of record.problems) lines.push(`    - ${problem}`);
  if (record.violations.length > 0) lines.push(formatViolations(record.violations).replace(/^(?=.)/gm, '    '));
  console.log(lines.join('\n'));
}

const todo = plan();
const done = new Array(todo.length);
await rm(`${reportDir}/screenshots`, { recursive: true, force: true });
await mkdir(`${reportDir}/screenshots`, { recursive: true });
try {
  let next = 0;
  const worker = async () => {
    let tab;
    while (next < todo.length) {
      const index = next++;
      tab ??= await newTab();
      const { records, reusable } = await runJob(todo[index], tab);
      done[index] = records;
      records.forEach(print);
      if (!reusable) {
        await timed('close', () => tab.page.close());
        tab = undefined;
      }
    }
    await tab?.page.close();
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
} finally {
  await browser.close();
  await server.close();
}

const records = done.flat();
const missing = only ? [] : [...docs].filter(([slug, doc]) => doc.states.length > 0 && !pages.includes(slug));
for (const [slug] of missing) console.log(`FAIL  ${slug}: lists audit states in docs/ but is not in the sitemap`);

const failed = records.filter((r) => r.violations.length > 0 || r.problems.length > 0);
const report = {
  generated: new Date().toISOString(),
  seconds: Math.round((performance.now() - started) / 100) / 10,
  // Where the time went: seconds in each phase, summed over the workers.
  phases: Object.fromEntries(Object.entries(phaseTimes).map(([phase, ms]) => [phase, Math.round(ms / 100) / 10])),
  axe: axeVersion,
  tags: [...confabAxeTags],
  summary: {
    audits: records.length,
    pages: pages.length,
    states: new Set(records.map((r) => `${r.page} ${r.state}`)).size,
    passed: records.length - failed.length,
    failed: failed.length,
    violations: records.reduce((sum, r) => sum + r.violations.length, 0),
  },
  states: records,
};
await writeFile(`${reportDir}/report.json`, `${JSON.stringify(report, null, 2)}\n`);
await writeFile(`${reportDir}/README.md`, renderReadme(report));
// The site links "the audit report of the last build": /a11y-report/ in the built site.
const published = `${buildDir}/a11y-report`;
await rm(published, { recursive: true, force: true });
await mkdir(published, { recursive: true });
await writeFile(`${published}/index.html`, renderHtml(report));
await cp(`${reportDir}/report.json`, `${published}/report.json`);
await cp(`${reportDir}/screenshots`, `${published}/screenshots`, { recursive: true });

const phaseSummary = Object.entries(report.phases)
  .sort(([, a], [, b]) => b - a)
  .map(([phase, seconds]) => `${phase} ${seconds} s`)
  .join(', ');
console.log(`\nTime by phase, summed over ${jobs} workers: ${phaseSummary}`);
console.log(
  `\nChromium audit: ${report.summary.audits} audits (${report.summary.states} states of ${report.summary.pages} pages), ` +
    `${report.summary.passed} passed, ${report.summary.failed} failed, in ${report.seconds} s` +
    `\nReport: a11y/report/README.md, and /a11y-report/ in the built site`,
);
process.exit(failed.length > 0 || missing.length > 0 ? 1 : 0);
