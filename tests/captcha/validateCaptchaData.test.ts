import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaDataUsable, validateCaptchaData } from '../../src/captcha/validateCaptchaData.js';
import { clickData, rotateData, slideData } from './helpers.js';

const said = () => vi.mocked(console.warn).mock.calls.map((call) => String(call[0]));

describe('validateCaptchaData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts complete data of each kind, and empty images (still loading), silently', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateCaptchaData('click', clickData)).toBeNull();
    expect(validateCaptchaData('slide', slideData)).toBeNull();
    expect(validateCaptchaData('region', slideData)).toBeNull();
    expect(validateCaptchaData('rotate', rotateData)).toBeNull();
    expect(validateCaptchaData('slide', { ...slideData, image: '', thumb: '' })).toBeNull();
    expect(said()).toEqual([]);
  });

  it('names missing data, the widget and the shape expected', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateCaptchaData('slide', undefined)).toMatch(/got undefined/);
    expect(said()).toEqual([
      '[confab] SlideCaptcha: data must be an object { image, thumb, thumbX, thumbY, thumbWidth, thumbHeight }, got undefined; showing the error state, whose Refresh button calls onRefresh.',
    ]);
  });

  it('names each missing field', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateCaptchaData('rotate', { image: 'a.png', thumb: 'b.png' })).toBe(
      'data lacks data.angle, data.thumbSize (expected { image, thumb, angle, thumbSize })',
    );
    expect(validateCaptchaData('click', { image: 'a.png', thumb: null })).toBe(
      'data lacks data.thumb (expected { image, thumb })',
    );
    expect(said()).toHaveLength(2);
  });

  it('rejects non-string images, a lone empty image and non-object data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateCaptchaData('click', { image: 42, thumb: 'b.png' })).toBe(
      'data.image must be a string URL, got a number',
    );
    expect(validateCaptchaData('click', { image: 'a.png', thumb: '' })).toMatch(/^data.thumb is empty/);
    expect(validateCaptchaData('region', [slideData])).toMatch(/got an array/);
    expect(validateCaptchaData('region', 'a.png')).toMatch(/got a string/);
  });
});

describe('captchaDataUsable', () => {
  it('agrees with validateCaptchaData on every case, without a word', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases: [Parameters<typeof validateCaptchaData>[0], unknown][] = [
      ['click', clickData],
      ['slide', slideData],
      ['region', slideData],
      ['rotate', rotateData],
      ['slide', { ...slideData, image: '', thumb: '' }],
      ['slide', undefined],
      ['slide', null],
      ['rotate', { image: 'a.png', thumb: 'b.png' }],
      ['rotate', { ...rotateData, angle: null }],
      ['click', { image: 'a.png', thumb: null }],
      ['click', { image: 42, thumb: 'b.png' }],
      ['click', { image: 'a.png', thumb: '' }],
      ['click', { image: '', thumb: 'b.png' }],
      ['region', [slideData]],
      ['region', 'a.png'],
    ];
    for (const [kind, data] of cases)
      expect(captchaDataUsable(kind, data)).toBe(validateCaptchaData(kind, data) === null);
    vi.mocked(console.warn).mockClear();
    captchaDataUsable('slide', undefined);
    expect(said()).toEqual([]);
  });
});
