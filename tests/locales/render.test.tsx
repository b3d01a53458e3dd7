import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ClickCaptcha, RegionCaptcha, RotateCaptcha, SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { Chat, type ChatMessage } from '../../src/chat/index.js';
import { emojiCategories } from '../../src/emoji/index.js';
import { pendingWork } from '../../src/internal/pendingWork.js';
import type { CaptchaLanguage, ChatLanguage } from '../../src/locales/types.js';
import { clickData, loadImages, rotateData, slideData } from '../captcha/helpers.js';
import { participants } from '../chat/fixtures.js';
import { hasWords, languages, sameAsEnglish } from './languages.js';

const now = Date.now();
const thread: ChatMessage[] = [
  { id: 1, author: 'ada', type: 'text', data: { text: 'Hello there' }, sentAt: now - 60_000 },
  {
    id: 2,
    author: 'me',
    type: 'text',
    data: { text: 'Hi Ada' },
    sentAt: now - 50_000,
    status: 'read',
    readBy: ['ada', 'bob'],
  },
  {
    id: 3,
    author: 'bob',
    type: 'file',
    data: { file: { url: 'https://x.test/a.pdf', name: 'a.pdf' } },
    sentAt: now - 40_000,
  },
  { id: 4, author: 'me', type: 'text', data: { text: 'Later' }, sentAt: now - 30_000, replyTo: 1, status: 'failed' },
  {
    id: 5,
    author: 'ada',
    type: 'text',
    data: { text: 'Thinking' },
    sentAt: now - 20_000,
    reactions: [{ emoji: '👍', count: 2, mine: true, by: ['bob', 'me'] }],
    suggestions: ['Sure'],
  },
  { id: 6, author: 'ada', type: 'text', data: { text: 'Streaming' }, sentAt: now - 10_000, streaming: true },
];
/** What the host writes: names and message texts, the same in every language. */
const content = [
  'Ada',
  'Bob',
  'Hello there',
  'Hi Ada',
  'a.pdf',
  'b.png',
  'big.pdf',
  'c.pdf',
  'Later',
  'Thinking',
  'Streaming',
  'Sure',
];

/** Every string a person meets on the page: text, accessible names and descriptions, placeholders, alt texts. */
function pageStrings(): Set<string> {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('style, script')) found.add((node.textContent ?? '').trim());
  for (const element of document.body.querySelectorAll('*'))
    for (const name of ['aria-label', 'aria-valuetext', 'aria-description', 'title', 'placeholder', 'alt'])
      found.add(element.getAttribute(name)?.trim() ?? '');
  found.delete('');
  return found;
}

const settled = () => waitFor(() => expect(pendingWork()).toEqual([]));

type Scene = (language: { chat: ChatLanguage; captcha: CaptchaLanguage }) => Promise<void>;

/** The chat's states: closed with a badge; open (times, replies, files, receipts, reactions, streaming, typing). */
const chatScenes: Record<string, Scene> = {
  closed: async ({ chat }) => {
    render(<Chat participants={participants} messages={thread} newMessagesCount={3} locale={chat} />);
  },
  open: async ({ chat }) => {
    render(
      <Chat
        participants={participants}
        messages={thread}
        defaultOpen
        locale={chat}
        showEdition
        showDeletion
        showReply
        showConfirmationDeletion
        showTypingIndicator="bob"
        unreadFrom={5}
        hasMoreHistory={false}
        onReact={() => {}}
        onRetry={() => {}}
        onStop={() => {}}
      />,
    );
    await settled();
  },
  'participant list': async ({ chat }) => {
    render(<Chat participants={participants} messages={thread} defaultOpen locale={chat} />);
    await settled();
    const title = chat.labels.participantsToggle(chat.labels.titleWithMany('Ada'));
    await userEvent.setup().click(screen.getByRole('button', { name: title }));
  },
  'editing, replying, the delete dialog, a message sent': async ({ chat }) => {
    const user = userEvent.setup();
    const { labels } = chat;
    render(
      <Chat
        participants={participants}
        messages={thread}
        defaultOpen
        locale={chat}
        showEdition
        showDeletion
        showReply
        showConfirmationDeletion
        onMessageSend={() => {}}
      />,
    );
    await settled();
    await user.type(screen.getByRole('textbox', { name: labels.input }), 'Sure{Enter}');
    const own = screen.getAllByRole('article').find((row) => within(row).queryByText('Hi Ada')) as HTMLElement;
    await user.click(within(own).getByRole('button', { name: labels.editMessage, hidden: true }));
    const reply = within(own).queryByRole('button', { name: labels.replyToMessage, hidden: true });
    if (reply) await user.click(reply);
    await user.click(within(own).getByRole('button', { name: labels.deleteMessage, hidden: true }));
  },
};

