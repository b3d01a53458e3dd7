import { cloneElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  ClickCaptcha,
  RegionCaptcha,
  RotateCaptcha,
  SlideCaptcha,
  VerifyButton,
  type CaptchaStatus,
  type VerifyAnotherWay,
} from '../src/captcha/index.js';
import * as ar from '../src/locales/ar/index.js';
import type { CaptchaLanguage } from '../src/locales/types.js';
import * as ja from '../src/locales/ja/index.js';
import { expectNoAxeViolations } from './axe.js';

const slide = { image: '/bg.png', thumb: '/piece.png', thumbX: 0, thumbY: 80, thumbWidth: 60, thumbHeight: 60 };
const click = { image: '/bg.png', thumb: '/thumb.png' };
const rotate = { image: '/bg.png', thumb: '/thumb.png', secondThumb: '/thumb-2.png', angle: 30, thumbSize: 120 };

const widgets: { name: string; make: (status?: CaptchaStatus) => ReactElement; drag: 'slider' | 'tile' | null }[] = [
  {
    name: 'ClickCaptcha',
    make: (status) => <ClickCaptcha data={click} status={status} onRequestAlternative={() => {}} />,
    drag: null,
  },
  {
    name: 'SlideCaptcha',
    make: (status) => <SlideCaptcha data={slide} status={status} onRequestAlternative={() => {}} />,
    drag: 'slider',
  },
  {
    name: 'RegionCaptcha',
    make: (status) => <RegionCaptcha data={slide} status={status} onRequestAlternative={() => {}} />,
    drag: 'tile',
  },
  {
    name: 'RotateCaptcha',
    make: (status) => <RotateCaptcha data={rotate} status={status} onRequestAlternative={() => {}} />,
    drag: 'slider',
  },
];

/** The onProgress the last run of `withAnotherWay` was given. */
let reportProgress: ((share: number) => void) | undefined;

/** The same widget with a `verifyAnotherWay` that runs `run`. */
function withAnotherWay(element: ReactElement, run: () => Promise<unknown>): ReactElement {
  return cloneElement(element as ReactElement<{ verifyAnotherWay?: VerifyAnotherWay }>, {
    verifyAnotherWay: ({ onProgress }) => {
      reportProgress = onProgress;
      return run();
    },
  });
}

function loadAll() {
  document.body.querySelectorAll('img').forEach((img) => fireEvent.load(img));
}

describe.each(widgets)('$name: axe in every state', ({ make, drag }) => {
  it('loading', async () => {
    const { container } = render(make());
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'loading');
    await expectNoAxeViolations();
  });

  it('loaded, with the keyboard cursor or handle focused', async () => {
    const { container } = render(make());
    loadAll();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
    const target = container.querySelector<HTMLElement>('[role="slider"], [data-tile], [data-click-area]');
    target?.focus();
    await expectNoAxeViolations();
  });

  it('dragging', async () => {
    const { container } = render(make());
    loadAll();
    if (drag) {
      const target = container.querySelector('[role="slider"], [data-tile]') as HTMLElement;
      await userEvent
        .setup()
        .pointer([
          { keys: '[MouseLeft>]', target, coords: { clientX: 20, clientY: 20 } },
          { coords: { clientX: 80, clientY: 40 } },
        ]);
      expect(container.querySelector('[data-captcha]')).toHaveAttribute('data-dragging');
    } else {
      // Click has no drag: the state after placing points stands for it.
      await userEvent.setup().click(screen.getByRole('application'));
      expect(container.querySelectorAll('[data-dot]')).toHaveLength(1);
    }
    await expectNoAxeViolations();
  });

  it('success', async () => {
    const { container } = render(make('success'));
    loadAll();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'success');
    await expectNoAxeViolations();
  });

  it('failure', async () => {
    const { container } = render(make('failure'));
    loadAll();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'failure');
    await expectNoAxeViolations();
  });

  it('verifying another way: progress and Cancel', async () => {
    render(withAnotherWay(make(), () => new Promise(() => {})));
    loadAll();
    await userEvent.setup().click(screen.getByRole('button', { name: '换一种验证方式' }));
    act(() => reportProgress?.(0.5));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expectNoAxeViolations();
  });

  it('another way failed', async () => {
    render(withAnotherWay(make(), () => Promise.reject(new Error('refused'))));
    loadAll();
    await userEvent.setup().click(screen.getByRole('button', { name: '换一种验证方式' }));
    expect(await screen.findByText('无需图片的验证失败，请重试。', { selector: 'p' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('error (image failed to load)', async () => {
    const { container } = render(make());
    act(() => {
      container.querySelector('img')?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'error');
    await expectNoAxeViolations();
  });
});

describe('VerifyButton: axe', () => {
  it.each(['default', 'warn', 'error', 'success'] as const)('type %s', async (type) => {
    render(<VerifyButton type={type} />);
    await expectNoAxeViolations();
  });

  it('disabled', async () => {
    render(<VerifyButton disabled />);
    await expectNoAxeViolations();
  });

  it('popover open with a captcha', async () => {
    render(<VerifyButton locale="en" captcha={<SlideCaptcha locale="en" data={slide} />} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Click to verify' }));
    loadAll();
    await expectNoAxeViolations();
  });

  it('popover open, verifying another way', async () => {
    render(
      <VerifyButton
        locale="en"
        verifyAnotherWay={() => new Promise(() => {})}
        captcha={<SlideCaptcha locale="en" data={slide} />}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Click to verify' }));
    loadAll();
    await user.click(screen.getByRole('button', { name: 'Verify another way' }));
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('dialog open with a captcha', async () => {
    render(<VerifyButton locale="en" container="dialog" captcha={<RotateCaptcha locale="en" data={rotate} />} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Click to verify' }));
    loadAll();
    await expectNoAxeViolations();
  });
});

describe.each([
  ['Arabic', ar.captcha],
  ['Japanese', ja.captcha],
])('captchas in %s: axe', (_, language) => {
  it('every captcha loaded, one failed, another way in progress', async () => {
    render(
      <>
        {widgets.map(({ name, make }) =>
          cloneElement(make() as ReactElement<{ locale?: CaptchaLanguage }>, { key: name, locale: language }),
        )}
        <SlideCaptcha data={slide} locale={language} status="failure" verifyAnotherWay={() => new Promise(() => {})} />
      </>,
    );
    loadAll();
    const ways = screen.getAllByRole('button', { name: language.strings.anotherWay.tryAnotherWay });
    await userEvent.setup().click(ways[ways.length - 1] as HTMLElement);
    await expectNoAxeViolations();
  }, 60_000);

  it('the verify button, its dialog open', async () => {
    render(
      <VerifyButton
        locale={language}
        type="error"
        container="dialog"
        captcha={<RotateCaptcha locale={language} data={rotate} />}
      />,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: new RegExp(language.strings.verify.verifyButtonText) }));
    loadAll();
    await expectNoAxeViolations();
  }, 60_000);
});
