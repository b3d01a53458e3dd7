import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { loadImages, slideData } from './helpers.js';

describe('VerifyButton', () => {
  it('is a 330 x 44 button with the default text, calling onClick', async () => {
    const onClick = vi.fn();
    render(<VerifyButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: '点击按键进行验证' });
    expect(button.style.width).toBe('330px');
    expect(button.style.minHeight).toBe('44px');
    expect(button.style.padding).toBe('12px 16px');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('says its type in words and icon, not colour alone', () => {
    const { rerender } = render(<VerifyButton locale="en" type="success" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Verified: Click to verify');
    expect(screen.getByRole('button')).toHaveAttribute('data-type', 'success');
    rerender(<VerifyButton locale="en" type="error" title="Try again" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Error: Try again');
    rerender(<VerifyButton locale="en" type="warn" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Warning: Click to verify');
    // A title that already says the state is not read twice ("Verified: Verified").
    rerender(<VerifyButton locale="en" type="success" title="Verified" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Verified');
    rerender(<VerifyButton type="success" title="已通过验证" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('已通过验证');
  });

  it('can be disabled', async () => {
    const onClick = vi.fn();
    render(<VerifyButton locale="en" disabled onClick={onClick} />);
    await userEvent.setup().click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('opens a captcha in a popover and reflects the result', async () => {
    const user = userEvent.setup();
    render(
      <VerifyButton
        locale="en"
        captcha={({ close, setType }) => (
          <SlideCaptcha
            locale="en"
            data={slideData}
            onConfirm={(point) => {
              const ok = point.x === 120;
              setType(ok ? 'success' : 'error');
              if (ok) close();
              return ok;
            }}
          />
        )}
      />,
    );
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    loadImages(screen.getByRole('dialog'));
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName('Error: Click to verify');
    await user.keyboard('{PageUp}'.repeat(12) + '{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAccessibleName('Verified: Click to verify');
    expect(button).toHaveFocus();
  });

  it('opens a captcha in a modal dialog, closed by Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<VerifyButton locale="en" container="dialog" captcha={<SlideCaptcha locale="en" data={slideData} />} />);
    const button = screen.getByRole('button', { name: 'Click to verify' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Human verification' })).toBeInTheDocument();
    // Focus lands on the first control (Close) without popping its tooltip up, so one Escape closes the dialog.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back to default for an unknown type and bad sizes, with a warning', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<VerifyButton type={'odd' as 'default'} config={{ width: -3, height: Number.NaN }} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-type', 'default');
    expect(screen.getByRole('button').style.width).toBe('330px');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
