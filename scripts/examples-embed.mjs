// examples/embed-html end to end, for scripts/examples.mjs: Redis and `confab-captcha serve` (the packed CLI)
// on free ports, the example's site in front, and Chromium through the page with the hostile host CSS.
// The chat sends, picks an emoji, edits, and deletes through its confirm dialog; the form will not submit
// before the captcha, which is solved by keyboard (its answer read from the service's Redis store, as the
// other end-to-end checks read it from their stores) and the form then submitted and the token redeemed. Every
// popover, tooltip and dialog must be inside a shadow root; no style of Confab's in the document; the host's
// own elements styled as without the script; the widgets' screenshots within 1% of those on a blank page.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
    socket.on('error', () => resolve(false));
  });

async function until(what, check, tries = 100) {
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      if (await check()) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready after ${tries / 10} s`);
}

/** Share of pixels that differ (any channel by more than 24 of 255) between two PNG screenshots of one size. */
async function pixelDifference(a, b) {
  const [one, two] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (one.info.width !== two.info.width || one.info.height !== two.info.height) return 1;
  let differing = 0;
  for (let i = 0; i < one.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(one.data[i + c] - two.data[i + c]) > 24) {
        differing += 1;
        break;
      }
    }
  }
  return differing / (one.data.length / 4);
}

/** Everything Radix portals or dialogs drew: each one's tag and whether it is inside a shadow root. */
const floatingParts = () =>
  [...document.querySelectorAll('confab-chat, confab-verify-button')].flatMap((host) => [
    ...host.shadowRoot.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], [role="tooltip"], [data-radix-popper-content-wrapper]',
    ),
  ]).length;

/** Confab styles in the document itself: <style> elements and rules naming confab classes or tokens. */
const documentStyles = () => {
  const rules = [...document.styleSheets, ...document.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules]);
  return (
    rules.filter((rule) => rule.cssText.includes('confab')).length +
    document.querySelectorAll('style:not(#hostile)').length
  );
};

/** Computed styles of the host page's own elements. */
const hostElementStyles = () =>
  ['h1', '#intro', 'label', 'input[name=email]', 'button[type=submit]', 'form', 'body'].map((selector) => {
    const style = getComputedStyle(document.querySelector(selector));
    return [
      selector,
      ['font', 'lineHeight', 'boxSizing', 'padding', 'margin', 'color', 'backgroundColor', 'display']
        .map((p) => style[p])
        .join('|'),
    ];
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations inside the two elements (their shadow roots included), with Confab's rule set. */
async function axeViolations(page, tags) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async (tags) => {
      const results = await window.axe.run(
        { include: [['confab-chat'], ['confab-verify-button']] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' > ')).join(', ')})`);
    },
    [...tags],
  );
}

/**
 * Redis and `confab-captcha serve` (the app's packed CLI) on free ports, in `dir`; `stops` gets their stops.
 * Gives the service's URL, its redeem key and key file, and a client of its store.
 */
async function startCaptchaService(cwd, dir, stops) {
  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  stops.push(() => redis.kill());
  await until('redis-server', () => listening(redisPort));
  const store = new Redis(`redis://127.0.0.1:${redisPort}`, { lazyConnect: true });
  await store.connect();
  stops.push(() => store.disconnect());

  const secret = join(dir, 'secret');
  const redeemKeyFile = join(dir, 'redeem-key');
  writeFileSync(secret, randomBytes(48).toString('base64'));
  const redeemKey = randomBytes(48).toString('base64');
  writeFileSync(redeemKeyFile, redeemKey);
  const captchaPort = await freePort();
  const cli = spawn(
    process.execPath,
    [
      join(cwd, 'node_modules/confab-ui/dist/captcha/server/cli.js'),
      'serve',
      '--port',
      String(captchaPort),
      '--secret-file',
      secret,
      '--redeem-key-file',
      redeemKeyFile,
      '--redis-url',
      `redis://127.0.0.1:${redisPort}`,
    ],
    { cwd, stdio: 'ignore' },
  );
  stops.push(() => cli.kill());
  const captcha = `http://127.0.0.1:${captchaPort}`;
  await until('confab-captcha serve', async () => (await fetch(`${captcha}/captcha/health`)).ok);
  return { captcha, redeemKey, redeemKeyFile, store };
}

/** Problems for every console error or warning, page error and failed response of `page`. */
function watchPage(page, problems) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
}

