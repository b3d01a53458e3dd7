/**
 * The docs site's fake bot: a pure function that answers a sent message, so the playground has someone to
 * talk to. A real site sends messages to its own server; nothing here leaves the page.
 */

/** Answers and quick replies for what the visitor wrote. */
export function botReply(message) {
  if (message.type === 'file') {
    const name = message.data.file ? message.data.file.name : 'your file';
    return {
      text: `Thanks, I got ${name}. Files stay in your browser in this demo.`,
      suggestions: ['Send another', 'Thanks'],
    };
  }
  if (message.type === 'emoji') {
    return { text: `${message.data.emoji} right back at you!`, suggestions: ['Tell me a joke', 'Help'] };
  }
  const text = (message.data.text || '').toLowerCase();
  if (/\b(hi|hello|hey)\b/.test(text)) {
    return {
      text: 'Hello! I am the demo bot. Ask me for *help*, a /joke/, or send a file.',
      suggestions: ['Help', 'Tell me a joke'],
    };
  }
  if (text.includes('help')) {
    return {
      text: 'Try:\n- Shift+Enter for a new line\n- the emoji button\n- pasting or dropping a file\n- scrolling to the top for older messages',
      suggestions: ['Tell me a joke', 'Thanks'],
    };
  }
  if (text.includes('joke')) {
    return {
      text: 'Why did the screen reader cross the road? It heard there was a skip link on the other side.',
      suggestions: ['Another one', 'Thanks'],
    };
  }
  if (text.includes('another')) {
    return { text: 'A div walks into a bar. Nobody can tell, it has no role.', suggestions: ['Thanks'] };
  }
  if (text.includes('thank')) return { text: 'You are welcome!', suggestions: [] };
  return { text: `You said: "${message.data.text}". Ask me for help, or say hello.`, suggestions: ['Help'] };
}

let counter = 0;

/** A unique id for a demo message. */
export function demoId(prefix = 'demo') {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** The message a host stores for a sent one: an id, the message it answers, and the file without the File object. */
export function storedMessage(sent) {
  const { file, ...data } = sent.data;
  const stored = { id: demoId('me'), author: 'me', type: sent.type, data: { ...data } };
  if (sent.replyTo !== undefined) stored.replyTo = sent.replyTo;
  if (file) stored.data.file = { url: file.url, name: file.name, type: file.type };
  return stored;
}

/** Older history for `onScrollToTop`: `count` messages before the given page. */
export function olderMessages(page, count = 6) {
  return Array.from({ length: count }, (_, i) => {
    const n = page * count + (count - i);
    return {
      id: `old-${page}-${i}`,
      author: i % 2 ? 'me' : 'bot',
      type: 'text',
      data: { text: `Older message ${n}`, meta: `${page + 1} day${page ? 's' : ''} ago` },
    };
  });
}
