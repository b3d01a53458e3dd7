import { describeValue, warnOnce } from '../internal/warn.js';

type CaptchaKind = 'click' | 'slide' | 'region' | 'rotate';

const box = ['thumbX', 'thumbY', 'thumbWidth', 'thumbHeight'] as const;
/** The number fields of each widget's data, besides image and thumb. */
const numbers: Record<CaptchaKind, readonly string[]> = {
  click: [],
  slide: box,
  region: box,
  rotate: ['angle', 'thumbSize'],
};
/** Names for the warnings (development only, so production bundles leave them out). */
const names: Record<CaptchaKind, string> = {
  click: 'ClickCaptcha',
  slide: 'SlideCaptcha',
  region: 'RegionCaptcha',
  rotate: 'RotateCaptcha',
};

/**
 * Whether `data` can become a challenge (or is still loading): `validateCaptchaData`'s verdict without
 * its words, so that production builds, which drop the warning, drop the words too.
 */
export function captchaDataUsable(kind: CaptchaKind, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const record = data as Record<string, unknown>;
  if (['image', 'thumb', ...numbers[kind]].some((field) => record[field] == null)) return false;
  if (typeof record.image !== 'string' || typeof record.thumb !== 'string') return false;
  return (record.image === '') === (record.thumb === '');
}

/** The shape a widget's `data` must have, as a warning shows it. */
function shape(kind: CaptchaKind): string {
  return `{ ${['image', 'thumb', ...numbers[kind]].join(', ')} }`;
}

/**
 * Why a captcha's `data` cannot become a challenge, or null when it can (or is still loading: image and
 * thumb both ''). Data that is missing, not an object, lacks a field, has a non-string image or thumb, or
 * has only one of the two shows the error state with its Refresh button instead of loading forever; the
 * reason is warned once in development, naming the widget, the field and the shape expected.
 */
export function validateCaptchaData(kind: CaptchaKind, data: unknown): string | null {
  let problem: string | null = null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problem = `data must be an object ${shape(kind)}, got ${describeValue(data)}`;
  } else {
    const record = data as Record<string, unknown>;
    const missing = ['image', 'thumb', ...numbers[kind]].filter(
      (field) => record[field] === undefined || record[field] === null,
    );
    const notText = ['image', 'thumb'].filter((field) => !missing.includes(field) && typeof record[field] !== 'string');
    if (missing.length) {
      problem = `data lacks ${missing.map((field) => `data.${field}`).join(', ')} (expected ${shape(kind)})`;
    } else if (notText.length) {
      problem = notText
        .map((field) => `data.${field} must be a string URL, got ${describeValue(record[field])}`)
        .join('; ');
    } else if ((record.image === '') !== (record.thumb === '')) {
      problem = `data.${record.image === '' ? 'image' : 'thumb'} is empty while the other image is set (both '' mean: loading)`;
    }
  }
  if (problem) warnOnce(`${names[kind]}: ${problem}; showing the error state, whose Refresh button calls onRefresh.`);
  return problem;
}
