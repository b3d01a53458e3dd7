// A captcha rendered before its data exists, or with data missing fields, used to show its loading
// state forever without a word (issue 20): it now shows the error state, whose Refresh asks for data.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  ClickCaptcha,
  RotateCaptcha,
  SlideCaptcha,
  type ClickCaptchaProps,
  type RotateCaptchaProps,
  type SlideCaptchaProps,
} from '../../src/captcha/index.js';
import { expectNoAxeViolations } from '../../a11y/axe.js';

const said = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

describe('captchas given missing or incomplete data', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the error state, not an endless spinner, when data is missing; Refresh calls onRefresh', async () => {
    const onRefresh = vi.fn();
    const props = { locale: 'en', onRefresh } as unknown as SlideCaptchaProps;
    render(<SlideCaptcha {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('The image could not be loaded. Refresh to try again.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(said()).toEqual([
      expect.stringMatching(/^\[confab\] SlideCaptcha: data must be an object .* got undefined/),
    ]);
    await expectNoAxeViolations();
  });

  it('shows the error state when fields are missing, naming them', () => {
    const props = { locale: 'en', data: { image: 'a.png', thumb: 'b.png' } } as unknown as RotateCaptchaProps;
    render(<RotateCaptcha {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('could not be loaded');
    expect(said()).toEqual([expect.stringMatching(/^\[confab\] RotateCaptcha: data lacks data.angle, data.thumbSize/)]);
  });

  it('still shows loading for empty images (data not fetched yet), silently', () => {
    const props: ClickCaptchaProps = { locale: 'en', data: { image: '', thumb: '' } };
    render(<ClickCaptcha {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(said()).toEqual([]);
  });
});
