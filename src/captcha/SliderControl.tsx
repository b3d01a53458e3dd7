'use client';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '../theme/index.js';
import { dragValue, handleOffset, scaleOf, trackPointToValue } from './geometry.js';
import { sliderValueForKey } from './keyboard.js';
import { usePointerDrag } from './usePointerDrag.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';

/** Width of the slider handle in layout px. */
export const HANDLE_WIDTH = 44;

// The line is the track's ::before; the fill, an element of its own, covers it up to the handle.
const line = {
  position: 'absolute',
  left: 0,
  top: '50%',
  height: '$space$2',
  marginTop: '-4px',
  borderRadius: '$round',
} as const;

const Track = styled('div', {
  position: 'relative',
  height: '$space$6',
  flex: '0 0 auto',
  touchAction: 'none',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  '&::before': {
    ...line,
    content: '""',
    right: 0,
    backgroundColor: '$surfaceRaised',
    boxShadow: 'inset 0 0 0 1px $colors$border',
  },
});

const Fill = styled('div', { ...line, backgroundColor: '$accent' });

const Handle = styled('div', {
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$medium',
  backgroundColor: '$accent',
  color: '$accentText',
  boxShadow: '$raised',
  cursor: 'grab',
  touchAction: 'none',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '[data-dragging] &': { cursor: 'grabbing' },
  '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  '& > svg': { width: '22px', height: '22px', pointerEvents: 'none' },
});

export interface SliderControlProps {
  value: number;
  min: number;
  max: number;
  /** Track width in layout px. */
  width: number;
  label: string;
  valueText: string;
  describedBy: string;
  disabled: boolean;
  icon: ReactNode;
  /** Each move (pointer or key), with the new value. */
  onChange: (value: number) => void;
  /** Release of a handle drag, or Enter: confirm this value. */
  onCommit: (value: number) => void;
  onDraggingChange?: (dragging: boolean) => void;
  /**
   * Whether the value grows toward the end of the reading direction: from right to left in a right-to-left
   * frame or page (the track mirrored, Left and Right traded), as a slider does. Off, it grows from left to
   * right in every direction (the slide captcha: its value is a position on the picture, which is not mirrored).
   */
  followsDirection?: boolean;
}

/** Whether `element` is in a right-to-left block: the nearest `dir` attribute (the captcha's frame sets its own). */
const inRtl = (element: Element | null) => element?.closest('[dir]')?.getAttribute('dir') === 'rtl';

/**
 * A horizontal role="slider": drag the handle (release confirms), tap the track to move the handle there
 * (no confirm: the host's confirm button sends it, WCAG 2.5.7), or use the APG keys (1 per arrow, 10 with
 * Shift or the Page keys); Enter confirms.
 */
export function SliderControl(props: SliderControlProps) {
  const { value, min, max, width, disabled } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const [rtl, setRtl] = useState(false);
  // Read after each render: the direction is the DOM's (the frame's `dir`, else the page's).
  useIsomorphicLayoutEffect(() => setRtl(!!props.followsDirection && inRtl(trackRef.current)));
  /** A distance from the track's left edge, measured from its start instead (its right edge when mirrored). */
  const fromStart = (x: number, span: number) => (rtl ? span - x : x);
  const handleRef = useRef<HTMLDivElement>(null);
  const start = useRef({ value: 0, scale: 1, onHandle: false });
  // The last value shown or sent: read by the pointer handlers, which run between renders.
  const current = useRef(value);
  useIsomorphicLayoutEffect(() => {
    current.current = value;
  }, [value]);

  const drag = usePointerDrag({
    onStart: (event) => {
      if (disabled || !trackRef.current) return false;
      const rect = trackRef.current.getBoundingClientRect();
      const scale = scaleOf(rect.width, width);
      const onHandle = !!handleRef.current?.contains(event.target as Node);
      let startValue = current.current;
      if (!onHandle) {
        const x = fromStart(event.clientX - rect.left, rect.width);
        startValue = trackPointToValue(x * scale, width, HANDLE_WIDTH, min, max);
        current.current = startValue;
        props.onChange(startValue);
      }
      start.current = { value: startValue, scale, onHandle };
      handleRef.current?.focus({ preventScroll: true });
      props.onDraggingChange?.(true);
      return true;
    },
    onMove: ({ dx }) => {
      const along = rtl ? -dx : dx;
      const next = dragValue(start.current.value, along * start.current.scale, width, HANDLE_WIDTH, min, max);
      if (next === current.current) return;
      current.current = next;
      props.onChange(next);
    },
    onEnd: ({ moved, cancelled }) => {
      props.onDraggingChange?.(false);
      if (start.current.onHandle && moved && !cancelled) props.onCommit(current.current);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      props.onCommit(value);
      return;
    }
    const next = sliderValueForKey(event.key, {
      value,
      min,
      max,
      shiftKey: event.shiftKey,
      rtl,
    });
    if (next === null) return;
    event.preventDefault();
    if (next !== value) props.onChange(next);
  };

  const left = fromStart(handleOffset(value, width, HANDLE_WIDTH, min, max), width - HANDLE_WIDTH);
  // The pointer handlers live on the track (a tap target for the whole width); the slider role and the
  // keyboard live on the handle, which is what takes focus.
  return (
    <Track
      ref={trackRef}
      style={{ width }}
      data-disabled={disabled ? '' : undefined}
      data-slider-track=""
      data-mirrored={rtl ? '' : undefined}
      {...drag.handlers}
    >
      <Fill
        style={
          rtl ? { left: 'auto', right: 0, width: width - left - HANDLE_WIDTH / 2 } : { width: left + HANDLE_WIDTH / 2 }
        }
      />
      <Handle
        ref={handleRef}
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-valuemin={Math.round(min)}
        aria-valuemax={Math.round(max)}
        aria-valuenow={Math.round(value)}
        aria-valuetext={props.valueText}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        style={{ left, width: HANDLE_WIDTH }}
      >
        {props.icon}
      </Handle>
    </Track>
  );
}
