// The in-page half of the chat bench, shared by every library's page (React 15 included: it uses no React).
// A page calls installBench() with three functions (mount the thread, append one message, prepend the older
// ones); bench/chat.mjs then calls window.bench.* through Playwright. Messages are found by the token in their
// text (see thread.js), and the scrolling element is found from them, so no library's markup is assumed.
// Every "done" is observed in a requestAnimationFrame callback: the frame that is about to be painted.

/** A frame longer than this counts as dropped (1.5 frames at 60 Hz). */
export const droppedFrameMs = 1.5 * (1000 / 60);

/** The scripted scroll goes from the bottom to the top in this long (90 frames at 60 Hz). */
const scrollMs = 1500;
const frameMs = 1000 / 60;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

async function settle(frames) {
  for (let i = 0; i < frames; i++) await nextFrame();
}

/** Calls check() once per frame until it returns true (resolves ms since t0) or gives up (resolves null). */
function untilFrame(check, t0, { timeoutMs = 60_000 } = {}) {
  return new Promise((resolve) => {
    const tick = () => {
      const result = check();
      if (result === true) resolve(performance.now() - t0);
      else if (result === 'stop' || performance.now() - t0 > timeoutMs) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The first text node under root holding token, walking at most `limit` text nodes from the start or the end. */
function findToken(root, token, fromEnd, limit) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  if (fromEnd) {
    let last = root;
    while (last.lastChild) last = last.lastChild;
    walker.currentNode = last;
  }
  let node = fromEnd && walker.currentNode.nodeType === Node.TEXT_NODE ? walker.currentNode : null;
  for (let seen = 0; seen < limit; seen++) {
    if (node?.data.includes(token)) return node;
    node = fromEnd ? walker.previousNode() : walker.nextNode();
    if (!node) return null;
  }
  return null;
}

const found = new Map();
/** findToken, remembering the node while it stays in the document (a keyed row keeps its DOM). */
function locate(root, token, fromEnd, limit) {
  const known = found.get(token);
  if (known?.isConnected && root.contains(known)) return known;
  const node = findToken(root, token, fromEnd, limit);
  if (node) found.set(token, node);
  return node;
}

function rectOf(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect();
}

/** The nearest ancestor that scrolls (overflow not visible, content taller than the box). */
function scrollerOf(node) {
  for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
    if (getComputedStyle(el).overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1) return el;
  }
  return null;
}

/** Whether the whole text node is inside the scroller's box. */
function fullyVisible(node, box) {
  const r = rectOf(node);
  const b = box.getBoundingClientRect();
  return r.height > 0 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
}

/**
 * @param {string} name the library measured
 * @param {{ messages: { token: string | null }[], older: { token: string | null }[], appended: { token: string } }} thread
 * @param {{ mount: () => void, append: () => void, prepend: () => void }} page
 */
export function installBench(name, thread, page) {
  const app = document.getElementById('app');
  let scroller = null;

  window.bench = {
    name,
    /** Mount to the frame where the newest message is fully visible; also to the frame it is in the DOM. */
    async mount() {
      const last = thread.messages[thread.messages.length - 1].token;
      let inDomMs = null;
      let frameOfDom = 0;
      const t0 = performance.now();
      page.mount();
      const firstRenderMs = await untilFrame(() => {
        const node = locate(app, last, true, 5000);
        if (!node) return false;
        inDomMs ??= performance.now() - t0;
        scroller = scrollerOf(node);
        if (scroller && fullyVisible(node, scroller)) return true;
        // A list that never scrolls itself to the bottom: give up a second after the message is there.
        return ++frameOfDom > 60 ? 'stop' : false;
      }, t0);
      await settle(10);
      return { firstRenderMs, inDomMs, scroller: scroller ? describe(scroller) : null };
    },

    /** Elements in the document. */
    elements: () => document.getElementsByTagName('*').length,

    /** Append one message (the view is at the bottom) to the frame where it is fully visible. */
    async append() {
      if (!scroller?.isConnected) return { ms: null, reason: 'no scrolling element found' };
      scroller.scrollTop = scroller.scrollHeight;
      await settle(10);
      const token = thread.appended.token;
      const t0 = performance.now();
      page.append();
      const ms = await untilFrame(() => {
        const node = locate(scroller, token, true, 200);
        return Boolean(node && fullyVisible(node, scroller));
      }, t0);
      await settle(10);
      return { ms };
    },

    /**
     * Scroll from the bottom to the top in 1.5 s of wall-clock time, setting scrollTop once a frame to where it
     * should be by then (a janky list draws fewer frames, as a real one would), and time the frames with
     * requestAnimationFrame timestamps. Long: frames over 1.5 x 16.7 ms. Missed: the 60 Hz frames those long
     * ones cost (a 50 ms frame misses 2).
     */
    /**
     * Starts timing key presses (which come from Playwright): for each keydown, the ms to the first frame in
     * which focus has moved or the view has scrolled, pushed to `window.__keyTimes` (null past 2 s). The bare
     * lists' scroller is made focusable, so that their Page keys scroll it as Chromium does natively.
     */
    timeKeys() {
      if (!scroller?.isConnected) return false;
      if (scroller.tabIndex < 0 && !scroller.hasAttribute('tabindex')) scroller.tabIndex = -1;
      const times = [];
      window.__keyTimes = times;
      addEventListener(
        'keydown',
        () => {
          const t0 = performance.now();
          const focused = document.activeElement;
          const top = scroller.scrollTop;
          untilFrame(() => document.activeElement !== focused || scroller.scrollTop !== top, t0, {
            timeoutMs: 2000,
          }).then((ms) => times.push(ms));
        },
        true,
      );
      return true;
    },

    /** Gives the scroller focus (the bare lists have no focusable rows). */
    focusScroller() {
      scroller?.focus();
      return document.activeElement === scroller;
    },

    async scroll() {
      if (!scroller?.isConnected) return { frames: 0, long: null, missed: null, longestMs: null };
      scroller.scrollTop = scroller.scrollHeight;
      await settle(10);
      const from = scroller.scrollTop;
      // The top, for a list that scrolls from 0 down and for a column-reverse one that scrolls from 0 up.
      const to = from - (scroller.scrollHeight - scroller.clientHeight);
      const stamps = [];
      await new Promise((resolve) => {
        let arrived = false;
        const tick = (now) => {
          stamps.push(now);
          if (arrived) return resolve(); // the frame after the last move, to time that one too
          const progress = Math.min(1, (now - stamps[0]) / scrollMs);
          scroller.scrollTop = from + (to - from) * progress;
          arrived = progress === 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
      return {
        frames: gaps.length,
        long: gaps.filter((gap) => gap > droppedFrameMs).length,
        missed: gaps.reduce((sum, gap) => sum + (gap > droppedFrameMs ? Math.round(gap / frameMs) - 1 : 0), 0),
        longestMs: Math.max(0, ...gaps),
        reachedTop: scroller.scrollTop <= to + 1,
      };
    },

    /**
     * At the top, prepend the older messages. Anchor: the first message whose top is inside the view. Time: to
     * the frame where the anchor is back within 1 px of where it was (or, if it never is within 30 frames, to
     * the first frame where the list grew). Drift: where the anchor ends up, 10 frames later, minus where it was;
     * jump: the largest drift seen in any frame on the way.
     */
    async prepend() {
      if (!scroller?.isConnected) return { ms: null, reason: 'no scrolling element found' };
      // Assigning -scrollHeight clamps to the top, whichever way the list scrolls.
      scroller.scrollTop = -scroller.scrollHeight;
      await settle(20);
      scroller.scrollTop = -scroller.scrollHeight;
      await settle(10);
      const box = scroller.getBoundingClientRect();
      const walker = document.createTreeWalker(scroller, NodeFilter.SHOW_TEXT);
      let anchor = null;
      for (let node = walker.nextNode(), seen = 0; node && seen < 3000; node = walker.nextNode(), seen++) {
        const token = /m\d{5}/.exec(node.data)?.[0];
        const top = token ? rectOf(node).top - box.top : -1;
        if (top >= -0.5 && top < box.height && (!anchor || top < anchor.top)) anchor = { token, top };
      }
      if (!anchor) return { ms: null, reason: 'no message in view at the top' };
      const offset = () => {
        const node = locate(scroller, anchor.token, false, 3000);
        return node ? rectOf(node).top - scroller.getBoundingClientRect().top - anchor.top : null;
      };
      const heightBefore = scroller.scrollHeight;
      let grewMs = null;
      let framesSinceGrowth = 0;
      let jumpPx = 0;
      const t0 = performance.now();
      page.prepend();
      const heldMs = await untilFrame(() => {
        if (grewMs === null && scroller.scrollHeight === heightBefore) return false;
        grewMs ??= performance.now() - t0;
        const drift = offset();
        jumpPx = Math.max(jumpPx, drift === null ? Infinity : Math.abs(drift));
        if (drift !== null && Math.abs(drift) <= 1) return true;
        return ++framesSinceGrowth > 30 ? 'stop' : false;
      }, t0);
      await settle(10);
      const drift = offset();
      return {
        ms: heldMs ?? grewMs,
        held: heldMs !== null,
        anchor: anchor.token,
        driftPx: drift === null ? null : Math.round(drift),
        jumpPx: Number.isFinite(jumpPx) ? Math.round(jumpPx) : null,
      };
    },
  };
}

function describe(el) {
  return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
}
