import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaDefaults, resolveConfig, sanitizeRotateData, sanitizeSlideData } from '../../src/captcha/config.js';
import { captchaStrings } from '../../src/captcha/index.js';

afterEach(() => vi.restoreAllMocks());

describe('captcha config and data checks', () => {
  it("has go-captcha-react's defaults", () => {
    expect(resolveConfig()).toMatchObject({
      width: 300,
      height: 220,
      thumbWidth: 150,
      thumbHeight: 40,
      verticalPadding: 16,
      horizontalPadding: 12,
      iconSize: 22,
      dotSize: 24,
      size: 220,
      showTheme: true,
      scope: true,
    });
    expect(captchaDefaults.width).toBe(300);
  });

  it('falls back from zero, negative and NaN sizes with a warning, and fits the rotate size in the box', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = resolveConfig({ width: 0, height: -1, iconSize: Number.NaN, verticalPadding: -4, size: 999 });
    expect(c).toMatchObject({ width: 300, height: 220, iconSize: 22, verticalPadding: 16, size: 220 });
    expect(spy.mock.calls.some(([m]) => String(m).includes('config.width must be a positive number'))).toBe(true);
  });

  it('clamps slide data into the image and shrinks a piece larger than it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      sanitizeSlideData(
        { image: 'a', thumb: 'b', thumbX: -5, thumbY: Number.NaN, thumbWidth: 500, thumbHeight: 30 },
        300,
        220,
      ),
    ).toEqual({ image: 'a', thumb: 'b', thumbX: 0, thumbY: 0, thumbWidth: 300, thumbHeight: 30 });
    expect(sanitizeSlideData(undefined, 300, 220)).toMatchObject({ image: '', thumbWidth: 60 });
  });

  it('normalises rotate data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sanitizeRotateData({ image: 'a', thumb: 'b', angle: -30, thumbSize: -2 }, 220)).toEqual({
      image: 'a',
      thumb: 'b',
      angle: 330,
      thumbSize: 1,
    });
  });

  it('has the Chinese titles of go-captcha-react and English ones', () => {
    expect(captchaStrings.zh.clickTitle).toBe('请在下图依次点击');
    expect(captchaStrings.zh.regionTitle).toBe('请拖动贴图完成拼图');
    expect(captchaStrings.zh.verifyButtonText).toBe('点击按键进行验证');
    expect(captchaStrings.zh.confirm).toBe('确认');
    expect(captchaStrings.en.slideTitle).toBe('Drag the slider to complete the puzzle');
  });

  it('tells the rotate captcha’s goal (turn the picture upright) in both locales', () => {
    expect(captchaStrings.en.rotateTitle).toBe('Drag the slider to turn the picture upright');
    expect(captchaStrings.zh.rotateTitle).toContain('转正');
    expect(captchaStrings.zh.rotateInstructions).toContain('转正');
  });
});
