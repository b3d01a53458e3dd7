import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { conversation, participants } from './fixtures.js';
import { typesCharacter } from '../../src/chat/useKeyBuffer.js';

describe('Chat loads its window on first need', () => {
  it('draws only the launcher while closed, and keeps what is typed right after opening', async () => {
    // A fresh copy of the chat, whose window parts have not been loaded (tests/setup.ts preloads them).
    vi.resetModules();
    const { Chat } = await import('../../src/chat/index.js');
    const user = userEvent.setup();
    render(<Chat participants={participants} messages={conversation} />);
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // Opened without a hover or focus first (no prefetch): typing starts before the window has loaded.
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.keyboard('Hi there');
    const input = await screen.findByRole('textbox');
    await waitFor(() => expect(input).toHaveValue('Hi there'));
    expect(input).toHaveFocus();
    expect(screen.getByRole('log')).toHaveTextContent('Hello there');
    await user.keyboard('!');
    expect(input).toHaveValue('Hi there!');
  });

  it('shows an open window as soon as its parts arrive, not on the 300 ms timer of a Suspense reveal', async () => {
    vi.resetModules();
    const { Chat, preloadChat } = await import('../../src/chat/index.js');
    // Outside act(), which would flush React's throttled reveal at once and hide the delay this is about.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      render(<Chat mode="inline" open participants={participants} messages={conversation} />);
      expect(screen.queryByRole('log')).toBeNull();
      await preloadChat();
      // React renders queued work in the tasks after this; the boundary's reveal would wait for a 300 ms
      // timer counted from the first render instead.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(document.querySelector('[role="log"]')).toHaveTextContent('Hello there');
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('re-renders when the parts arrived between the render that needed them and its effect (no code splitting)', async () => {
    // esbuild without splitting turns the window's import() into a promise of code already in the bundle: it
    // resolves before React runs the effects of the render that suspended on it.
    vi.resetModules();
    let loaded = false;
    vi.doMock('../../src/chat/lazyWindow.js', () => ({
      isChatLoaded: () => loaded,
      preloadChat: () => Promise.resolve(),
    }));
    const { useWindowLoaded } = await import('../../src/chat/useWindowLoaded.js');
    const renders: boolean[] = [];
    function Caller() {
      useWindowLoaded(true);
      renders.push(loaded);
      loaded = true; // the parts arrive after this render, before its effect
      return null;
    }
    render(<Caller />);
    await waitFor(() => expect(renders).toEqual([false, true]));
    vi.doUnmock('../../src/chat/lazyWindow.js');
  });

  it('opens the emoji picker at once and fills it when the emoji data arrives', async () => {
    vi.resetModules();
    const { EmojiPicker } = await import('../../src/chat/index.js');
    render(<EmojiPicker onSelect={() => {}} />);
    // Opened without a hover or focus first (no prefetch).
    fireEvent.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(screen.getByRole('dialog', { name: 'Emoji' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(grid.querySelector('button')).toHaveFocus());
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });

  it('keeps characters only, never shortcuts or control keys', () => {
    const key = (k: string, more: Partial<KeyboardEvent> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...more,
    });
    expect(typesCharacter(key('a'))).toBe(true);
    expect(typesCharacter(key(' '))).toBe(true);
    expect(typesCharacter(key('é'))).toBe(true);
    expect(typesCharacter(key('Enter'))).toBe(false);
    expect(typesCharacter(key('Escape'))).toBe(false);
    expect(typesCharacter(key('c', { ctrlKey: true }))).toBe(false);
    expect(typesCharacter(key('v', { metaKey: true }))).toBe(false);
  });
});
