import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ClickCaptcha,
  RegionCaptcha,
  RotateCaptcha,
  SlideCaptcha,
  VerifyButton,
  type SlideCaptchaProps,
  type VerifyAnotherWayOptions,
} from '../../src/captcha/index.js';
import { crossesHalfway, percentDone } from '../../src/captcha/anotherWayProgress.js';
import { clickData, loadImages, rotateData, slideData } from './helpers.js';

/** A `verifyAnotherWay` the test drives: it records the options and settles when told. */
function controlledWay() {
  let options: VerifyAnotherWayOptions | undefined;
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const run = vi.fn(
    (given: VerifyAnotherWayOptions) =>
      new Promise<void>((resolve, reject) => {
        options = given;
        settle = { resolve, reject };
      }),
  );
  return {
    run,
    progress: (share: number) => act(() => options!.onProgress(share)),
    resolve: () => act(async () => settle!.resolve()),
    reject: () => act(async () => settle!.reject(new Error('refused'))),
    get signal() {
      return options!.signal;
    },
  };
}

const announcer = (container: HTMLElement) => container.querySelector('[data-another-way-announcer]')!;

type WayProps = Pick<SlideCaptchaProps, 'verifyAnotherWay' | 'onStatusChange'>;

const widgets: [string, (props: WayProps) => ReactElement][] = [
  ['ClickCaptcha', (props) => <ClickCaptcha locale="en" data={clickData} {...props} />],
  ['SlideCaptcha', (props) => <SlideCaptcha locale="en" data={slideData} {...props} />],
  ['RegionCaptcha', (props) => <RegionCaptcha locale="en" data={slideData} {...props} />],
  ['RotateCaptcha', (props) => <RotateCaptcha locale="en" data={rotateData} {...props} />],
];

describe('"Verify another way" on every captcha', () => {
  it.each(widgets)('%s shows the named control and runs the host path by keyboard', async (_, make) => {
    const way = controlledWay();
    const onStatusChange = vi.fn();
    const { container } = render(make({ verifyAnotherWay: way.run, onStatusChange }));
    loadImages(container);
    const start = screen.getByRole('button', { name: 'Verify another way' });
    start.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(way.run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(announcer(container)).toHaveTextContent('Verifying without a puzzle. This takes a few seconds.');
    await way.resolve();
    expect(onStatusChange).toHaveBeenLastCalledWith('success');
    expect(container.querySelector('[data-status-layer]')).toHaveTextContent('Verified');
    // Focus comes back to the control, which stays in place, aria-disabled like the confirm button.
    const again = screen.getByRole('button', { name: 'Verify another way' });
    expect(again).toHaveFocus();
    expect(again).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows progress, announcing the start and the halfway point only, not every percent', async () => {
    const way = controlledWay();
    const { container } = render(<SlideCaptcha locale="en" data={slideData} verifyAnotherWay={way.run} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify another way' }));
    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(announcer(container).textContent ?? ''));
    observer.observe(announcer(container), { childList: true, characterData: true, subtree: true });
    for (const share of [0.1, 0.2, 0.3, 0.4]) way.progress(share);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    way.progress(0.5);
    for (const share of [0.6, 0.7, 0.8, 0.9]) way.progress(share);
    await Promise.resolve();
    observer.disconnect();
    expect(spoken).toEqual(['Halfway there.']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
  });

  it('Cancel aborts the run, says so, and gives focus back to the control', async () => {
    const way = controlledWay();
    const { container } = render(<RotateCaptcha locale="en" data={rotateData} verifyAnotherWay={way.run} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify another way' }));
    await user.keyboard('{Enter}');
    expect(way.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify another way' })).toHaveFocus();
    expect(announcer(container)).toHaveTextContent('Verification stopped.');
    // A late answer of the cancelled run changes nothing.
    await way.resolve();
    expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-state', 'loading');
  });

  it('shows and announces a failure, and lets the person try again', async () => {
    const way = controlledWay();
    const { container } = render(<RegionCaptcha locale="en" data={slideData} verifyAnotherWay={way.run} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify another way' }));
    await way.reject();
    const message = 'Verification without a puzzle failed. Try again.';
    expect(screen.getByText(message, { selector: 'p' })).toBeVisible();
    expect(announcer(container)).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Verify another way' }));
    expect(way.run).toHaveBeenCalledTimes(2);
  });

  it('speaks Chinese by default', async () => {
    const way = controlledWay();
    render(<ClickCaptcha data={clickData} verifyAnotherWay={way.run} />);
    await userEvent.setup().click(screen.getByRole('button', { name: '换一种验证方式' }));
    expect(screen.getByRole('progressbar', { name: '验证进度' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  });

  it('stops the run when the widget goes away', async () => {
    const way = controlledWay();
    const { unmount } = render(<SlideCaptcha locale="en" data={slideData} verifyAnotherWay={way.run} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify another way' }));
    unmount();
    expect(way.signal.aborted).toBe(true);
  });

  it('replaces the host fallback control when both are given', () => {
    render(
      <SlideCaptcha
        locale="en"
        data={slideData}
        verifyAnotherWay={controlledWay().run}
        onRequestAlternative={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Verify another way' })).toHaveLength(1);
  });
});

describe('"Verify another way" on VerifyButton', () => {
  it('runs from the panel; once verified the button says so and the panel closes, focus on the button', async () => {
    const way = controlledWay();
    render(
      <VerifyButton locale="en" verifyAnotherWay={way.run} captcha={<SlideCaptcha locale="en" data={slideData} />} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    const panel = screen.getByRole('dialog', { name: 'Human verification' });
    await user.click(within(panel).getByRole('button', { name: 'Verify another way' }));
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await way.resolve();
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Verified: Click to verify' });
    // Radix's focus scope hands focus back as the panel unmounts.
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('progress helpers', () => {
  it('passes halfway once, from below to at or above one half', () => {
    expect(crossesHalfway(0.4, 0.5)).toBe(true);
    expect(crossesHalfway(0, 1)).toBe(true);
    expect(crossesHalfway(0.5, 0.6)).toBe(false);
    expect(crossesHalfway(0.2, 0.3)).toBe(false);
  });

  it('clamps what the host reports to a whole percent', () => {
    expect(percentDone(0.123)).toBe(12);
    expect(percentDone(-1)).toBe(0);
    expect(percentDone(7)).toBe(100);
    expect(percentDone(Number.NaN)).toBe(0);
  });
});
