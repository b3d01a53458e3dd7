'use client';
import { useCallback, useImperativeHandle, useState, type Ref } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { resolveStrings, stringsLang } from './strings.js';
import type { CaptchaBaseProps, CaptchaHandle, CaptchaStatus, ConfirmVerdict } from './types.js';

function isPromise(value: unknown): value is Promise<ConfirmVerdict> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * What every captcha shares: strings, the controlled/uncontrolled status, the polite announcer, confirm
 * (send, clear positions, show the verdict), reset / refresh / close, and the ref handle.
 */
export function useCaptchaCore<Result>(
  props: CaptchaBaseProps<Result>,
  clearPositions: () => void,
  ref: Ref<CaptchaHandle> | undefined,
) {
  const { locale, strings: overrides, onConfirm, onRefresh, onClose } = props;
  const strings = resolveStrings(locale, overrides);
  const [status, setStatus] = useControllableState<CaptchaStatus>({
    prop: props.status,
    defaultProp: props.defaultStatus ?? 'idle',
    onChange: props.onStatusChange,
    caller: 'Captcha',
  });
  const [announcement, setAnnouncement] = useState('');

  /** Says `message` through the polite live region (a repeat is still read). */
  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }, []);

  const reset = useCallback(() => {
    clearPositions();
    setStatus('idle');
  }, [clearPositions, setStatus]);

  const refresh = useCallback(() => {
    onRefresh?.();
    reset();
  }, [onRefresh, reset]);

  const close = useCallback(() => {
    onClose?.();
    reset();
  }, [onClose, reset]);

  const applyVerdict = useCallback(
    (verdict: ConfirmVerdict) => {
      if (verdict === true) setStatus('success');
      else if (verdict === false) setStatus('failure');
    },
    [setStatus],
  );

  /** Sends the result, puts the positions back, then shows the host's verdict when it comes. */
  const confirm = useCallback(
    (result: Result) => {
      const verdict = onConfirm?.(result, reset);
      clearPositions();
      if (isPromise(verdict)) {
        verdict.then(applyVerdict, () => setStatus('failure'));
      } else {
        applyVerdict(verdict);
      }
    },
    [onConfirm, reset, clearPositions, applyVerdict, setStatus],
  );

  useImperativeHandle(ref, () => ({ reset, clear: clearPositions, refresh, close }), [
    reset,
    clearPositions,
    refresh,
    close,
  ]);

  const lang = stringsLang(locale, overrides);
  return { strings, lang, status, setStatus, announcement, announce, reset, refresh, close, confirm };
}
