import type { CSSProperties } from 'react';
import type { CaptchaLanguage } from '../locales/types.js';
import type { CaptchaStrings } from './strings.js';

export type { CaptchaPoint, ClickData, ClickDot, RegionData, RotateData, SlideData } from './challengeData.js';

/**
 * The language of the strings: go-captcha-react's Chinese by default. A BCP 47 tag of a shipped language
 * ('en', 'es', 'ar'...: 'zh' and 'en' are built in, the others load on first need, English meanwhile), or a
 * language object imported from `confab-ui/locales/<lang>` (its `captcha` export), ready at once.
 */
export type CaptchaLocale = string | CaptchaLanguage;

/** What the widget shows after a confirm: nothing yet, a success, or a failure (announced either way). */
export type CaptchaStatus = 'idle' | 'success' | 'failure';

/** Sizes and options every captcha shares; every field is optional, defaults in brackets. */
export interface CaptchaConfig {
  /** Image width in CSS px [300]. Zero, negative or NaN falls back to the default with a development warning. */
  width?: number;
  /** Image height in CSS px [220]. */
  height?: number;
  /** Padding above and below the content [16]. */
  verticalPadding?: number;
  /** Padding left and right of the content [12]. */
  horizontalPadding?: number;
  /** Size of the close and refresh icons [22]; their buttons are never smaller than 24 x 24. */
  iconSize?: number;
  /** Draw the frame's border, radius and shadow [true]. */
  showTheme?: boolean;
  /** Keep drags inside the image [true]; off, a region tile may leave it (a negative position is then ignored). */
  scope?: boolean;
  /** Title above the image; overrides the locale's. */
  title?: string;
  /** Label of the confirm button; overrides the locale's ("确认" / "Confirm"). */
  buttonText?: string;
}

/** Config of the click captcha: the shared one plus the thumb and the dots. */
export interface ClickCaptchaConfig extends CaptchaConfig {
  /** Width of the thumb that shows what to click [150]. */
  thumbWidth?: number;
  /** Height of the thumb [40]. */
  thumbHeight?: number;
  /** Diameter of a numbered dot [24]. */
  dotSize?: number;
}

/** Config of the rotate captcha: the shared one plus the size of the round picture. */
export interface RotateCaptchaConfig extends CaptchaConfig {
  /** Diameter of the round picture [220]; clamped to the image box. */
  size?: number;
}

/**
 * The host's answer to a confirm: `true` shows and announces success, `false` failure, nothing leaves the
 * status as it is (the host may set `status` itself). A promise is awaited.
 */
export type ConfirmVerdict = boolean | void;

/** Called with the result; `reset` puts the widget back to its start (positions and status). */
export type ConfirmHandler<Result> = (result: Result, reset: () => void) => ConfirmVerdict | Promise<ConfirmVerdict>;

/** Imperative handle of every captcha (go-captcha-react's ref methods). */
export interface CaptchaHandle {
  /** Clears positions and the success/failure status. */
  reset: () => void;
  /** Clears positions only. */
  clear: () => void;
  /** As the refresh button: calls `onRefresh` and resets. */
  refresh: () => void;
  /** As the close button: calls `onClose` and resets. */
  close: () => void;
}

/** What the widget gives `verifyAnotherWay`: a signal for its Cancel button, and a place to report progress. */
export interface VerifyAnotherWayOptions {
  /** Aborted when the person cancels or the widget goes away. */
  signal: AbortSignal;
  /** Call with the share done, 0 to 1; the widget shows it and announces the start and the halfway point. */
  onProgress: (done: number) => void;
}

/**
 * The non-visual way through, run by the "Verify another way" button: resolve when verified (the widget shows
 * success), reject when not (it shows a failure; an abort, after Cancel, shows nothing). With
 * `confab-ui/captcha/client`: `(options) => client.verifyAnotherWay(options).then(onToken)`.
 */
export type VerifyAnotherWay = (options: VerifyAnotherWayOptions) => Promise<unknown>;

/** Props every captcha widget takes. */
export interface CaptchaBaseProps<Result> {
  /** The strings' language ['zh']: a shipped language's tag, or its object from `confab-ui/locales/<lang>`. */
  locale?: CaptchaLocale;
  /** Text direction; by default right-to-left languages (ar, he) set `'rtl'` and others inherit the page's. */
  dir?: 'ltr' | 'rtl';
  /** Overrides for any built-in string (labels, instructions, announcements). */
  strings?: Partial<CaptchaStrings>;
  /** Called with the result when the user confirms (release of a drag, Enter, or the confirm button). */
  onConfirm?: ConfirmHandler<Result>;
  /** Called by the refresh button; load new data in it. */
  onRefresh?: () => void;
  /** Called by the close button. */
  onClose?: () => void;
  /**
   * The way through without the picture (proof of work alone, from `createCaptchaClient`'s
   * `verifyAnotherWay`): a "Verify another way" button runs it, with a progress bar, polite announcements and
   * a Cancel button. Takes the place of `onRequestAlternative`.
   */
  verifyAnotherWay?: VerifyAnotherWay;
  /** When given (and `verifyAnotherWay` is not), a "Verify another way" button calls it: the host's own fallback. */
  onRequestAlternative?: () => void;
  /** Controlled status (success / failure shown and announced). */
  status?: CaptchaStatus;
  /** Initial status when uncontrolled ['idle']. */
  defaultStatus?: CaptchaStatus;
  /** Called when the status changes (after a verdict, a reset, a refresh or a close). */
  onStatusChange?: (status: CaptchaStatus) => void;
  className?: string;
  style?: CSSProperties;
  id?: string;
}
