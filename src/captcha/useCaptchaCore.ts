'use client';
import { useId, useImperativeHandle, type Ref } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { CaptchaFrameProps } from './CaptchaFrame.js';
import type { ChallengeImageProps } from './ChallengeImage.js';
import type { ResolvedConfig } from './config.js';
import {
  anotherWayStrings,
  frameStrings,
  resolveStrings,
  stringsLang,
  type CaptchaStrings,
  type StringTable,
} from './strings.js';
import type { CaptchaBaseProps, CaptchaHandle, CaptchaStatus, ConfirmVerdict } from './types.js';
import { useAnnouncer } from './useAnnouncer.js';
import { captchaDir, useCaptchaLanguage } from './useCaptchaLanguage.js';
import { useImageStatus } from './useImageStatus.js';
import { captchaDataUsable, validateCaptchaData } from './validateCaptchaData.js';

type CaptchaKind = CaptchaFrameProps['kind'];

export interface CaptchaCoreOptions<Result, Kind extends CaptchaKind> {
  kind: Kind;
  /** The captcha's own built-in strings (the frame's come with them). */
  strings: StringTable<Kind>;
  props: CaptchaBaseProps<Result>;
  config: ResolvedConfig;
  /** The challenge's image and thumbs; the captcha is ready when the image has loaded, in error if any fails. */
  data: { image: string; thumb: string; secondThumb?: string };
  /** Puts the widget's positions back to their start. */
  clearPositions: () => void;
  ref: Ref<CaptchaHandle> | undefined;
}

function isPromise(value: unknown): value is Promise<ConfirmVerdict> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * What every captcha shares: strings, the loading of its two images, the controlled/uncontrolled status,
 * the polite announcer, confirm (send, clear positions, show the verdict), reset / refresh / close, the ref
 * handle, and the props of its frame and challenge image.
 */
export function useCaptchaCore<Result, Kind extends CaptchaKind>({
  kind,
  strings: table,
  props,
  config,
  data,
  clearPositions,
  ref,
}: CaptchaCoreOptions<Result, Kind>) {
  const { locale, strings: overrides, onConfirm, onRefresh, onClose } = props;
  const language = useCaptchaLanguage(locale);
  const strings = resolveStrings(language, overrides, [frameStrings, anotherWayStrings, table]);
  const [status, setStatus] = useControllableState<CaptchaStatus>({
    prop: props.status,
    defaultProp: props.defaultStatus ?? 'idle',
    onChange: props.onStatusChange,
    caller: 'Captcha',
  });
  const [announcement, announce] = useAnnouncer();
  const image = useImageStatus(data.image);
  const thumb = useImageStatus(data.thumb);
  const secondThumb = useImageStatus(data.secondThumb ?? '');
  const rawData = (props as { data?: unknown }).data;
  const unusable = !captchaDataUsable(kind, rawData);
  // Says why in development (see warn.ts: production builds drop the statement and its words).
  try {
    if (process.env.NODE_ENV !== 'production' && unusable) validateCaptchaData(kind, rawData);
  } catch {
    // No `process` here: no warning.
  }
  // Without a second thumb its status stays 'loading', never 'error'.
  const imageStatus =
    unusable || image.status === 'error' || thumb.status === 'error' || secondThumb.status === 'error'
      ? 'error'
      : image.status;
  const ready = imageStatus === 'loaded';
  /** Verified: the widget shows the solved position and takes no more input until reset. */
  const solved = status === 'success';
  const instructionsId = useId();

  const reset = () => {
    clearPositions();
    setStatus('idle');
  };
  const refresh = () => {
    onRefresh?.();
    reset();
  };
  const close = () => {
    onClose?.();
    reset();
  };

  /**
   * Sends the result, then shows the host's verdict when it comes. A success keeps the solved position on
   * show until reset; any other outcome (failure, rejection, no verdict) puts the positions back to retry.
   */
  const confirm = (result: Result) => {
    const verdict = onConfirm?.(result, reset);
    const settle = (outcome: ConfirmVerdict) => {
      if (outcome !== true) clearPositions();
      if (outcome === true) setStatus('success');
      else if (outcome === false) setStatus('failure');
    };
    if (isPromise(verdict)) verdict.then(settle, () => settle(false));
    else settle(verdict);
  };

  useImperativeHandle(ref, () => ({ reset, clear: clearPositions, refresh, close }));

  /** Every prop of the frame but the widget's own (children, footer, dragging, onConfirmClick, ...). */
  const frameProps = {
    kind,
    title: config.title ?? (strings as CaptchaStrings)[`${kind}Title` as const],
    instructionsId,
    instructions: (strings as CaptchaStrings)[`${kind}Instructions` as const],
    config,
    strings,
    imageStatus,
    status,
    announcement,
    onClose: close,
    onRefresh: refresh,
    onRequestAlternative: props.onRequestAlternative,
    verifyAnotherWay: props.verifyAnotherWay,
    onVerifiedAnotherWay: () => setStatus('success'),
    className: props.className,
    style: props.style,
    id: props.id,
    lang: stringsLang(language, overrides),
    dir: captchaDir(language, props.dir),
  } satisfies Partial<CaptchaFrameProps>;
  /** Every prop of the challenge image but its size. */
  const imageProps = {
    src: data.image,
    alt: strings.imageAlt,
    hidden: !ready,
    imgProps: image.imgProps,
  } satisfies Partial<ChallengeImageProps>;

  return {
    strings,
    ready,
    solved,
    instructionsId,
    thumbImgProps: thumb.imgProps,
    secondThumbImgProps: secondThumb.imgProps,
    announce,
    confirm,
    frameProps,
    imageProps,
  };
}
