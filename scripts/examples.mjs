// The example apps as a user gets them: packs the library once (npm pack, run after `npm run build`),
// installs the tarball into each app under examples/ (one shared npm cache, --prefer-offline), builds them
// (two at a time: the machine has two cores), serves each, loads it in Chromium and fails on a type error
// (each build type-checks), a console error or warning (hydration warnings included), a page error, a widget
// that never becomes ready, or a `confab-c-*` / `confab-t-*` class in the server HTML without its CSS. The
// Next.js app is built with no captcha secret in the environment (as CI builds are) and started with one; its
// signup page is then solved by keyboard and submitted, and its server action's refusals checked; neither of its
// two prerendered pages may carry CSS of classes only the other uses. README's Next.js recipe is copied into it
// as written (app/readme/, scripts/readme-recipe.mjs), built with it, and its page loaded: hydrated, captcha ready.
// Usage: node scripts/examples.mjs [app ...]   (default: every app)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, missingChromium } from '../a11y/chromium/launch.mjs';
import { writeReadmeRecipe } from './readme-recipe.mjs';
import { checkEmbedHtml, checkEmbedVue } from './examples-embed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const examples = join(root, 'examples');
const apps = [
  { name: 'next-app', serve: 'next', sends: true, signup: true, firstMessage: 'Styled before hydration' },
  { name: 'vite-react19', serve: 'static', sends: true },
  { name: 'vite-react18', serve: 'static', sends: false },
  { name: 'embed-html', serve: 'embed', check: checkEmbedHtml },
  { name: 'embed-vue', serve: 'embed', check: checkEmbedVue },
].filter((app) => process.argv.length <= 2 || process.argv.includes(app.name));
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs a command and gives its stdout; all its output is shown only when it fails. */
function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    // No captcha secret reaches a build: the apps must build without their runtime secrets.
    const environment = { ...process.env, ...env };
    delete environment.CAPTCHA_SECRET;
    const child = spawn(command, args, { cwd, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}:\n${output}`));
    });
  });
}

/** Runs the tasks, at most `limit` at a time. */
async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

// 0. The browser first: without it, packing, installing and building the apps would be time spent to fail.
if (missingChromium()) {
  console.error(missingChromium());
  process.exit(1);
}

// 1. Pack once.
if (!existsSync(join(root, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first.');
const packDir = join(examples, '.pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
const [packed] = JSON.parse(await run('npm', ['pack', '--json', '--pack-destination', packDir], root));
renameSync(join(packDir, packed.filename), join(packDir, 'confab-ui.tgz'));
console.log(`packed ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} kB`);

// README's Next.js recipe goes into the Next.js app as written, and is built and loaded with it.
if (apps.some((app) => app.signup)) writeReadmeRecipe(join(examples, 'next-app'));

// 2. Install (in parallel: mostly waiting on the cache and the disk), then 3. build two at a time.
const timings = {};
await Promise.all(
  apps.map(async (app) => {
    const cwd = join(examples, app.name);
    const since = performance.now();
    // A file: dependency is not reinstalled when only its contents changed: drop the old copy.
    rmSync(join(cwd, 'node_modules/confab-ui'), { recursive: true, force: true });
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], cwd);
    timings[app.name] = { install: seconds(since) };
  }),
);
const buildFailures = {};
await pool(
  apps.map((app) => async () => {
    const since = performance.now();
    try {
      await run('npm', ['run', 'build'], join(examples, app.name), { NEXT_TELEMETRY_DISABLED: '1' });
    } catch (error) {
      buildFailures[app.name] = error.message;
    }
    timings[app.name].build = seconds(since);
    console.log(`built ${app.name} in ${timings[app.name].build} s (install ${timings[app.name].install} s)`);
  }),
  2,
);

// 4. Serve each app.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() }),
    ),
  );
}

async function serveNext(cwd) {
  const port = 40000 + (process.pid % 20000);
  const bin = join(cwd, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    // The runtime secret, and the example's test-only hook that reads a challenge's answer (off without it).
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      CAPTCHA_SECRET: randomBytes(48).toString('base64'),
      CONFAB_EXAMPLE_TEST_HOOKS: '1',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('next start did not answer within 20 s');
}

/** The CSS of every <style> in an HTML page. */
const styleText = (html) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');

/** The confab component and theme classes an HTML page uses. */
function confabClasses(html) {
  const used = new Set();
  for (const [, value] of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (/^confab-[ct]-/.test(name)) used.add(name);
  }
  return used;
}

/** Every confab class used in the server HTML that no <style> in it defines. */
function classesWithoutCss(html) {
  const css = styleText(html);
  const used = confabClasses(html);
  return { used: used.size, missing: [...used].filter((name) => !css.includes(`.${name}`)) };
}

/**
 * The CSS of each page is its own (issue 28): `next build` prerenders the pages in one process, where Stitches
 * keeps one sheet. A problem for each page whose CSS defines a class that only the other page uses.
 */
function foreignCss(pages, problems) {
  const kB = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB`;
  const sizes = [];
  for (const [name, html] of Object.entries(pages)) {
    const css = styleText(html);
    const own = confabClasses(html);
    sizes.push(`${name} ${kB(css)} for ${own.size} classes`);
    for (const [other, otherHtml] of Object.entries(pages)) {
      if (other === name) continue;
      const foreign = [...confabClasses(otherHtml)].filter((c) => !own.has(c) && css.includes(`.${c}`));
      if (foreign.length) {
        problems.push(`${name}: its CSS defines ${foreign.length} classes only ${other} uses: ${foreign.join(' ')}`);
      }
    }
  }
  return sizes.join(', ');
}

