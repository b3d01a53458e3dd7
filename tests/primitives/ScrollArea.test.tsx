import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ScrollArea, VisuallyHidden } from '../../src/primitives/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';
import { getCssText } from '../../src/theme/index.js';

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
    // Drawn as the clip pattern by its class (jsdom does not compute Stitches' inserted rules): read the rule.
    const rule = [...hidden.classList]
      .map((name) => new RegExp(`\\.${name}\\s*\\{([^}]*)\\}`).exec(getCssText())?.[1])
      .find(Boolean)
      ?.replace(/\s/g, '');
    expect(rule).toContain('position:absolute');
    expect(rule).toContain('width:1px');
    expect(rule).toContain('clip:rect(0px,0px,0px,0px)');
  });
});