/**
 * The open chat: sends, picks an emoji, edits, deletes through its confirm dialog, and shows a tooltip; the
 * picker, the dialog and the tooltip inside the shadow root. `audit` is called in the states on the way.
 */
async function driveChat(page, problems, audit) {
  await audit(page, 'chat open');
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Sent from the embed check');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByText('Sent from the embed check').waitFor();
  await page.getByRole('button', { name: 'Emoji', exact: true }).click();
  const picker = page.getByRole('dialog', { name: /emoji/i });
  await picker.waitFor();
  await audit(page, 'emoji picker open');
  const floating = await page.evaluate(floatingParts);
  if (!floating) problems.push('the emoji picker is not inside the chat shadow root');
  await picker
    .getByRole('button')
    .filter({ hasText: /\p{Extended_Pictographic}/u })
    .first()
    .click();
  await until(
    'the picked emoji in the input',
    async () => /\p{Extended_Pictographic}/u.test(await input.inputValue()),
    50,
  );
  await input.fill('');
  await log.getByRole('button', { name: 'Edit message' }).last().click();
  await input.fill('Edited from the embed check');
  await page.keyboard.press('Enter');
  await log.getByText('Edited from the embed check').waitFor();
  await log.getByRole('button', { name: 'Delete message' }).last().click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete message' });
  await confirm.waitFor();
  if (!(await confirm.evaluate((node) => node.getRootNode() instanceof ShadowRoot)))
    problems.push('the confirm dialog is not inside a shadow root');
  await audit(page, 'delete dialog open');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await log.getByText('Edited from the embed check').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: /Close/ }).first().hover();
  const tooltip = page.getByRole('tooltip');
  await tooltip.first().waitFor();
  if (!(await tooltip.first().evaluate((node) => node.getRootNode() instanceof ShadowRoot)))
    problems.push('the tooltip is not inside a shadow root');
}

/**
 * The form: not submitted before the captcha (`required`), then the slide captcha solved by keyboard (its answer
 * read from the service's store) and the form submitted by Enter on its Sign up button. Gives the token.
 */
async function solveAndSubmit(page, store, problems, audit) {
  const pathBefore = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Sign up' }).click();
  if (!(await page.locator('form:has(confab-verify-button)').evaluate((form) => !form.checkValidity())))
    problems.push('the form could be submitted before the captcha was solved');
  if (new URL(page.url()).pathname !== pathBefore) problems.push('the form was submitted without a token');
  const challenge = page.waitForResponse((response) => response.url().endsWith('/captcha/slide'));
  await page.getByRole('button', { name: /Verify you are human/ }).focus();
  await page.keyboard.press('Enter');
  const { id } = await (await challenge).json();
  const slider = page.getByRole('slider');
  await slider.waitFor();
  if (!(await slider.evaluate((node) => node.getRootNode() instanceof ShadowRoot)))
    problems.push('the verify panel is not inside a shadow root');
  await page.getByRole('button', { name: 'Confirm' }).and(page.locator(':enabled')).waitFor();
  await audit(page, 'verify panel open, captcha loaded');
  const record = JSON.parse(await store.get(`confab:captcha:{${id}}`));
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < 100; step++) {
    const value = Number(await slider.getAttribute('aria-valuenow'));
    if (value >= record.answer.x) break;
    await page.keyboard.press(record.answer.x - value >= 10 ? 'PageUp' : 'ArrowRight');
  }
  const verified = page.evaluate(
    () =>
      new Promise((resolve) =>
        document.addEventListener('confab-verified', (event) => resolve(event.detail.token), { once: true }),
      ),
  );
  await page.keyboard.press('Enter');
  const token = await verified;
  await audit(page, 'verified');
  if (!token) problems.push('confab-verified carried no token');
  await page.getByRole('button', { name: 'Sign up' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Welcome, ada@example.com' }).waitFor();
}

/**
 * A modal verify panel (`container="dialog"`) taller than a short viewport scrolls by the mouse wheel over it,
 * and a wheel over its overlay does not scroll the page behind (react-remove-scroll's lock, which must see
 * through the shadow root: radix-ui/primitives#3353).
 */
async function wheelInDialog(context, url, problems) {
  const page = await context.newPage();
  watchPage(page, problems);
  await page.setViewportSize({ width: 1000, height: 260 });
  await page.goto(url);
  await page.locator('confab-verify-button').evaluate((host) => host.setAttribute('container', 'dialog'));
  await page.getByRole('button', { name: /Verify you are human/ }).click();
  await page.getByRole('slider').waitFor();
  const panel = page.locator('confab-verify-button').getByRole('dialog');
  const scrolled = () =>
    panel.evaluate((node) => ({ top: node.scrollTop, room: node.scrollHeight - node.clientHeight }));
  const before = await scrolled();
  if (before.room <= 0) problems.push(`the dialog panel does not overflow a 260 px viewport (room ${before.room} px)`);
  const box = await panel.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 120);
  try {
    await until('the dialog panel scrolled by the wheel', async () => (await scrolled()).top > before.top, 30);
  } catch (error) {
    problems.push(`${error.message}: scrollTop still ${(await scrolled()).top} of ${before.room} px`);
  }
  const pageTop = () => page.evaluate(() => document.scrollingElement.scrollTop);
  const pageRoom = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
  if (pageRoom <= 0) problems.push('the page behind the panel cannot scroll: the overlay check would prove nothing');
  // Playwright's click scrolled the button into view: the page's place from here on must not change.
  const pageTopBefore = await pageTop();
  await page.mouse.move(4, 4);
  await page.mouse.wheel(0, 120);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if ((await pageTop()) !== pageTopBefore)
    problems.push("a wheel over the modal panel's overlay scrolled the page behind");
  await page.close();
}

