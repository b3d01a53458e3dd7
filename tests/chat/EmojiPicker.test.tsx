import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EmojiPicker } from '../../src/chat/index.js';
import { emojiCategories } from '../../src/emoji/index.js';
import { chat as japanese } from '../../src/locales/ja/chat.js';

function setup(onSelect = vi.fn()) {
  const user = userEvent.setup();
  const target = createRef<HTMLInputElement>();
  render(
    <>
      <input ref={target} aria-label="Target" />
      <EmojiPicker onSelect={onSelect} focusAfterSelectRef={target} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user, onSelect, target, button: screen.getByRole('button', { name: 'Emoji' }) };
}

// querySelectorAll, not getAllByRole: the grid holds hundreds of buttons and role queries are slow in jsdom.
const cells = () => [...screen.getByRole('grid').querySelectorAll('button')];

describe('EmojiPicker', () => {
  it('opens from the emoji button as a labelled panel and moves focus to the first emoji', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Emoji' })).toBeInTheDocument();
    expect(cells()[0]).toHaveFocus();
    expect(cells()[0]).toHaveAccessibleName(emojiCategories[0]?.emojis[0]?.name ?? '');
  });

  it('has five category tabs; arrows switch them and show each category', async () => {
    const { user, button } = setup();
    await user.click(button);
    const tabs = within(screen.getByRole('tablist', { name: 'Emoji categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['People', 'Nature', 'Objects', 'Places', 'Symbols']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('grid', { name: 'Nature' })).toBeInTheDocument();
    expect(cells()[0]).toHaveTextContent(emojiCategories[1]?.emojis[0]?.emoji ?? '');
    await user.keyboard('{End}');
    expect(screen.getByRole('grid', { name: 'Symbols' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.click(tabs[3] as HTMLElement);
    expect(screen.getByRole('tabpanel', { name: 'Places' })).toBeInTheDocument();
  });

  it("names its categories in the labels' language: tabs, the heading that names the grid, the panel", async () => {
    const user = userEvent.setup();
    render(<EmojiPicker onSelect={() => {}} labels={japanese.labels} />);
    await user.click(screen.getByRole('button', { name: '絵文字を挿入' }));
    const tabs = within(await screen.findByRole('tablist', { name: '絵文字のカテゴリ' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['人々', '自然', 'もの', '場所', '記号']);
    expect(tabs[0]).toHaveAccessibleName('人々');
    expect(screen.getByRole('grid', { name: '人々' })).toBeInTheDocument();
    await user.click(tabs[4] as HTMLElement);
    expect(screen.getByRole('tabpanel', { name: '記号' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: '記号' })).toBeInTheDocument();
  });

  it("takes a host's category names over the language's", async () => {
    const user = userEvent.setup();
    const names = ['Faces', 'Animals', 'Things', 'Travel', 'Signs'] as const;
    render(<EmojiPicker onSelect={() => {}} labels={{ emojiCategoryNames: names }} />);
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...names]);
    expect(screen.getByRole('grid', { name: 'Faces' })).toBeInTheDocument();
  });

  it('moves between emoji with arrow keys, with one emoji in the tab order', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{ArrowRight}');
    expect(cells()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cells()[9]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cells()[8]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cells()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(cells()[7]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cells()[0]).toHaveFocus();
    expect(cells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it('hands the picked emoji over, closes, and moves focus to the given element', async () => {
    const { user, button, onSelect, target } = setup();
    await user.click(button);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(emojiCategories[0]?.emojis[1]?.emoji);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(target.current).toHaveFocus();
  });

  it('closes on Escape (focus back on the button), on the button again, and when focus leaves', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
