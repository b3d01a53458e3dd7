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

/**
 * The Markdown reply (about 4,000 characters): paragraphs with emphasis and links, a nested list, a fenced code
 * block and a block quote, as an assistant writes them.
 */
export const markdownReply = [
  'To stream an answer into the chat, keep the **messages in state** and replace the last one as each token',
  'arrives. The [streaming guide](https://example.com/docs/streaming) has the details; here is the *short* version.',
  '',
  '1. Keep the thread in state, oldest first, each message with a stable `id`.',
  '2. When the assistant starts answering, add its message with `streaming: true`.',
  '3. For each token:',
  '   - make a new message object with the text so far;',
  '   - put it in a new array in place of the last one;',
  '   - leave every other message object as it was.',
  '4. When the answer is complete, set `streaming: false` (or leave it out).',
  '',
  'A host written with React state looks like this:',
  '',
  '```tsx',
  "import { useState } from 'react';",
  "import { Chat, type ChatMessage } from 'confab-ui/chat';",
  '',
  'export function Assistant({ thread }: { thread: ChatMessage[] }) {',
  '  const [messages, setMessages] = useState(thread);',
  '  const ask = async (question: string) => {',
  '    const id = crypto.randomUUID();',
  "    setMessages((list) => [...list, { id, author: 'ai', type: 'text', data: { text: '' }, streaming: true }]);",
  "    let text = '';",
  '    for await (const token of answer(question)) {',
  '      text += token;',
  '      setMessages((list) => [...list.slice(0, -1), { ...list[list.length - 1], data: { text } }]);',
  '    }',
  '    setMessages((list) => [...list.slice(0, -1), { ...list[list.length - 1], streaming: false }]);',
  '  };',
  '  return <Chat messages={messages} participants={people} onMessageSend={(m) => ask(m.data.text)} />;',
  '}',
  '```',
  '',
  '> The list follows the answer from the bottom; a reader who scrolled up stays where they are, and the',
  '> button at the bottom says that a reply is still coming.',
  '',
  'Some things to keep in mind, with links to the reference:',
  '',
  '- **Stable ids**: the list keys rows by [message id](https://example.com/docs/messages#id); a new id makes a',
  '  new row, measured again.',
  '- **One array per update**: the list compares the new array with the last one from the end, so an update',
  '  costs the rows that changed, not the whole thread.',
  '- **Markdown**: with `messageStyling="markdown"` the answer is parsed block by block; a block that is complete',
  '  is parsed once and kept, and only the open tail is parsed again, so a long answer costs no more per token',
  '  at its end than at its start. See [Markdown](https://example.com/docs/markdown) for what is drawn.',
  '- **Stopping**: pass `onStop` and a Stop button shows while any message streams; abort your request there.',
  '',
  'If the answer holds code, each fenced block gets a Copy button. Here is a second, shorter one in Python:',
  '',
  '```python',
  'def stream(tokens):',
  '    text = ""',
  '    for token in tokens:',
  '        text += token',
  '        yield {"id": "answer", "text": text, "streaming": True}',
  '    yield {"id": "answer", "text": text, "streaming": False}',
  '```',
  '',
  'A few questions come up often:',
  '',
  '1. *Can the host send the whole thread again each time?* Yes: the list compares message objects, and those',
  '   that are the same objects cost nothing. Rebuilding every object would make every row new.',
  '2. *What about reactions during a stream?* A reaction replaces its message object too; that row renders',
  '   again beside the streaming one, and no other.',
  '3. *Does the reader hear every token?* No: a streaming message is announced once, when it is complete, and',
  '   the row is `aria-busy` meanwhile.',
  '',
  'For a quick check of your own host, open the [bench page](https://example.com/bench) and compare the React',
  'time per update with the bare list beside it; both should stay well under a frame.',
  '',
  'Finally, a few _words_ on performance: the list renders only the row that changed in each update, and the',
  'Markdown of that row parses only its last block again. With ~~thousands~~ tens of thousands of messages in',
  'the thread, a token costs about what it costs in a short one. Questions? Ask in the',
  '[discussions](https://example.com/discussions) or read the [FAQ](https://example.com/docs/faq).',
].join('\n');

/** The Markdown reply cut into `count` tokens of a few words each (white space kept). */
export function markdownTokens(count) {
  const words = markdownReply.match(/\s*\S+/g);
  const per = words.length / count;
  return Array.from({ length: count }, (_, i) => words.slice(Math.round(i * per), Math.round((i + 1) * per)).join(''));
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
    /**
     * Streams `tokens` words at `rate` a second; `scrolledUp` px above the bottom (0: at the bottom); `reply`,
     * `'plain'` words or the `'markdown'` reply (about 4,000 characters).
     */
    async run({ tokens = 300, rate = 30, scrolledUp = 0, reply = 'plain' }) {
      const words = reply === 'markdown' ? markdownTokens(tokens) : replyTokens(tokens).map((word) => ` ${word}`);
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
          text += words[sent];
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