/** An audit function for `checkEmbed*`: axe with Confab's rule set; `audited` gets the states' names. */
async function auditor(cwd, problems, audited) {
  const { confabAxeTags } = await import(join(cwd, 'node_modules/confab-ui/dist/testing/index.js'));
  return async (page, state) => {
    audited.push(state);
    await settled(page);
    for (const violation of await axeViolations(page, confabAxeTags)) problems.push(`axe, ${state}: ${violation}`);
  };
}

/**
 * Waits until no finite animation or transition runs (in the shadow roots too), then two painted frames: axe reads
 * colours through opacity, so a panel still fading in (the emoji picker's 350 ms) reads lighter than it is drawn.
 */
async function settled(page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Runs `body` with what an embed check needs: a problems list, an axe `audit`, a `stops` list (run in reverse at
 * the end) and a scratch `dir`. Gives `{ problems, summary }`: the summary is what `body` returned, followed by
 * the audited states; an error thrown is a problem.
 */
async function embedCheck(cwd, body) {
  const problems = [];
  const audited = [];
  const audit = await auditor(cwd, problems, audited);
  const stops = [];
  const dir = mkdtempSync(join(tmpdir(), 'confab-embed-'));
  try {
    const summary = await body({ problems, audit, stops, dir });
    return { problems, summary: `${summary}; axe: 0 violations in ${audited.join(', ')}` };
  } catch (error) {
    problems.push(error.stack ?? error.message);
    return { problems, summary: '' };
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function checkEmbedHtml(browser, cwd) {
  return embedCheck(cwd, async ({ problems, audit, stops, dir }) => {
    const { captcha, redeemKey, store } = await startCaptchaService(cwd, dir, stops);
    const { startSite } = await import(join(cwd, 'server.mjs'));
    const site = await startSite({ captcha, redeemKey });
    stops.push(site.stop);

    const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
    stops.push(() => context.close());
    const page = await context.newPage();

    // The host's own elements, without the script, then with it.
    await page.route('**/confab/**', (route) => route.abort());
    await page.goto(site.url);
    const hostWithout = await page.evaluate(hostElementStyles);
    await page.unroute('**/confab/**');
    watchPage(page, problems);
    /** Screenshots of the closed launcher, the verify button and the open window on one page. */
    const shots = async (url) => {
      await page.goto(url);
      // Placed alike on both pages (their own layouts differ, and a box at a fraction of a pixel is drawn blurred).
      await page.locator('confab-verify-button').evaluate((host) => {
        host.style.cssText = 'position: fixed; top: 200px; left: 400px';
      });
      const launcher = page.getByRole('button', { name: /^Open chat/ });
      await launcher.waitFor();
      const verify = page.getByRole('button', { name: /Verify you are human/ });
      await verify.waitFor();
      const closed = [await launcher.screenshot(), await verify.screenshot()];
      if (url === site.url) await audit(page, 'chat closed');
      await launcher.click();
      const window = page.getByRole('log', { name: 'Messages' });
      await window.getByText('Hello! How can we help?').waitFor();
      const box = await page.locator('confab-chat').evaluate((host) => {
        const { x, y, width, height } =
          host.shadowRoot
            .querySelector('[role="log"]')
            .closest('section, [role="dialog"], [aria-label]')
            ?.getBoundingClientRect() ?? {};
        return { x, y, width, height };
      });
      await page.mouse.move(0, 0);
      const open = await page.screenshot({ clip: box.width ? box : undefined });
      return [...closed, open];
    };
    const blank = await shots(new URL('blank', site.url).href);
    const hostile = await shots(site.url);
    const names = ['launcher', 'verify button', 'open window'];
    const differences = [];
    for (const [index, name] of names.entries()) {
      const share = await pixelDifference(blank[index], hostile[index]);
      if (process.env.CONFAB_EMBED_SHOTS) {
        writeFileSync(join(process.env.CONFAB_EMBED_SHOTS, `blank-${index}.png`), blank[index]);
        writeFileSync(join(process.env.CONFAB_EMBED_SHOTS, `hostile-${index}.png`), hostile[index]);
      }
      differences.push(`${name} ${(share * 100).toFixed(2)}%`);
      if (share >= 0.01) problems.push(`${name}: ${(share * 100).toFixed(2)}% of pixels differ from the blank page's`);
    }
    const hostWith = await page.evaluate(hostElementStyles);
    if (JSON.stringify(hostWith) !== JSON.stringify(hostWithout))
      problems.push(`the host's own elements changed: ${JSON.stringify(hostWithout)} -> ${JSON.stringify(hostWith)}`);
    if (await page.evaluate(documentStyles)) problems.push('Confab styles were written into the host document');

    await driveChat(page, problems, audit);
    await wheelInDialog(context, site.url, problems);
    await solveAndSubmit(page, store, problems, audit);
    return `a dialog panel taller than the viewport scrolls by wheel; no style in the document, the host's elements unchanged; screenshots against a blank page: ${differences.join(', ')}`;
  });
}

/** `vite preview` of the app (its vite.config passes /captcha to `captcha` and redeems with the key file). */
async function startVitePreview(cwd, captcha, redeemKeyFile, stops) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(cwd, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd,
      env: { ...process.env, CONFAB_CAPTCHA_URL: captcha, CONFAB_REDEEM_KEY_FILE: redeemKeyFile },
      stdio: 'ignore',
    },
  );
  stops.push(() => child.kill());
  const url = `http://127.0.0.1:${port}/`;
  await until('vite preview', async () => (await fetch(url)).ok);
  return url;
}

/** The lines of the Vue app's event list (what its `@confab-*` listeners heard). */
const vueEvents = (page) => page.getByRole('list', { name: 'Chat events' }).getByRole('listitem').allTextContents();

/**
 * examples/embed-vue: a Vue 3 app importing `confab-ui/embed`. Its `.messages` and `:colors` bindings reach the
 * chat (the welcome message, the brand's launcher colour), its `@confab-*` listeners hear the open, send, edit
 * and remove; the chat and the form are driven as in the HTML page, the form sent by Vue's submit handler with
 * the token from the form data, redeemed by the server.
 */
export async function checkEmbedVue(browser, cwd) {
  return embedCheck(cwd, async ({ problems, audit, stops, dir }) => {
    const { captcha, redeemKeyFile, store } = await startCaptchaService(cwd, dir, stops);
    const url = await startVitePreview(cwd, captcha, redeemKeyFile, stops);
    const context = await browser.newContext({ viewport: { width: 1000, height: 760 } });
    stops.push(() => context.close());
    const page = await context.newPage();
    watchPage(page, problems);
    await page.goto(url);
    const launcher = page.getByRole('button', { name: /^Open chat/ });
    await launcher.waitFor();
    const launcherColor = await launcher.evaluate((node) => getComputedStyle(node).backgroundColor);
    if (launcherColor !== 'rgb(20, 83, 45)')
      problems.push(`:colors did not reach the chat: the launcher is ${launcherColor}, not the brand's #14532d`);
    await launcher.click();
    await page.getByRole('log', { name: 'Messages' }).getByText('Hello! How can we help?').waitFor();
    await driveChat(page, problems, audit);
    const heard = await vueEvents(page);
    const expected = [
      'open: true',
      'sent: Sent from the embed check',
      'edited: Edited from the embed check',
      /^removed: confab-\d+$/,
    ];
    for (const line of expected) {
      if (!heard.some((text) => (typeof line === 'string' ? text === line : line.test(text))))
        problems.push(`the Vue listeners did not hear "${line}" (heard: ${heard.join(' | ')})`);
    }
    await solveAndSubmit(page, store, problems, audit);
    return "Vue's .messages, :colors and @confab-* listeners reach the chat";
  });
}
