import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import * as captcha from '../../src/captcha/index.js';

const slide = { image: '/bg.png', thumb: '/piece.png', thumbX: 0, thumbY: 80, thumbWidth: 60, thumbHeight: 60 };

describe('captcha entry on a server (plain Node, no DOM)', () => {
  it('imports without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(Object.keys(captcha).sort()).toEqual(
      [
        'ClickCaptcha',
        'RegionCaptcha',
        'RotateCaptcha',
        'SlideCaptcha',
        'VerifyButton',
        'captchaDefaults',
        'captchaStrings',
        'useCaptchaChallenge',
      ].sort(),
    );
  });

  it('renders every widget to HTML, in the loading state, with names and alt text', () => {
    const { ClickCaptcha, SlideCaptcha, RegionCaptcha, RotateCaptcha, VerifyButton } = captcha;
    const html = renderToString(
      <>
        <ClickCaptcha data={{ image: '/a.png', thumb: '/t.png' }} />
        <SlideCaptcha locale="en" data={slide} />
        <RegionCaptcha data={slide} onRequestAlternative={() => {}} />
        <RotateCaptcha data={{ image: '/a.png', thumb: '/t.png', angle: 10, thumbSize: 100 }} status="success" />
        <VerifyButton type="warn" />
        <VerifyButton captcha={<SlideCaptcha data={slide} />} />
        <VerifyButton container="dialog" captcha={<SlideCaptcha data={slide} />} />
      </>,
    );
    expect(html).toContain('请在下图依次点击');
    expect(html).toContain('Drag the slider to complete the puzzle');
    expect(html).toContain('role="slider"');
    expect(html).toContain('alt="Verification image"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('点击按键进行验证');
  });
});
