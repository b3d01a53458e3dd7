import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Message, MessageList, type ChatMessage, type MessageListProps } from '../../src/chat/index.js';
import { participants } from './fixtures.js';
import { stubLogLayout } from './scrollStub.js';

const reacted: ChatMessage = {
  id: 1,
  author: 'ada',
  type: 'text',
  data: { text: 'Lunch at noon?' },
  reactions: [
    { emoji: '👍', count: 3, mine: true, by: ['ada', 'bob', 'me'] },
    { emoji: '😂', count: 1, by: ['bob'] },
  ],
};

function setup(props: Partial<MessageListProps> = {}) {
  const onReact = vi.fn();
  const onUnreact = vi.fn();
  render(
    <>
      <MessageList
        messages={[{ id: 0, author: 'bob', type: 'text', data: { text: 'Hi' } }, reacted]}
        participants={participants}
        onReact={onReact}
        onUnreact={onUnreact}
        {...props}
      />
      <button type="button">After the thread</button>
    </>,
  );
  return { onReact, onUnreact, row: screen.getByRole('article', { name: 'Ada: Lunch at noon?' }) };
}

let unstub: () => void;
beforeEach(() => {
  unstub = stubLogLayout();
});
afterEach(() => unstub());

describe('reactions under a message', () => {
  it('are toggle buttons named by emoji, count and the user, that add or take back the user’s reaction', async () => {
    const user = userEvent.setup();
    const { onReact, onUnreact, row } = setup();
    const group = within(row).getByRole('group', { name: 'Reactions' });
    const mine = within(group).getByRole('button', { name: 'thumbs up, 3 people, including you' });
    const other = within(group).getByRole('button', { name: 'face with tears of joy, 1 person' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(mine).toHaveTextContent('👍3');
    await user.click(mine);
    expect(onUnreact).toHaveBeenCalledWith(reacted, '👍');
    await user.click(other);
    expect(onReact).toHaveBeenCalledWith(reacted, '😂');
    expect(onReact).toHaveBeenCalledTimes(1);
    expect(onUnreact).toHaveBeenCalledTimes(1);
  });

  it('are row controls: out of the Tab order until the message is entered, and say who reacted on focus', async () => {
    const user = userEvent.setup();
    const { row } = setup();
    const mine = within(row).getByRole('button', { name: /thumbs up/ });
    expect(mine).toHaveAttribute('tabindex', '-1');
    // One Shift+Tab from after the thread reaches the newest message.
    screen.getByRole('button', { name: 'After the thread' }).focus();
    await user.tab({ shift: true });
    expect(row).toHaveFocus();
    // Tab moves into its controls (as Enter does), and the keyboard's focus shows the tooltip.
    await user.tab();
    expect(mine).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ada, Bob, and you');
    await user.tab();
    expect(within(row).getByRole('button', { name: /tears of joy/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Bob');
    await user.tab();
    expect(within(row).getByRole('button', { name: 'React' })).toHaveFocus();
    // The first Escape closes React's tooltip (shown on keyboard focus), the next goes back to the message.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    expect(row).toHaveFocus();
    expect(mine).toHaveAttribute('tabindex', '-1');
  });

  it('are drawn as images, not controls, when the host takes no reactions', () => {
    render(<Message message={reacted} authorName="Ada" />);
    expect(screen.queryByRole('button', { name: /thumbs up/ })).toBeNull();
    expect(screen.getByRole('img', { name: 'thumbs up, 3 people, including you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
  });
});

describe('the React button', () => {
  it('opens six quick reactions above the whole picker, focus on the first, and reacts with the one picked', async () => {
    const user = userEvent.setup();
    const { onReact, row } = setup();
    const react = within(row).getByRole('button', { name: 'React' });
    await user.click(react);
    const panel = screen.getByRole('dialog', { name: 'React' });
    const quick = within(panel).getByRole('group', { name: 'Quick reactions' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'thumbs up',
      'red heart',
      'face with tears of joy',
      'face with open mouth',
      'crying face',
      'folded hands',
    ]);
    expect(within(quick).getByRole('button', { name: 'thumbs up' })).toHaveFocus();
    // The whole picker is there too, once its data is in.
    expect(await within(panel).findByRole('tablist', { name: 'Emoji categories' })).toBeInTheDocument();
    await user.click(within(quick).getByRole('button', { name: 'red heart' }));
    expect(onReact).toHaveBeenCalledWith(reacted, '❤️');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(react).toHaveFocus();
  });

  it('takes the user’s reaction back when they pick it again, and lists who reacted (for touch, without tooltips)', async () => {
    const user = userEvent.setup();
    const { onReact, onUnreact, row } = setup();
    await user.click(within(row).getByRole('button', { name: 'React' }));
    const panel = screen.getByRole('dialog', { name: 'React' });
    const list = within(panel).getByRole('list', { name: 'Reactions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['👍Ada, Bob, and you', '😂Bob']);
    await user.keyboard('{Enter}');
    expect(onUnreact).toHaveBeenCalledWith(reacted, '👍');
    expect(onReact).not.toHaveBeenCalled();
  });

  it('is not offered without onReact, nor on system messages', () => {
    render(
      <MessageList
        messages={[reacted, { id: 2, author: 'ada', type: 'system', data: { text: 'Ada left' } }]}
        participants={participants}
      />,
    );
    expect(screen.queryByRole('button', { name: 'React' })).toBeNull();
  });
});
