// The jump bench's page: Confab's inline chat with the chat bench's 10,000-message thread, whose newest message
// answers the message 9,000 rows up (`replyTo`). `window.jumpBench()` activates the quote and reports, frame by
// frame, when the original was rendered, focused and wholly in view (bench/chat-jump.mjs reads it).
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Chat } from 'confab-ui/chat';
import { makeThread, participants } from '../chat/thread.js';

const rowsUp = 9_000;
const toConfab = (m) => {
  if (m.kind === 'emoji') return { id: m.id, author: m.author, type: 'emoji', data: { emoji: m.emoji } };
  if (m.kind === 'file') return { id: m.id, author: m.author, type: 'file', data: { file: m.file } };
  return { id: m.id, author: m.author, type: 'text', data: { text: m.text } };
};
const messages = makeThread().messages.map(toConfab);
const last = messages.length - 1;
const original = messages[last - rowsUp];
messages[last] = { ...messages[last], replyTo: original.id };

createRoot(document.getElementById('app')).render(
  h(Chat, { mode: 'inline', open: true, participants, messages, onMessageSend: () => {} }),
);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Whether the whole of `row` is inside the log's visible box. */
function inView(row, log) {
  const r = row.getBoundingClientRect();
  const v = log.getBoundingClientRect();
  return r.height > 0 && r.top >= v.top - 0.5 && r.bottom <= v.bottom + 0.5;
}

/**
 * Activates the quote and watches up to 60 frames: for each, whether the original is rendered (the virtualizer
 * measures a row as it mounts), focused and wholly in view. Returns the times (ms from the click) of the first
 * frame of each, and the frames from the one that first drew the original to the first with it focused and in
 * view (and in view for the two frames after, so a view that lands and is then moved away does not count).
 */
window.jumpBench = async () => {
  const log = document.querySelector('[role="log"]');
  const quote = document.querySelector('[data-part="quote"]');
  const key = `id-${original.id}`;
  const find = () => Array.from(log.querySelectorAll('[data-key]')).find((el) => el.dataset.key === key) ?? null;
  if (!quote || find()) throw new Error('no quote, or the original is already rendered');
  // The page's own frame time before the click: on a loaded machine frames come late whatever the jump does.
  const idle = [];
  let previous = await nextFrame();
  for (let i = 0; i < 6; i++) {
    const now = await nextFrame();
    idle.push(now - previous);
    previous = now;
  }
  const longTasks = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
  observer.observe({ type: 'longtask' });
  const t0 = performance.now();
  quote.click();
  const clickMs = performance.now() - t0;
  const afterTask = await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now() - t0);
    channel.port2.postMessage(null);
  });
  const frames = [];
  for (let frame = 1; frame <= 60; frame++) {
    const at = (await nextFrame()) - t0;
    const row = find();
    frames.push({
      frame,
      at,
      rendered: Boolean(row),
      focused: row !== null && document.activeElement === row,
      visible: row !== null && inView(row, log),
    });
    if (frames.length >= 3 && frames.slice(-3).every((f) => f.focused && f.visible)) break;
  }
  const rendered = frames.find((f) => f.rendered) ?? null;
  const ready = frames.find((f, i) => frames.slice(i, i + 3).every((g) => g.focused && g.visible)) ?? null;
  const row = find();
  observer.disconnect();
  return {
    idleFrameMs: idle.sort((a, b) => a - b)[3],
    clickMs,
    afterTaskMs: afterTask,
    longTaskMs: longTasks,
    renderedMs: rendered?.at ?? null,
    focusedMs: frames.find((f) => f.focused)?.at ?? null,
    readyMs: ready?.at ?? null,
    readyFrame: ready?.frame ?? null,
    framesAfterRendered: ready && rendered ? ready.frame - rendered.frame : null,
    highlighted: row?.hasAttribute('data-highlighted') ?? false,
    posinset: row?.getAttribute('aria-posinset') ?? null,
  };
};
window.benchReady = () =>
  document.querySelector('[data-part="quote"]') !== null && document.querySelector('[role="log"]').scrollTop > 0;

/**
 * The baseline, on a fresh page: Home on the newest message (issue 29's travel to the first message), which
 * renders a window as far away without any quote. Same frame watch as the jump.
 */
window.homeBench = async () => {
  const log = document.querySelector('[role="log"]');
  const newest = Array.from(log.querySelectorAll('[data-part="message-row"]')).at(-1);
  newest.focus();
  await nextFrame();
  const t0 = performance.now();
  newest.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
  for (let frame = 1; frame <= 60; frame++) {
    const at = (await nextFrame()) - t0;
    const row = document.activeElement;
    if (row?.getAttribute('aria-posinset') === '1' && inView(row, log)) return { readyMs: at, readyFrame: frame };
  }
  return { readyMs: null, readyFrame: null };
};