chatScenes['the emoji picker open'] = async ({ chat }) => {
  render(<Chat participants={participants} messages={thread} defaultOpen locale={chat} />);
  await settled();
  await userEvent.setup().click(screen.getByRole('button', { name: chat.labels.emoji }));
  await screen.findByRole('tablist', { name: chat.labels.emojiCategories });
};

/**
 * The emoji's own names in the picker's grid: the dataset's (emoji-datasource, English only), which no language
 * translates; the picker's words around them (its name, tabs, headings) are the language's.
 */
const emojiNames = new Set(emojiCategories.flatMap((category) => category.emojis.map((entry) => entry.name)));

/** A file of `size` bytes. */
const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

chatScenes['files: uploading, refused, a message with files'] = async ({ chat }) => {
  const user = userEvent.setup();
  const sent: ChatMessage = {
    id: 9,
    author: 'bob',
    type: 'file',
    data: {
      files: [
        { url: 'https://x.test/a.pdf', name: 'a.pdf' },
        { url: 'https://x.test/b.png', name: 'b.png' },
      ],
    },
  };
  const { container } = render(
    <Chat
      participants={participants}
      messages={[...thread, sent]}
      defaultOpen
      locale={chat}
      maxFiles={2}
      maxFileSize={100}
      onFileUpload={() => new Promise<never>(() => {})}
    />,
  );
  await settled();
  const chooser = container.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(chooser, [file('a.pdf', 'application/pdf'), file('big.pdf', 'application/pdf', 500)]);
  await user.upload(chooser, [file('b.png', 'image/png'), file('c.pdf', 'application/pdf')]);
};

/** Each captcha loaded, the slide one also loading and failed, and the verify button's panel open. */
const captchaScenes: Record<string, Scene> = {
  'four captchas, loaded, with another way': async ({ captcha }) => {
    const way = () => new Promise<never>(() => {});
    render(
      <>
        <ClickCaptcha data={clickData} locale={captcha} verifyAnotherWay={way} />
        <SlideCaptcha data={slideData} locale={captcha} />
        <RegionCaptcha data={slideData} locale={captcha} />
        <RotateCaptcha data={rotateData} locale={captcha} />
      </>,
    );
    loadImages();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: captcha.strings.anotherWay.tryAnotherWay }));
  },
  'loading and failed': async ({ captcha }) => {
    render(
      <>
        <SlideCaptcha data={slideData} locale={captcha} />
        <SlideCaptcha data={slideData} locale={captcha} defaultStatus="failure" />
      </>,
    );
  },
  'verify button, its panel open': async ({ captcha }) => {
    render(
      <VerifyButton
        locale={captcha}
        type="warn"
        defaultOpen
        captcha={<SlideCaptcha data={slideData} locale={captcha} />}
      />,
    );
    loadImages();
  },
};

/** The strings of `scene` in English, and those of `lang` found among them (host content and numbers aside). */
async function englishLeft(scene: Scene, lang: string): Promise<string[]> {
  const english = languages.en as { chat: ChatLanguage; captcha: CaptchaLanguage };
  await scene(english);
  const inEnglish = pageStrings();
  cleanup();
  await scene(languages[lang] as { chat: ChatLanguage; captcha: CaptchaLanguage });
  const found = [...pageStrings()].filter(
    (text) =>
      inEnglish.has(text) && hasWords(text, content) && !emojiNames.has(text) && !sameAsEnglish[lang]?.includes(text),
  );
  cleanup();
  return found;
}

const others = Object.keys(languages).filter((lang) => lang !== 'en');

describe.each(others)('%s: no English string is left on the page', (lang) => {
  it.each(Object.entries(chatScenes))(
    'chat, %s',
    async (_, scene) => {
      expect(await englishLeft(scene, lang)).toEqual([]);
    },
    30_000,
  );

  it.each(Object.entries(captchaScenes))(
    'captcha, %s',
    async (_, scene) => {
      expect(await englishLeft(scene, lang)).toEqual([]);
    },
    30_000,
  );
});
