import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { participants } from './fixtures.js';
import { rowOnScreen, scrollLogTo, setViewportHeight, stubLogLayout } from './scrollStub.js';

/** Wednesday 25 November 2026, noon UTC: "now" in every test here. */
const now = Date.UTC(2026, 10, 25, 12, 0);
const minute = 60_000;
const day = 86_400_000;
const text = (id: number, author: string, sentAt: ChatMessage['sentAt'], words = `Message ${id}`): ChatMessage => ({
  id,
  author,
  type: 'text',
  data: { text: words },
  sentAt,
});
const format = { locale: 'en-US', timeZone: 'UTC' } as const;

function setup(messages: ChatMessage[], props: Partial<MessageListProps> = {}) {
  const result = render(<MessageList messages={messages} participants={participants} {...format} {...props} />);
  const update = (next: ChatMessage[]) =>
    result.rerender(<MessageList messages={next} participants={participants} {...format} {...props} />);
  return { ...result, update, log: screen.getByRole('log', { name: 'Messages' }) };
}

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  unstub();
});

describe('MessageList times', () => {
  it('shows each message’s time in the locale’s clock, and the full date in the row’s description', () => {
    setup([text(1, 'ada', now - 30 * minute, 'Hello'), text(2, 'me', new Date(now - 20 * minute).toISOString())]);
    const hello = screen.getByRole('article', { name: /^Ada: 11:30\sAM Hello$/ });
    expect(hello).toHaveAccessibleDescription(/^Wednesday, November 25, 2026(,| at) 11:30\sAM$/);
    const time = within(hello).getByText(/11:30/, { selector: 'time' });
    expect(time).toHaveAttribute('dateTime', '2026-11-25T11:30:00.000Z');
    expect(screen.getByRole('article', { name: /^You: 11:40\sAM Message 2$/ })).toBeInTheDocument();
  });

  it('writes the 24-hour clock of a locale that uses it, in the time zone given', () => {
    setup([text(1, 'ada', now, 'Hi')], { locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    // 12:00 UTC is 21:00 in Tokyo, on the same day.
    expect(screen.getByRole('article', { name: 'Ada: 21:00 Hi' })).toBeInTheDocument();
  });

  it('keeps the free caption beside the time', () => {
    setup([{ ...text(1, 'me', now, 'Hi'), data: { text: 'Hi', meta: 'Delivered' } }]);
    expect(screen.getByRole('article', { name: /^You: 12:00\sPM · Delivered Hi$/ })).toBeInTheDocument();
  });

  it('shows the full date in a tooltip when the keyboard reaches the time', async () => {
    const user = userEvent.setup();
    setup([text(1, 'ada', now - 5 * minute, 'Hello')]);
    await user.tab();
    expect(screen.getByRole('article', { name: /Hello/ })).toHaveFocus();
    await user.tab();
    const time = screen.getByText(/11:55/, { selector: 'time' });
    expect(time).toHaveFocus();
    expect(time).toHaveAccessibleDescription(/^Wednesday, November 25, 2026(,| at) 11:55\sAM$/);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Wednesday, November 25, 2026/);
  });

  it('shows the full date in a tooltip when the pointer rests on the time, which stays out of the Tab order', async () => {
    const user = userEvent.setup();
    setup([text(1, 'ada', now - 5 * minute, 'Hello'), text(2, 'grace', now - minute, 'Hi')]);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByText(/11:55/, { selector: 'time' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Wednesday, November 25, 2026(,| at) 11:55\sAM/);
    const time = screen.getByText(/11:55/, { selector: 'time' });
    expect(time).toHaveAccessibleDescription(/^Wednesday, November 25, 2026(,| at) 11:55\sAM$/);
    // The thread is still one Tab stop: from it, Tab enters the newest message, not the time hovered.
    await user.tab();
    expect(screen.getByRole('article', { name: /Hi$/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByText(/11:59/, { selector: 'time' })).toHaveFocus();
  });

  it('keeps focus on a time reached by the keyboard when the pointer then rests on it', async () => {
    const user = userEvent.setup();
    setup([text(1, 'ada', now - 5 * minute, 'Hello')]);
    await user.tab();
    await user.keyboard('{Enter}');
    const time = screen.getByText(/11:55/, { selector: 'time' });
    expect(time).toHaveFocus();
    await user.hover(time);
    expect(screen.getByText(/11:55/, { selector: 'time' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Wednesday, November 25, 2026/);
  });

  it('draws a sentAt in epoch seconds as that time, not as January 1970, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    setup([text(1, 'ada', (now - 5 * minute) / 1000, 'Hello')]);
    const time = screen.getByText(/11:55/, { selector: 'time' });
    await user.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Wednesday, November 25, 2026/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/sentAt in epoch seconds \(1795607700\), taken as seconds/);
    warn.mockRestore();
  });

  it('draws a message whose sentAt is not a time without one, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = text(1, 'ada', 'next tuesday', 'Hi');
    const { update } = setup([bad]);
    update([bad, text(2, 'ada', now, 'There')]);
    expect(screen.getByRole('article', { name: 'Ada: Hi' })).not.toHaveAttribute('aria-describedby');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/sentAt that is not a time/);
    warn.mockRestore();
  });
});

describe('MessageList day separators', () => {
  it('separates days with Today, Yesterday, the weekday, then the date, in reading order', () => {
    // A view as high as the whole thread, so that every row is drawn.
    setViewportHeight(1000);
    const { log } = setup([
      text(1, 'ada', now - 9 * day),
      text(2, 'bob', now - 3 * day),
      text(3, 'ada', now - day),
      text(4, 'bob', now - day + minute),
      text(5, 'ada', now),
    ]);
    const separators = [...log.querySelectorAll('[data-part="day-separator"]')];
    expect(separators.map((s) => s.textContent)).toEqual(['November 16, 2026', 'Sunday', 'Yesterday', 'Today']);
    expect(separators[3]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-25');
    // Each one sits right above the first message of its day.
    const order = [...log.querySelectorAll('[data-part="day-separator"], article')].map((e) =>
      e.tagName === 'ARTICLE' ? e.getAttribute('aria-posinset') : e.textContent,
    );
    expect(order).toEqual(['November 16, 2026', '1', 'Sunday', '2', 'Yesterday', '3', '4', 'Today', '5']);
  });

  it('takes its words from the labels, and days from the time zone', () => {
    const { log } = setup([text(1, 'ada', Date.UTC(2026, 10, 24, 23, 30)), text(2, 'ada', now)], {
      labels: { today: "Aujourd'hui", yesterday: 'Hier' },
      timeZone: 'Europe/Paris',
    });
    // 23:30 UTC on the 24th is already the 25th in Paris: one day, one separator.
    expect([...log.querySelectorAll('[data-part="day-separator"]')].map((s) => s.textContent)).toEqual(["Aujourd'hui"]);
  });

  it('moves focus from message to message over the separators', async () => {
    const user = userEvent.setup();
    setup([text(1, 'ada', now - day), text(2, 'bob', now)]);
    await user.tab();
    expect(screen.getByRole('article', { name: /Message 2/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('article', { name: /Message 1/ })).toHaveFocus();
  });

  it('keeps the reader’s place when older messages of other days are prepended', () => {
    // A view high enough that the separators above the reader's place are drawn too.
    setViewportHeight(1000);
    const current = Array.from({ length: 30 }, (_, i) => text(100 + i, 'ada', now - 2 * day + i * 10 * minute));
    const { log, update } = setup(current, { onScrollToTop: () => {} });
    scrollLogTo(log, 250);
    const place = rowOnScreen(log, 'Message 102');
    expect(place).not.toBeNull();
    const older = Array.from({ length: 10 }, (_, i) => text(80 + i, 'bob', now - 5 * day + i * 20 * minute));
    update([...older, ...current]);
    expect(log.querySelectorAll('[data-part="day-separator"]').length).toBeGreaterThan(0);
    expect(rowOnScreen(log, 'Message 102')).toBe(place);
  });
});

describe('MessageList groups', () => {
  const run = [
    text(1, 'ada', now - 10 * minute, 'One'),
    text(2, 'ada', now - 9 * minute, 'Two'),
    text(3, 'ada', now - 8 * minute, 'Three'),
    text(4, 'bob', now - 7 * minute, 'Four'),
  ];

  it('draws one name and one avatar for a run of one author, and closer rows', () => {
    const { log } = setup(run);
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('data-group'))).toEqual(['first', 'middle', 'last', 'single']);
    // Ada's name is shown once (Bob's once), and her picture once, beside the last of her run.
    expect(within(log).getAllByText('Ada')).toHaveLength(1);
    expect(within(log).getAllByText('Bob')).toHaveLength(1);
    expect(rows.map((row) => row.querySelectorAll('img').length)).toEqual([0, 0, 1, 0]);
  });

  it('names the author on the first row only, and describes the others by their author', () => {
    setup(run);
    const [one, two, three, four] = screen.getAllByRole('article');
    expect(one).toHaveAccessibleName(/^Ada: 11:50\sAM One$/);
    expect(two).toHaveAccessibleName(/^11:51\sAM Two$/);
    expect(two).toHaveAccessibleDescription(/^Ada: Wednesday, November 25, 2026(,| at) 11:51\sAM$/);
    expect(three).toHaveAccessibleName(/^11:52\sAM Three$/);
    expect(four).toHaveAccessibleName(/^Bob: 11:53\sAM Four$/);
    // Read in order, the log says "Ada" once for her three messages (what is hidden is not read).
    const read = [...screen.getByRole('log').querySelectorAll('[id$="-author"]')].filter(
      (e) => !e.closest('[hidden], [aria-hidden="true"]'),
    );
    expect(read.map((e) => e.textContent)).toEqual(['Ada: ', 'Bob: ']);
  });

  it('breaks a run after groupWithinMs, and not at all with 0', () => {
    const spread = [text(1, 'ada', now - 10 * minute), text(2, 'ada', now - 8 * minute)];
    const { unmount } = setup(spread, { groupWithinMs: minute });
    expect(screen.getAllByRole('article').map((row) => row.getAttribute('data-group'))).toEqual(['single', 'single']);
    unmount();
    setup(run, { groupWithinMs: 0 });
    expect(screen.getAllByRole('article').map((row) => row.getAttribute('data-group'))).toEqual([
      'single',
      'single',
      'single',
      'single',
    ]);
  });
});

describe('MessageList unread line', () => {
  const thread = Array.from({ length: 40 }, (_, i) => text(i + 1, i % 3 ? 'ada' : 'bob', now - (40 - i) * 10 * minute));

  it('opens at the New messages line when it is more than a screen up, the button counting from it', async () => {
    const user = userEvent.setup();
    const { log } = setup(thread, { unreadFrom: 21 });
    const line = log.querySelector('[data-part="unread-line"]') as HTMLElement;
    expect(line).toHaveTextContent('New messages');
    // The line is at the top of the view, the first unread message right under it (once the rows around
    // them are measured).
    await waitFor(() => expect(rowOnScreen(log, 'New messages')).toBe(0));
    expect(rowOnScreen(log, 'Message 21')).toBe(100);
    const button = screen.getByRole('button', { name: '20 new messages' });
    await user.click(button);
    expect(screen.getByRole('article', { name: /Message 21$/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });

  it('opens at the bottom when the line is on the last screen', () => {
    const { log } = setup(thread, { unreadFrom: 40 });
    expect(log.querySelector('[data-part="unread-line"]')).not.toBeNull();
    expect(rowOnScreen(log, 'Message 40')).not.toBeNull();
    expect(log.scrollTop).toBe(
      Math.max(0, Number.parseFloat(log.querySelector<HTMLElement>('[data-part="message-rows"]')!.style.height) - 400),
    );
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
  });
});
