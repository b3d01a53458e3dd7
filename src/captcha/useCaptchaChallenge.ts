'use client';
import { useEffect, useState } from 'react';
import type { CaptchaKind, ChallengeDataByKind, ChallengeResultByKind } from './challengeData.js';
import { loadingData, unavailableData } from './challengePlaceholders.js';
import type { RotateResult } from './RotateCaptcha.js';

/** What a widget of `kind` confirms: `onConfirm`'s result, as `verify` takes it. */
export type CaptchaResult<K extends CaptchaKind> = K extends 'rotate' ? RotateResult : ChallengeResultByKind[K];

/** The part of `createCaptchaClient`'s client the hook uses (any object with these two methods will do). */
export interface CaptchaChallengeSource {
  load<K extends CaptchaKind>(
    kind: K,
    options?: { action?: string; signal?: AbortSignal },
  ): Promise<ChallengeDataByKind[K]>;
  verify(
    answer: ChallengeResultByKind[CaptchaKind] | RotateResult,
  ): Promise<{ ok: true; token: string } | { ok: false; reason: string; data: ChallengeDataByKind[CaptchaKind] }>;
}

/** Options of `useCaptchaChallenge`. */
export interface CaptchaChallengeOptions {
  /** What the pass token will be good for, e.g. 'signup'; the form's handler redeems it for that action only. */
  action?: string;
}

/** What `useCaptchaChallenge` gives a widget. */
export interface CaptchaChallenge<K extends CaptchaKind> {
  /** The widget's `data`: the loading state, the challenge the client will verify, or the error state. */
  data: ChallengeDataByKind[K];
  /**
   * For `onConfirm`: sends the result, resolves the pass token, or `null` after a refusal (the next challenge is
   * then on show) or when the service cannot be reached (the error state, with Refresh).
   */
  verify: (result: CaptchaResult<K>) => Promise<string | null>;
  /** For `onRefresh`: shows the loading state and loads a new challenge. */
  refresh: () => void;
}

/**
 * Loads a challenge of `kind` from `client` (`createCaptchaClient`) for a widget, and keeps the widget's `data`
 * the challenge the client verifies: the last load wins, and an earlier one is aborted and its response dropped
 * (React's StrictMode runs the first load twice in development: the widget shows the second, which is the one
 * verified). A failure to load shows the widget's error state, whose Refresh tries again.
 */
export function useCaptchaChallenge<K extends CaptchaKind>(
  client: CaptchaChallengeSource,
  kind: K,
  options: CaptchaChallengeOptions = {},
): CaptchaChallenge<K> {
  const { action } = options;
  const [data, setData] = useState<ChallengeDataByKind[K]>(() => loadingData(kind));
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    client.load(kind, { action, signal }).then(
      (next) => signal.aborted || setData(next),
      () => signal.aborted || setData(unavailableData(kind)),
    );
    return () => controller.abort();
  }, [client, kind, action, round]);

  const verify = async (result: CaptchaResult<K>) => {
    const outcome = await client.verify(result).catch(() => null);
    if (outcome?.ok) return outcome.token;
    setData(outcome ? (outcome.data as ChallengeDataByKind[K]) : unavailableData(kind));
    return null;
  };
  const refresh = () => {
    setData(loadingData(kind));
    setRound((value) => value + 1);
  };
  return { data, verify, refresh };
}
