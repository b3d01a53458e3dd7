import { version } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { render18 as render } from './render.js';
import { userEvent } from '@testing-library/user-event';
import { ConfirmDialog, IconButton, Popover, ScrollArea, VisuallyHidden } from '../../src/primitives/index.js';
import { createChatTheme, defaultChatColors } from '../../src/theme/index.js';

describe('primitives on React 18.3', () => {
  it('runs on React 18.3', () => {
    expect(version).toMatch(/^18\.3\./);
  });

  it('renders and operates every primitive', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <div className={createChatTheme(defaultChatColors).className}>
        <IconButton label="Send" icon={<svg />} />
        <Popover label="Emoji picker" trigger={<button type="button">Emoji</button>}>
          <button type="button">Smile</button>
        </Popover>
        <ScrollArea label="Messages">
          <p>Hello</p>
        </ScrollArea>
        <ConfirmDialog
          title="Delete message"
          message="Sure?"
          confirmLabel="Delete"
          onConfirm={onConfirm}
          trigger={<button type="button">Remove</button>}
        />
        <VisuallyHidden>Hidden text</VisuallyHidden>
      </div>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Send');
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    expect(screen.getByRole('dialog', { name: 'Emoji picker' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('Hello');
  });
});
