'use client';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../primitives/index.js';
import { styled } from '../theme/index.js';
import { crossesHalfway, percentDone } from './anotherWayProgress.js';
import { TextButton } from './TextButton.js';
import { useAnnouncer } from './useAnnouncer.js';
import type { CaptchaStrings } from './strings.js';
import type { VerifyAnotherWay } from './types.js';
import { activeElementAt } from '../primitives/activeElement.js';

/** The strings the "Verify another way" control shows and says. */
export type AnotherWayStringKey =
  | 'tryAnotherWay'
  | 'anotherWayRunning'
  | 'anotherWayHalfway'
  | 'anotherWayDone'
  | 'anotherWayFailed'
  | 'anotherWayCancelled'
  | 'anotherWayProgress'
  | 'cancel';

export interface AnotherWayProps {
  /** The host's way through without the picture, run here with progress and Cancel. */
  run?: VerifyAnotherWay;
  /** Without `run`: the host's own fallback, called by the button. */
  onRequest?: () => void;
  strings: Pick<CaptchaStrings, AnotherWayStringKey>;
  /** Called once `run` has resolved (not after a cancel). */
  onVerified: () => void;
  /** Verified already (either way): the button stays in place, aria-disabled, as the confirm button does. */
  verified?: boolean;
}

const Root = styled('div', { marginTop: '$2' });

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$2' });

const Track = styled('div', {
  flex: '1 1 auto',
  height: '8px',
  borderRadius: '$round',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  overflow: 'hidden',
});

const Fill = styled('div', {
  height: '100%',
  backgroundColor: '$accent',
  transition: 'width $durations$popoverFade',
  '@reducedMotion': { transition: 'none' },
});

const Note = styled('p', {
  margin: '$1 0 0',
  fontSize: '$body',
  lineHeight: 1.4,
  color: '$text',
  '&[data-failed]': { color: '$danger' },
});

/** How the last run ended, as the key of the note shown under the button. */
type Outcome = 'anotherWayDone' | 'anotherWayFailed' | null;

/**
 * "Verify another way": runs the host's non-visual verification (proof of work alone) with a progress bar, a
 * Cancel button that takes focus while it runs, and polite announcements at the start, at halfway and at the
 * end (never per percent). Focus returns to the button when it ends. Without `run`, the button calls the
 * host's own fallback.
 */
export function AnotherWay({ run, onRequest, strings, onVerified, verified = false }: AnotherWayProps) {
  /** The share done while running, null when not running. */
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [announcement, announce] = useAnnouncer();
  const controller = useRef<AbortController | null>(null);
  /** The start button, or Cancel while running: each takes the other's place, and focus goes with it. */
  const button = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  const running = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (running || refocus.current) button.current?.focus();
    refocus.current = false;
  }, [running]);

  const finish = (ended: Outcome) => {
    controller.current = null;
    refocus.current = activeElementAt(button.current) === button.current;
    setProgress(null);
    setOutcome(ended);
  };

  const start = () => {
    if (!run) return onRequest?.();
    const stop = new AbortController();
    controller.current = stop;
    let last = 0;
    setProgress(0);
    setOutcome(null);
    announce(strings.anotherWayRunning);
    const onProgress = (share: number) => {
      if (stop.signal.aborted) return;
      if (crossesHalfway(last, share)) announce(strings.anotherWayHalfway);
      last = share;
      setProgress(share);
    };
    run({ signal: stop.signal, onProgress }).then(
      () => {
        if (stop.signal.aborted) return;
        // The success itself is announced by the host's own status (the captcha's, the verify button's name).
        finish('anotherWayDone');
        onVerified();
      },
      () => {
        if (stop.signal.aborted) return;
        finish('anotherWayFailed');
        announce(strings.anotherWayFailed);
      },
    );
  };

  const cancel = () => {
    controller.current?.abort(new DOMException('Cancelled', 'AbortError'));
    finish(null);
    announce(strings.anotherWayCancelled);
  };

  const percent = percentDone(progress ?? 0);
  const note = running ? 'anotherWayRunning' : outcome;
  return (
    <Root data-another-way={running ? 'running' : 'idle'}>
      {running ? (
        <Row>
          <Track
            role="progressbar"
            aria-label={strings.anotherWayProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill style={{ width: `${percent}%` }} />
          </Track>
          <TextButton ref={button} type="button" tone="link" onClick={cancel}>
            {strings.cancel}
          </TextButton>
        </Row>
      ) : (
        <TextButton
          ref={button}
          type="button"
          tone="link"
          aria-disabled={verified || undefined}
          onClick={verified ? undefined : start}
        >
          {strings.tryAnotherWay}
        </TextButton>
      )}
      {note && <Note data-failed={note === 'anotherWayFailed' ? '' : undefined}>{strings[note]}</Note>}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-another-way-announcer="">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}
