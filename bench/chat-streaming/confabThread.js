// The thread of bench/chat in Confab's message shape, and the streaming reply at its end, for both Confab pages.
import { makeThread } from '../chat/thread.js';

export { participants } from '../chat/thread.js';

/** The token in the reply's text, by which the harness finds it. */
export const replyToken = 'r00001';

const toConfab = (m) => {
  if (m.kind === 'emoji') return { id: m.id, author: m.author, type: 'emoji', data: { emoji: m.emoji } };
  if (m.kind === 'file') return { id: m.id, author: m.author, type: 'file', data: { file: m.file } };
  return { id: m.id, author: m.author, type: 'text', data: { text: m.text } };
};

/** The 10,000 messages. */
export const thread = makeThread().messages.map(toConfab);

/** The reply as the host replaces it: its text so far, and whether it is still streaming. */
export const reply = (text, streaming) => ({ id: replyToken, author: 'ada', type: 'text', data: { text }, streaming });
