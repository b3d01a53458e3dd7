// The in-page half of bench/chat-streaming.mjs, shared by its two pages (Confab's chat, the bare TanStack list).
// A page calls installStreamBench() with the thread's last message growing: `setReply(text, streaming)` replaces
// it, as a host replaces the message object while an assistant's answer streams in. run() then streams `tokens`
// words at `rate` a second and records, in every requestAnimationFrame callback (the frame about to be painted):
// the frame's length, the distance of the view from the bottom of the list (reader at the bottom) or how far
// a message in view moved (reader scrolled up), and, for every update, how long React took to render and
// commit it (flushSync around the host's state update: render, commit, layout effects and the layout they read),
// and that time with the layout of the update (a read of the scroller's height right after).
import { flushSync } from 'react-dom';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The words of the reply: a seeded mix of short and long ones, so lines wrap every few tokens. */
export function replyTokens(count, seed = 0x57ea) {
  const words = (
    'the answer depends on how the list measures rows while text grows; a virtualized thread keeps only the ' +
    'rows near the view in the document, so each wrap changes one measured height and the total size below it'
  ).split(' ');
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, () => words[Math.floor(random() * words.length)]);
}

/** The element that scrolls the list holding `node`. */
function scrollerOf(node) {
  for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
    if (getComputedStyle(el).overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1) return el;
  }
  return null;
}

/** The first text node holding `token` under root. */
function findText(root, token) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.data.includes(token)) return node;
  return null;
}

function topOf(node) {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect().top;
}

export function installStreamBench(name, { mount, setReply, replyToken }) {
  window.bench = {
    name,
    async mount() {
      mount();
      for (let i = 0; i < 600; i++) {
        await nextFrame();
        const text = findText(document.body, replyToken);
        if (text && scrollerOf(text.parentElement)) break;
      }
      for (let i = 0; i < 30; i++) await nextFrame();
      return Boolean(findText(document.body, replyToken));
    },
    /** Streams `tokens` words at `rate` a second; `scrolledUp` px above the bottom (0: at the bottom). */
    async run({ tokens = 300, rate = 30, scrolledUp = 0 }) {
      const words = replyTokens(tokens);
      let text = replyToken;
      flushSync(() => setReply(text, true));
      await nextFrame();
      const scroller = scrollerOf(findText(document.body, replyToken).parentElement);
      scroller.scrollTop = scroller.scrollHeight;
      for (let i = 0; i < 10; i++) await nextFrame();
      let anchor = null;
      let anchorTop = 0;
      if (scrolledUp > 0) {
        scroller.scrollTop = scroller.scrollHeight - scroller.clientHeight - scrolledUp;
        for (let i = 0; i < 10; i++) await nextFrame();
        // A message in the middle of the view, found by its token.
        const box = scroller.getBoundingClientRect();
        const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const token = middle?.closest('[data-index]')?.textContent?.match(/m\d{5}/)?.[0];
        anchor = token ? findText(scroller, token) : null;
        if (!anchor) throw new Error('no message in view to watch');
        anchorTop = topOf(anchor);
      }
      const frames = [];
      const gaps = [];
      const drifts = [];
      const updates = [];
      const withLayout = [];
      let sent = 0;
      const started = performance.now();
      let last = null;
      const timer = setInterval(() => {
        const due = Math.min(tokens, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
        while (sent < due) {
          text += ` ${words[sent]}`;
          sent += 1;
        }
        const finished = sent >= tokens;
        const t0 = performance.now();
        flushSync(() => setReply(text, !finished));
        const t1 = performance.now();
        // The layout the update causes, which the browser does before the next frame anyway: read here, so
        // that a list that lays out inside React's commit (to follow the growth) and one that leaves it to
        // the frame are compared on the same work.
        void scroller.scrollHeight;
        updates.push(t1 - t0);
        withLayout.push(performance.now() - t0);
        if (finished) clearInterval(timer);
      }, 1000 / rate);
      await new Promise((resolve) => {
        const frame = (now) => {
          if (last !== null) frames.push(now - last);
          last = now;
          if (anchor) drifts.push(topOf(anchor) - anchorTop);
          else gaps.push(scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight);
          if (sent >= tokens) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      for (let i = 0; i < 5; i++) await nextFrame();
      return { frames, gaps, drifts, updates, withLayout, tokens: sent, length: text.length };
    },
  };
}
