import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ScrollArea, VisuallyHidden } from '../../src/primitives/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

describe('ScrollArea', () => {
  it('is a named region reachable by Tab, with the viewport given to the caller', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLDivElement>();
    const onScroll = vi.fn();
    render(
      <ScrollArea label="Messages" viewportRef={ref} viewportProps={{ role: 'log', onScroll }}>
        <p>Hello</p>
      </ScrollArea>,
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toBe(ref.current);
    await user.tab();
    expect(log).toHaveFocus();
    fireEvent.scroll(log);
    expect(onScroll).toHaveBeenCalledTimes(1);
    expect(log).toHaveTextContent('Hello');
    await expectNoAxeViolations();
  });

  it('is a region by default', async () => {
    render(
      <ScrollArea label="Participants">
        <p>Ann</p>
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Participants' })).toHaveTextContent('Ann');
    await expectNoAxeViolations();
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree without drawing it', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    const hidden = screen.getByText('Close');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.width).toBe('1px');
  });
});
