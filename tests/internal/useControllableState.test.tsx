import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { useControllableState } from '../../src/internal/useControllableState.js';

function Toggle({
  on,
  defaultOn = false,
  onChange,
}: {
  on?: boolean;
  defaultOn?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const [value, setValue] = useControllableState({ prop: on, defaultProp: defaultOn, onChange, caller: 'Toggle' });
  return (
    <button type="button" aria-pressed={value} onClick={() => setValue((previous) => !previous)}>
      Toggle
    </button>
  );
}

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled, and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle defaultOn onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Toggle' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('shows the controlled value, asks the owner to change it, and follows the owner', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Toggle on={false} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Toggle' });
    await user.click(button);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(<Toggle on onChange={onChange} />);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not report a controlled value set to what it already is', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Probe() {
      const [, setValue] = useControllableState({ prop: true, defaultProp: false, onChange });
      return (
        <button type="button" onClick={() => setValue(true)}>
          Set
        </button>
      );
    }
    render(<Probe />);
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works with an owner that keeps the state', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [on, setOn] = useState(false);
      return <Toggle on={on} onChange={setOn} />;
    }
    render(<Owner />);
    const button = screen.getByRole('button', { name: 'Toggle' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