/** The JSON body of a response (Playwright's or fetch's), or an error naming `what`, the status and the body. */
async function jsonOf(response, what) {
  const status = typeof response.status === 'function' ? response.status() : response.status;
  const body = await response.text();
  if (status !== 200) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body.slice(0, 200))}`);
  try {
    return JSON.parse(body);
  } catch {
    throw new Error(`${what}: not JSON: ${JSON.stringify(body.slice(0, 200))}`);
  }
}

/**
 * The Next.js signup page end to end, by keyboard: a submission without a token is refused, the captcha is
 * solved (its answer read through the app's test-only hook), the token is refused for another action, accepted
 * for the signup, and refused when reused.
 */
async function checkSignup(browser, baseUrl, homeHtml, problems) {
  const signupUrl = new URL('signup', baseUrl).href;
  const signupHtml = await (await fetch(signupUrl)).text();
  const { missing } = classesWithoutCss(signupHtml);
  if (missing.length) problems.push(`signup: server HTML uses confab classes without CSS: ${missing.join(' ')}`);
  const cssSizes = foreignCss({ '/': homeHtml, '/signup': signupHtml }, problems);
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`signup: console ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`signup: page error: ${error.message}`));
  await page.goto(signupUrl, { waitUntil: 'load' });
  await page.locator('form[data-hydrated]').waitFor({ timeout: 15000 });
  const outcome = page.locator('form > p[role="status"]');
  const submit = async (name, expected) => {
    await page.getByRole('button', { name }).focus();
    await page.keyboard.press('Enter');
    await outcome.filter({ hasText: expected }).waitFor({ timeout: 15000 });
  };
  await submit('Sign up', 'Refused: malformed');

  // The challenge's id comes from its response, awaited here. (A 'response' listener that pushed ids as their
  // bodies arrived raced the widget: on a loaded machine the captcha was ready before the listener had read
  // the body, the id was undefined, the hook answered 404 with no body, and its JSON failed to parse.)
  const challengeResponse = page.waitForResponse((response) => response.url().endsWith('/api/captcha/slide'));
  await page.getByRole('button', { name: /Verify you are human/ }).focus();
  await page.keyboard.press('Enter');
  const { id } = await jsonOf(await challengeResponse, 'the challenge');
  const slider = page.getByRole('slider');
  await slider.waitFor({ timeout: 15000 });
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm' && !b.disabled),
    null,
    { timeout: 15000 },
  );
  const answer = await jsonOf(
    await fetch(new URL(`api/test-hooks/answer?id=${id}`, baseUrl)),
    `challenge ${id}'s answer`,
  );
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 100; step++) {
    const value = Number(await slider.getAttribute('aria-valuenow'));
    if (value >= answer.x) break;
    await page.keyboard.press(answer.x - value >= 10 ? 'PageUp' : 'ArrowRight');
  }
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('input[name="captchaToken"]')?.value, null, {
    timeout: 15000,
  });
  await submit('Subscribe to the newsletter', 'Refused: wrong-action');
  await submit('Sign up', 'Welcome, ada@example.com');
  await submit('Sign up', 'Refused: used');
  await page.close();
  return cssSizes;
}

