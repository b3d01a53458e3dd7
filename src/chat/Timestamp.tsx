'use client';
import { forwardRef, useContext, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { styled } from '../theme/index.js';
import { Tooltip } from '../primitives/index.js';
import { trackFocusKeys } from '../primitives/focusSource.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import type { SentTime } from './messageTime.js';
import { RowContentChanged } from './RowContentContext.js';

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
 * tooltip describes it while open.
 *
 * The Radix tooltip (a root, a trigger, a portal, their state and effects) comes with the first hover or
 * focus: a thread scrolled through draws dozens of times a frame, and most are never pointed at. Until
 * then the `<time>` is plain, its full date in its description all the same. Focus that arrives on the
 * plain one is given to the trigger that replaces it, in the same task (a key's focus still shows the
 * tooltip), and the row is told, for it to put the new element in or out of its Tab order.
 */
// The tooltip shows on focus moved by a key: the keys are watched from the start, before any tooltip is.
if (typeof document !== 'undefined') trackFocusKeys(document);

export function Timestamp({ time, describedBy }: TimestampProps) {
  // 0 until hovered (1) or focused (2).
  const [armed, setArmed] = useState(0);
  const element = useRef<HTMLTimeElement>(null);
  const contentChanged = useContext(RowContentChanged);
  useIsomorphicLayoutEffect(() => {
    if (!armed) return;
    contentChanged();
    // Focus moves to the new trigger; a pointer resting on it is told to it (Radix opens on a pointer's move).
    if (armed > 1) element.current?.focus();
    else element.current?.dispatchEvent(new Event('pointermove', { bubbles: true }));
  }, [armed, contentChanged]);
  const trigger = (
    <TimeTrigger
      ref={element}
      dateTime={time.dateTime}
      tabIndex={0}
      fullDateId={describedBy}
      data-part="message-time"
      onPointerEnter={() => armed || setArmed(1)}
      onFocus={() => armed || setArmed(2)}
    >
      {time.short}
    </TimeTrigger>
  );
  return armed ? <Tooltip content={time.full}>{trigger}</Tooltip> : trigger;
}
Timestamp.displayName = 'Timestamp';
