'use client';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../primitives/index.js';
import { styled } from '../theme/index.js';
import { crossesHalfway, percentDone } from './anotherWayProgress.js';
import { TextButton } from './parts.js';
import type { CaptchaStrings } from './strings.js';
import type { VerifyAnotherWay } from './types.js';

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
  variants: { tone: { failed: { color: '$danger' }, none: {} } },
});

/**
 * "Verify another way": runs the host's non-visual verification (proof of work alone) with a progress bar, a
 * Cancel button that takes focus while it runs, and polite announcements at the start, at halfway and at the
 * end (never per percent). Focus returns to the button when it ends.
 */
export function AnotherWay({ run, onRequest, strings, onVerified, verified = false }: AnotherWayProps) {
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const startButton = useRef<HTMLButtonElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (running) cancelButton.current?.focus();
    else if (refocus.current) startButton.current?.focus();
    refocus.current = false;
  }, [running]);

  /** Says `message` through the polite live region (a repeat is still read). */
  const announce = (message: string) =>
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));

  const finish = (text: string, failed: boolean, spoken: boolean) => {
    controller.current = null;
    refocus.current = document.activeElement === cancelButton.current;
    setRunning(false);
    setNote(text ? { text, failed } : null);
    if (spoken) announce(text);
  };

  const start = () => {
    if (!run) return onRequest?.();
    const stop = new AbortController();
    controller.current = stop;
    let last = 0;
    setDone(0);
    setNote(null);
    setRunning(true);
    announce(strings.anotherWayRunning);
    const onProgress = (share: number) => {
      if (stop.signal.aborted) return;
      if (crossesHalfway(last, share)) announce(strings.anotherWayHalfway);
      last = share;
      setDone(share);
    };
    run({ signal: stop.signal, onProgress }).then(
      () => {
        if (stop.signal.aborted) return;
        // The success itself is announced by the host's own status (the captcha's, the verify button's name).
        finish(strings.anotherWayDone, false, false);
        onVerified();
      },
      () => {
        if (!stop.signal.aborted) finish(strings.anotherWayFailed, true, true);
      },
    );
  };

  const cancel = () => {
    controller.current?.abort(new DOMException('Cancelled', 'AbortError'));
    finish('', false, false);
    announce(strings.anotherWayCancelled);
  };

  const percent = percentDone(done);
  return (
    <Root data-another-way={running ? 'running' : 'idle'}>
      {running ? (
        <>
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
            <TextButton ref={cancelButton} type="button" tone="link" onClick={cancel}>
              {strings.cancel}
            </TextButton>
          </Row>
          <Note tone="none">{strings.anotherWayRunning}</Note>
        </>
      ) : (
        <>
          <TextButton
            ref={startButton}
            type="button"
            tone="link"
            aria-disabled={verified || undefined}
            onClick={verified ? undefined : start}
          >
            {strings.tryAnotherWay}
          </TextButton>
          {note && <Note tone={note.failed ? 'failed' : 'none'}>{note.text}</Note>}
        </>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-another-way-announcer="">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}
AnotherWay.displayName = 'AnotherWay';