/** README's recipe page (app/readme/signup): hydrates without a console message, and its captcha loads. */
async function checkReadmeRecipe(browser, baseUrl, problems) {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`readme: console ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`readme: page error: ${error.message}`));
  await page.goto(new URL('readme/signup', baseUrl).href, { waitUntil: 'load' });
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm' && !b.disabled),
    null,
    { timeout: 15000 },
  );
  if (!(await page.getByRole('button', { name: 'Sign up' }).isDisabled())) {
    problems.push('readme: Sign up is enabled before the captcha was solved');
  }
  await page.close();
}

// 5. Load each in Chromium.
const browser = await launchChromium();
let failed = 0;
for (const app of apps) {
  if (buildFailures[app.name]) {
    console.log(`FAIL  ${app.name}: the build failed (a type error fails it too)\n${buildFailures[app.name]}`);
    failed += 1;
    continue;
  }
  const cwd = join(examples, app.name);
  if (app.serve === 'embed') {
    const { problems, summary } = await app.check(browser, cwd);
    if (problems.length) {
      console.log(`FAIL  ${app.name}`);
      for (const problem of problems) console.log(`      ${problem}`);
      failed += 1;
    } else {
      console.log(
        `ok    ${app.name}: chat sends, picks an emoji, edits and deletes through its dialog; form refused before ` +
          `the captcha, solved by keyboard, token redeemed; every panel in a shadow root; ${summary}`,
      );
    }
    continue;
  }
  const server = app.serve === 'next' ? await serveNext(cwd) : await serveStatic(join(cwd, 'dist/client'));
  const problems = [];
  try {
    const html = await (await fetch(server.url)).text();
    const { used, missing } = classesWithoutCss(html);
    if (used === 0) problems.push('the server HTML has no confab classes: the widgets were not server-rendered');
    // An open chat's messages are in the server HTML (Next.js with cacheComponents once left them to the client).
    if (app.firstMessage && !html.includes(app.firstMessage)) {
      problems.push(`the server HTML lacks the inline chat's first message ("${app.firstMessage}")`);
    }
    if (missing.length)
      problems.push(`server HTML uses ${missing.length} confab classes without CSS: ${missing.join(' ')}`);

    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(server.url, { waitUntil: 'load' });
    await page.locator('[data-hydrated]').waitFor({ timeout: 15000 });
    // The captcha is ready once both images loaded: its confirm button is enabled.
    await page.waitForFunction(
      () => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Confirm' && !b.disabled),
      null,
      { timeout: 15000 },
    );
    // The chat works: open it if it is a launcher, send a message, see it in the log.
    const launcher = page.getByRole('button', { name: /^Open chat/ });
    if (await launcher.count()) await launcher.click();
    const log = page.getByRole('log', { name: 'Messages' });
    await log.waitFor({ timeout: 15000 });
    if (app.sends) {
      await page.getByRole('textbox', { name: 'Message' }).fill('Sent from the example check');
      await page.keyboard.press('Enter');
      await log.getByText('Sent from the example check').waitFor({ timeout: 15000 });
    }
    await page.close();
    const cssSizes = app.signup ? await checkSignup(browser, server.url, html, problems) : '';
    if (app.signup) await checkReadmeRecipe(browser, server.url, problems);
    if (!problems.length) {
      console.log(
        `ok    ${app.name}: ${used} confab classes in the server HTML, all with CSS; ` +
          `hydrated, captcha ready, chat ${app.sends ? 'sends' : 'opens'}, no console message` +
          (app.signup
            ? '; signup solved by keyboard, token refused when missing, reused or for another action; ' +
              "README's recipe built and its page ready; " +
              `each page's CSS its own (${cssSizes})`
            : ''),
      );
    }
  } catch (error) {
    problems.push(error.message);
  } finally {
    server.stop();
  }
  if (problems.length) {
    console.log(`FAIL  ${app.name}`);
    for (const problem of problems) console.log(`      ${problem}`);
    failed += 1;
  }
}
await browser.close();
for (const [name, time] of Object.entries(timings))
  console.log(`time  ${name}: install ${time.install} s, build ${time.build} s`);
console.log(`examples: ${seconds(started)} s in all`);
process.exit(failed ? 1 : 0);
