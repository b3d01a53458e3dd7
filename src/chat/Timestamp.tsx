'use client';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from '../theme/index.js';
import { Tooltip } from '../primitives/index.js';
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
 */
export function Timestamp({ time, describedBy }: TimestampProps) {
  return (
    <Tooltip content={time.full}>
      <TimeTrigger dateTime={time.dateTime} tabIndex={0} fullDateId={describedBy} data-part="message-time">
        {time.short}
      </TimeTrigger>
    </Tooltip>
  );
}
Timestamp.displayName = 'Timestamp';
