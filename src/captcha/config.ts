/**
 * Config defaults and the checks on data and config: bad numbers are clamped, with a development warning
 * (dropped from production builds with its message, see warn.ts).
 */
import { warnOnce } from '../internal/warn.js';
import { clamp, normalizeAngle } from './geometry.js';
import type {
  CaptchaConfig,
  ClickCaptchaConfig,
  ClickData,
  RotateCaptchaConfig,
  RotateData,
  SlideData,
} from './types.js';

/** go-captcha-react's sizes (DESIGN.md section 5). */
export const captchaDefaults = {
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
} as const;

export interface ResolvedConfig {
  width: number;
  height: number;
  verticalPadding: number;
  horizontalPadding: number;
  iconSize: number;
  showTheme: boolean;
  scope: boolean;
  title: string | undefined;
  buttonText: string | undefined;
  thumbWidth: number;
  thumbHeight: number;
  dotSize: number;
  size: number;
}

/** The sizes of the config: a number above zero, or zero or more for the paddings. */
type SizeName = Exclude<keyof typeof captchaDefaults, 'showTheme' | 'scope'>;

/** `value` when it is a number above zero (or zero, for a padding), else `fallback`, with a warning. */
function measure(name: SizeName, value: unknown, fallback: number): number {
  const orZero = name.endsWith('Padding');
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isFinite(value) && (value > 0 || (orZero && value === 0))) return value;
  try {
    if (process.env.NODE_ENV !== 'production')
      warnOnce(
        `captcha config.${name} must be ${orZero ? 'zero or more' : 'a positive number'}, got ${String(value)}; using ${fallback}.`,
      );
  } catch {
    // No `process` here: no warning.
  }
  return fallback;
}

/** Fills in defaults; zero, negative or NaN sizes fall back to the default with a development warning. */
export function resolveConfig(config: CaptchaConfig & ClickCaptchaConfig & RotateCaptchaConfig = {}): ResolvedConfig {
  const resolved = {
    showTheme: config.showTheme ?? captchaDefaults.showTheme,
    scope: config.scope ?? captchaDefaults.scope,
    title: config.title,
    buttonText: config.buttonText,
  } as ResolvedConfig;
  for (const [name, fallback] of Object.entries(captchaDefaults)) {
    if (typeof fallback === 'number')
      resolved[name as SizeName] = measure(name as SizeName, config[name as SizeName], fallback);
  }
  // The round picture fits the image box.
  resolved.size = Math.min(resolved.size, resolved.width, resolved.height);
  return resolved;
}

/** An image URL, or '' (the loading state); validateCaptchaData warns about a missing or non-string one. */
function imageUrl(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function finite(name: string, value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  try {
    if (process.env.NODE_ENV !== 'production' && value !== undefined)
      warnOnce(`captcha data.${name} must be a finite number, got ${String(value)}; using ${fallback}.`);
  } catch {
    // No `process` here: no warning.
  }
  return fallback;
}

function within(name: string, value: number, min: number, max: number): number {
  const clamped = clamp(value, min, max);
  try {
    if (process.env.NODE_ENV !== 'production' && clamped !== value)
      warnOnce(`captcha data.${name} ${value} is outside ${min}..${max}; clamped to ${clamped}.`);
  } catch {
    // No `process` here: no warning.
  }
  return clamped;
}

/** Click data with non-string URLs treated as missing. */
export function sanitizeClickData(data: Partial<ClickData> | null | undefined): ClickData {
  return { image: imageUrl(data?.image), thumb: imageUrl(data?.thumb) };
}

/**
 * Slide / region data made safe for an image of width x height: NaN becomes 0, a piece larger than the
 * image shrinks to it, and the position is clamped inside the image (each with a development warning).
 */
export function sanitizeSlideData(
  data: Partial<SlideData> | null | undefined,
  width: number,
  height: number,
): SlideData {
  const thumbWidth = within('thumbWidth', finite('thumbWidth', data?.thumbWidth, 60), 1, width);
  const thumbHeight = within('thumbHeight', finite('thumbHeight', data?.thumbHeight, 60), 1, height);
  return {
    image: imageUrl(data?.image),
    thumb: imageUrl(data?.thumb),
    thumbWidth,
    thumbHeight,
    thumbX: Math.round(within('thumbX', finite('thumbX', data?.thumbX, 0), 0, width - thumbWidth)),
    thumbY: Math.round(within('thumbY', finite('thumbY', data?.thumbY, 0), 0, height - thumbHeight)),
  };
}

/** Rotate data made safe: the angle brought into [0, 360), the thumbs no larger than the picture. */
export function sanitizeRotateData(data: Partial<RotateData> | null | undefined, size: number): RotateData {
  return {
    image: imageUrl(data?.image),
    thumb: imageUrl(data?.thumb),
    secondThumb: imageUrl(data?.secondThumb) || undefined,
    angle: normalizeAngle(finite('angle', data?.angle, 0)),
    thumbSize: within('thumbSize', finite('thumbSize', data?.thumbSize, size / 2), 1, size),
  };
}
