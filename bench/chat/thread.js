// The one thread every page of the chat bench shows: 10,000 messages from a seeded generator (so every page and
// every run sees the same text), plus 50 older ones to prepend and one to append. Plain data, no library format:
// each page maps it to its own message shape.
//
// Each message has a `sentAt` (epoch ms): 40 messages a day, the newest today, a few minutes apart (one author's
// run often within 5 minutes: a group), so a page that draws days puts a separator about every 40 messages.
// The times come from the index alone, not the seeded generator, so the texts are those of the thread without times.
//
// Every text and file message carries a unique token (`m00042`) in its text, which is how the harness finds a
// message in any library's DOM without knowing its markup. Emoji-only messages carry none.

export const threadLength = 10_000;
export const olderCount = 50;

/** The other people in the thread; 'me' is the reader. */
export const participants = [
  { id: 'ada', name: 'Ada Lovelace' },
  { id: 'grace', name: 'Grace Hopper' },
  { id: 'linus', name: 'Linus Pauling' },
  { id: 'margaret', name: 'Margaret Hamilton' },
  { id: 'tim', name: 'Tim Berners-Lee' },
];

const words = (
  'the a chat is ready when you are we shipped new build today thanks for waiting see it works release notes ' +
  'review merged deploy staging tomorrow lunch meeting moved to three coffee bug fixed again please check'
).split(' ');
const emoji = ['😀', '👍🏽', '🎉', '🚀', '❤️', '👩‍💻', '🙏', '😂', '🔥', '✅'];

/** Messages in one day of the thread: a day separator about every this many messages. */
export const messagesPerDay = 40;

/**
 * The send time of message `index` of `total`: the day counts back from today so the last one is today,
 * each day starting at 08:00 local time, messages 1 to 8 minutes apart (from a hash of the index).
 */
function sentAtOf(index, total, now) {
  const daysBack = Math.floor((total - 1) / messagesPerDay) - Math.floor(index / messagesPerDay);
  const start = new Date(now);
  start.setHours(8, 0, 0, 0);
  start.setDate(start.getDate() - daysBack);
  let minutes = 0;
  for (let i = index - (index % messagesPerDay); i <= index; i += 1) minutes += 1 + (((i * 2654435761) >>> 0) % 8);
  return start.getTime() + minutes * 60_000;
}

export function makeThread(seed = 0x5eed17, now = Date.now()) {
  let state = seed >>> 0;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(words)).join(' ');

  const message = (index, forceText) => {
    const token = `m${String(index).padStart(5, '0')}`;
    const author = random() < 0.35 ? 'me' : pick(participants).id;
    const roll = forceText ? 0 : random();
    const id = token;
    if (roll < 0.5)
      return { id, token, author, kind: 'text', text: `${token} ${sentence(3 + Math.floor(random() * 14))}` };
    if (roll < 0.62) {
      const path = `${pick(words)}/${Math.floor(random() * 1000)}`;
      return { id, token, author, kind: 'text', text: `${token} ${sentence(4)} https://example.com/${path}?ref=chat` };
    }
    if (roll < 0.74) {
      return {
        id,
        token,
        author,
        kind: 'text',
        text: `${token} ${sentence(5)} ${pick(emoji)}${pick(emoji)} ${sentence(2)}`,
      };
    }
    if (roll < 0.8) {
      const lines = Array.from({ length: 2 + Math.floor(random() * 3) }, () => sentence(6));
      return { id, token, author, kind: 'text', text: `${token} ${lines.join('\n')}` };
    }
    if (roll < 0.9) return { id, token: null, author, kind: 'emoji', emoji: pick(emoji) };
    const name = `${token}-${pick(words)}.${pick(['pdf', 'png', 'zip', 'txt'])}`;
    return { id, token, author, kind: 'file', file: { name, url: `https://files.example.com/${name}` } };
  };

  const total = olderCount + threadLength + 1;
  const all = Array.from({ length: total }, (_, index) => ({
    // The newest message and the appended one are text, so the harness can see them arrive.
    ...message(index, index >= olderCount + threadLength - 1),
    sentAt: sentAtOf(index, total, now),
  }));
  return {
    participants,
    /** Older history, prepended in one go during the run. */
    older: all.slice(0, olderCount),
    /** The thread shown on mount, oldest first. */
    messages: all.slice(olderCount, olderCount + threadLength),
    /** The message appended during the run. */
    appended: all[olderCount + threadLength],
  };
}

/** The display name of an author id. */
export function authorName(author) {
  return author === 'me' ? 'You' : (participants.find((p) => p.id === author)?.name ?? author);
}
