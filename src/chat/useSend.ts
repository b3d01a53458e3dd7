'use client';
import { useCallback, useRef, useState } from 'react';
import { warn } from '../internal/warn.js';
import type { SendResult } from './types.js';

/** What became of a send. */
export type SendOutcome = 'sent' | 'kept' | 'failed' | 'ignored';

/**
 * Runs a send handler that may return `false`, a promise, or throw: busy while a promise is pending (a
 * second send meanwhile is ignored; `onPending` is told the message on its way, then null), `'kept'` when
 * the handler returned or resolved to false, `'failed'` when it threw or rejected (the error goes to
 * `onError`, or is reported as an uncaught error when there is none: it is never swallowed).
 */
export function useSend<T>(
  handler: ((message: T) => SendResult) | undefined,
  onError?: (error: unknown) => void,
  onPending?: (message: T | null) => void,
) {
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);

  const fail = useCallback(
    (error: unknown): SendOutcome => {
      if (onError) onError(error);
      else {
        // Development only: a production bundle drops the advice with its bytes.
        try {
          if (process.env.NODE_ENV !== 'production')
            warn('onMessageSend threw or rejected; the draft was kept. Pass onSendError to handle it.');
        } catch {
          // no `process` here: no advice
        }
        setTimeout(() => {
          throw error;
        });
      }
      return 'failed';
    },
    [onError],
  );

  const send = useCallback(
    async (message: T): Promise<SendOutcome> => {
      if (pending.current) return 'ignored';
      let result: SendResult;
      try {
        result = handler?.(message);
      } catch (error) {
        return fail(error);
      }
      if (!isThenable(result)) return result === false ? 'kept' : 'sent';
      pending.current = true;
      setBusy(true);
      onPending?.(message);
      try {
        const resolved = await result;
        return resolved === false ? 'kept' : 'sent';
      } catch (error) {
        return fail(error);
      } finally {
        pending.current = false;
        setBusy(false);
        onPending?.(null);
      }
    },
    [handler, fail, onPending],
  );

  return { busy, send };
}

function isThenable(value: unknown): value is PromiseLike<void | boolean> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}
