/**
 * What the chat page's live playgrounds use: participants, a starting conversation, and `useFakeBot`, a hook
 * that keeps the messages and answers after a typing pause. For the docs site only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { botReply, demoId, olderMessages, storedMessage } from './bot.js';

export { botReply, olderMessages } from './bot.js';

/** A round avatar drawn as an SVG data URL (the demo loads nothing from the network). */
function avatar(letter, color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The bot, and a second participant so the title reads "You, Confab bot & others". */
export const demoParticipants = [
  { id: 'bot', name: 'Confab bot' },
  { id: 'sam', name: 'Sam (support)', imageUrl: avatar('S', '#1e6b36') },
];

/** A conversation with each kind of message; the reader's own messages have ids (editable, deletable). */
export const demoMessages = [
  { id: 'm1', author: 'bot', type: 'system', data: { text: 'Confab bot joined the conversation' } },
  {
    id: 'm2',
    author: 'bot',
    type: 'text',
    data: { text: 'Hi! I am a *fake bot*: I answer whatever you send.', meta: '09:58' },
  },
  {
    id: 'm3',
    author: 'me',
    type: 'text',
    data: { text: 'Great, let us see.\nNew lines   and spaces stay as typed.', meta: '09:59' },
  },
  { id: 'm4', author: 'sam', type: 'emoji', data: { emoji: '👋' } },
  {
    id: 'm5',
    author: 'bot',
    type: 'text',
    data: { text: 'Docs are at https://example.com/docs. What would you like?' },
    suggestions: ['Hello', 'Help', 'Tell me a joke'],
    reactions: [
      { emoji: '👍', count: 2, mine: true, by: ['sam', 'me'] },
      { emoji: '🎉', count: 1, by: ['sam'] },
    ],
  },
];

/** Adds the user's reaction to a message's reactions (`mine`, counted, 'me' among `by`), or takes it back. */
function toggleReaction(message, emoji, mine) {
  const reactions = (message.reactions ?? []).map((r) => ({ ...r, by: r.by ?? [] }));
  const found = reactions.find((r) => r.emoji === emoji);
  if (mine && !found) reactions.push({ emoji, count: 1, mine: true, by: ['me'] });
  else if (mine && !found.mine) Object.assign(found, { count: found.count + 1, mine: true, by: [...found.by, 'me'] });
  else if (!mine && found?.mine)
    Object.assign(found, { count: found.count - 1, mine: false, by: found.by.filter((id) => id !== 'me') });
  return { ...message, reactions: reactions.filter((r) => r.count > 0) };
}

/**
 * A thread over the last four days for the times playground: `sentAt` on each message, runs of one author a
 * minute or two apart (drawn as groups), and `unreadFromId`, the first of the messages not read yet.
 */
export function threadDemo(now = Date.now()) {
  const at = (daysAgo, hour, minute) => {
    const date = new Date(now);
    date.setDate(date.getDate() - daysAgo);
    date.setHours(hour, minute, 0, 0);
    return date.getTime();
  };
  const lines = [
    [3, 9, 12, 'sam', 'Morning! The new build is on staging.'],
    [3, 9, 13, 'sam', 'Release notes are in the usual place.'],
    [3, 9, 20, 'me', 'Thanks, I will have a look after lunch.'],
    [1, 16, 2, 'me', 'Found one bug in the date picker.'],
    [1, 16, 3, 'me', 'It shows Sunday first in every locale.'],
    [1, 16, 30, 'sam', 'Good catch. I will fix it tomorrow.'],
    [0, 8, 45, 'sam', 'Fixed and deployed.'],
    [0, 8, 46, 'sam', 'The week now starts on the locale’s first day.'],
    [0, 8, 46, 'sam', 'Can you check in Arabic and English (UK)?'],
    [0, 9, 5, 'me', 'On it.'],
    [0, 9, 30, 'bot', 'Reminder: stand-up in 30 minutes.'],
    [0, 9, 58, 'sam', 'Stand-up moved to 10:30.'],
    [0, 9, 59, 'sam', 'Sorry for the short notice!'],
    [0, 10, 0, 'bot', 'Stand-up starts now.'],
  ];
  const messages = lines.map(([daysAgo, hour, minute, author, text], i) => ({
    id: `t${i + 1}`,
    author,
    type: 'text',
    data: { text },
    sentAt: at(daysAgo, hour, minute),
  }));
  return { messages, unreadFromId: 't7' };
}

/**
 * The playground's host: messages in state, `send` (the `onMessageSend`), `edit`, `remove`, `loadOlder` (for
 * `onScrollToTop`, three pages of history) and `hasMoreHistory` (false once they are in), `typing` (for
 * `showTypingIndicator`), `react` and `unreact` (for `onReact`, `onUnreact`), `stop` (for `onStop`), and the
 * unread count while closed (`open`, `setOpen`, `unread`). Options: `delay` before the answer (ms, default
 * 1200), `initialUnread` (default 2), `stream` (the answer streams in word by word, as an assistant's does:
 * `streaming: true` until complete or stopped; default false) and `wordsPerSecond` (default 30).
 */
export function useFakeBot({ delay = 1200, initialUnread = 2, stream = false, wordsPerSecond = 30 } = {}) {
  const [messages, setMessages] = useState(demoMessages);
  const [typing, setTyping] = useState('');
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(initialUnread);
  const page = useRef(0);
  const [hasMoreHistory, setHasMoreHistory] = useState(true);
  const timers = useRef([]);
  const streamTimer = useRef(null);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
    if (open) setUnread(0);
  }, [open]);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      clearInterval(streamTimer.current);
    },
    [],
  );

  const later = useCallback((ms, action) => {
    timers.current.push(setTimeout(action, ms));
  }, []);

  const send = useCallback(
    (sent) => {
      setMessages((list) => [...list, storedMessage(sent)]);
      const reply = botReply(sent);
      later(300, () => setTyping('bot'));
      later(300 + delay, () => {
        setTyping('');
        const id = demoId('bot');
        const complete = {
          id,
          author: 'bot',
          type: 'text',
          data: { text: reply.text },
          suggestions: reply.suggestions,
        };
        if (!openRef.current) setUnread((n) => n + 1);
        if (!stream) {
          setMessages((list) => [...list, complete]);
          return;
        }
        // The host replaces the message object with a longer text as each word comes, then completes it.
        const words = reply.text.split(/(?<= )/);
        let shown = 1;
        const partial = () => ({
          id,
          author: 'bot',
          type: 'text',
          data: { text: words.slice(0, shown).join('') },
          streaming: true,
        });
        setMessages((list) => [...list, partial()]);
        clearInterval(streamTimer.current);
        streamTimer.current = setInterval(() => {
          shown += 1;
          const done = shown >= words.length;
          setMessages((list) => list.map((m) => (m.id === id ? (done ? complete : partial()) : m)));
          if (done) clearInterval(streamTimer.current);
        }, 1000 / wordsPerSecond);
      });
    },
    [delay, later, stream, wordsPerSecond],
  );

  const edit = useCallback((edited) => {
    setMessages((list) => list.map((m) => (m.id === edited.id ? edited : m)));
  }, []);

  const remove = useCallback((removed) => {
    setMessages((list) => list.filter((m) => m.id !== removed.id));
  }, []);

  const loadOlder = useCallback(() => {
    if (page.current >= 3) return;
    const older = olderMessages(page.current);
    page.current += 1;
    setMessages((list) => [...older, ...list]);
    setHasMoreHistory(page.current < 3);
  }, []);

  const react = useCallback((message, emoji) => {
    setMessages((list) => list.map((m) => (m.id === message.id ? toggleReaction(m, emoji, true) : m)));
  }, []);

  const unreact = useCallback((message, emoji) => {
    setMessages((list) => list.map((m) => (m.id === message.id ? toggleReaction(m, emoji, false) : m)));
  }, []);

  // Stops the answer where it is: what came so far is the message.
  const stop = useCallback(() => {
    clearInterval(streamTimer.current);
    setMessages((list) => list.map((m) => (m.streaming ? { ...m, streaming: false } : m)));
  }, []);

  return {
    messages,
    typing,
    send,
    edit,
    remove,
    loadOlder,
    hasMoreHistory,
    open,
    setOpen,
    unread,
    react,
    unreact,
    stop,
  };
}
