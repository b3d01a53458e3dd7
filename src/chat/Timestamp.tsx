'use client';
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { styled } from '../theme/index.js';
import { Tooltip } from '../primitives/index.js';
import { trackFocusKeys } from '../primitives/focusSource.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { takeTabOrderOf } from './rowControls.js';
import type { SentTime } from './messageTime.js';

const Time = styled('time', {
  borderRadius: '$small',
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  '@forcedColors': { '&:focus-visible': { outline: '2px solid Highlight' } },
});

/**
 * The `<time>` as the tooltip's trigger renders it, described by the full date alone: the open tooltip, which
 * Radix's trigger adds to `aria-describedby`, says the same again.
 */
const TimeTrigger = forwardRef<HTMLTimeElement, ComponentPropsWithoutRef<'time'> & { fullDateId?: string }>(
  function TimeTrigger({ fullDateId, 'aria-describedby': _tooltip, ...props }, ref) {
    return <Time ref={ref} aria-describedby={fullDateId} {...props} />;
  },
);

/** The plain time the tooltip's trigger replaces, and what brought it: the pointer, or focus. */
interface HandOff {
  plain: Element;
  by: 'pointer' | 'focus';
}

/** A pointer move on `target`, for the tooltip's trigger to learn that a mouse or pen is on it. */
function pointerMoveOn(target: Element) {
  const view = target.ownerDocument.defaultView;
  const Move = view?.PointerEvent ?? view?.MouseEvent;
  if (Move) target.dispatchEvent(new Move('pointermove', { bubbles: true, pointerType: 'mouse' }));
}

export interface TimestampProps {
  /** The time to draw. */
  time: SentTime;
  /**
   * The id of an element holding the full date and time, which describes it always (the tooltip's own
   * description is there only while it is open: not when focus comes by Enter, or from a script).
   */
  describedBy?: string;
}

/**
 * A message's time of day in a `<time dateTime>`, with the full date and time in a tooltip on hover and on
 * keyboard focus. It takes focus (it is one of its row's controls, reached with Enter on the row), and the
 * full date describes it from the start.
 *
 * The Radix tooltip is mounted on the first hover or focus, not before: a thread scrolled fast draws dozens
 * of times per frame, and their tooltips were a fifth of each frame. Its trigger then takes the plain time's
 * place: its place in the row's Tab order, focus (the tooltip opening as it would have, on keyboard focus),
 * and the pointer resting on it.
 */
export function Timestamp({ time, describedBy }: TimestampProps) {
  const [handOff, setHandOff] = useState<HandOff | null>(null);
  const trigger = useRef<HTMLTimeElement>(null);
  // Whether the pointer is still on the plain time when the trigger replaces it.
  const pointerOn = useRef(false);
  // Keyboard focus opens the tooltip: the keys must be watched before the first tooltip mounts.
  useEffect(() => trackFocusKeys(document), []);
  useIsomorphicLayoutEffect(() => {
    const element = trigger.current;
    if (!handOff || !element) return;
    takeTabOrderOf(handOff.plain, element);
    const { activeElement, body } = element.ownerDocument;
    // The plain time had focus and is gone: focus is on the body until given to its successor.
    if (handOff.by === 'focus' && (activeElement === null || activeElement === body)) element.focus();
    else if (pointerOn.current) pointerMoveOn(element);
  }, [handOff]);

  if (!handOff) {
    const mount = (by: HandOff['by']) => (event: FocusEvent<HTMLElement> | PointerEvent<HTMLElement>) => {
      if (by === 'pointer') pointerOn.current = true;
      setHandOff({ plain: event.currentTarget, by });
    };
    return (
      <Time
        dateTime={time.dateTime}
        tabIndex={0}
        aria-describedby={describedBy}
        data-part="message-time"
        onPointerEnter={mount('pointer')}
        onPointerLeave={() => (pointerOn.current = false)}
        onFocus={mount('focus')}
      >
        {time.short}
      </Time>
    );
  }
  return (
    <Tooltip content={time.full}>
      <TimeTrigger
        ref={trigger}
        dateTime={time.dateTime}
        tabIndex={0}
        fullDateId={describedBy}
        data-part="message-time"
      >
        {time.short}
      </TimeTrigger>
    </Tooltip>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Timestamp.displayName = 'Timestamp';
} catch {
  // no `process`: the function's own name names it
}
