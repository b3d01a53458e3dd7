import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RegionCaptcha, RotateCaptcha, SlideCaptcha } from '../../src/captcha/index.js';
import { captcha as arabic } from '../../src/locales/ar/captcha.js';
import { captcha as hebrew } from '../../src/locales/he/captcha.js';
import { loadImages, rotateData, slideData, stubRect } from './helpers.js';

// The default frame is 300 px wide and the handle 44: the handle travels 256 px.
const handle = () => screen.getByRole('slider');
const track = (container: HTMLElement) => container.querySelector('[data-slider-track]') as HTMLElement;

describe('right-to-left captchas', () => {
  it('rotate, in Arabic: the slider is mirrored, starting at the right; Left turns forward, Right back', async () => {
    const user = userEvent.setup();
    const { container } = render(<RotateCaptcha locale={arabic} data={rotateData} />);
    loadImages(container);
    expect(container.querySelector('[data-captcha]')?.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(track(container)).toHaveAttribute('data-mirrored');
    expect(handle()).toHaveStyle({ left: '256px' });
    handle().focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle()).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowUp}');
    expect(handle()).toHaveAttribute('aria-valuenow', '12');
    await user.keyboard('{End}');
    expect(handle()).toHaveAttribute('aria-valuenow', '360');
    expect(handle()).toHaveStyle({ left: '0px' });
  });

  it('rotate, in Arabic: a drag to the left turns forward, a tap near the left end goes near the end', async () => {
    const user = userEvent.setup();
    const { container } = render(<RotateCaptcha locale={arabic} data={rotateData} />);
    loadImages(container);
    // 128 px to the left is half the run: half of 0..360.
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle(), coords: { clientX: 278, clientY: 10 } },
      { coords: { clientX: 150, clientY: 10 } },
    ]);
    expect(handle()).toHaveAttribute('aria-valuenow', '180');
    await user.pointer({ keys: '[/MouseLeft]' });
    stubRect(track(container), { left: 0, top: 0, width: 300, height: 32 });
    await user.pointer({ keys: '[MouseLeft]', target: track(container), coords: { clientX: 22, clientY: 10 } });
    expect(handle()).toHaveAttribute('aria-valuenow', '360');
  });

  it("rotate follows the page's direction, and the host's dir over the language's", async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(
      <div dir="rtl">
        <RotateCaptcha locale="en" data={rotateData} />
      </div>,
    );
    loadImages(container);
    expect(track(container)).toHaveAttribute('data-mirrored');
    unmount();
    const ltr = render(<RotateCaptcha locale={hebrew} dir="ltr" data={rotateData} />);
    loadImages(ltr.container);
    expect(track(ltr.container)).not.toHaveAttribute('data-mirrored');
    expect(handle()).toHaveStyle({ left: '0px' });
    handle().focus();
    await user.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('aria-valuenow', '1');
  });

  it('slide, in Hebrew: the track is not mirrored (it is the picture’s axis); Right moves the piece right', async () => {
    const user = userEvent.setup();
    const { container } = render(<SlideCaptcha locale={hebrew} data={slideData} />);
    loadImages(container);
    expect(container.querySelector('[data-captcha]')?.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(track(container)).not.toHaveAttribute('data-mirrored');
    expect(handle()).toHaveStyle({ left: '0px' });
    handle().focus();
    await user.keyboard('{End}{Home}{ArrowRight}{ArrowRight}');
    expect(handle()).toHaveAttribute('aria-valuenow', '2');
    // The piece moves with the handle, to the right on screen (its left edge in image px).
    expect(screen.getByAltText(hebrew.strings.slide.slidePieceAlt)).toHaveStyle({ left: '2px' });
    expect(parseFloat(handle().style.left)).toBeCloseTo((2 * 256) / 240, 5);
  });

  it('region, in Arabic: the arrows move the tile on screen, Right to the right', async () => {
    const user = userEvent.setup();
    const data = { ...slideData, thumbX: 20, thumbY: 30, thumbWidth: 50, thumbHeight: 40 };
    const { container } = render(<RegionCaptcha locale={arabic} data={data} />);
    loadImages(container);
    const tile = screen.getByRole('button', { name: arabic.strings.region.tileAt(20, 30) });
    tile.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(tile).toHaveAccessibleName(arabic.strings.region.tileAt(30, 25));
  });
});
