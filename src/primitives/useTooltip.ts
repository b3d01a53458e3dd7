'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { durations } from '../theme/tokens.js';
import { focusMovedByKey, trackFocusKeys } from './focusSource.js';

/** How long a tooltip waits after the pointer leaves its trigger, for the pointer to reach the tooltip. */
const hoverGrace = 120;

/** The open tooltip's `hide`, so that opening another one hides it: one tooltip on the page at a time. */
let closeOpenTooltip: (() => void) | null = null;

export interface TooltipState {
  open: boolean;
  /** Handlers for the tooltip itself: the pointer may rest on it (WCAG 1.4.13, hoverable). */
  content: { onPointerEnter: () => void; onPointerLeave: () => void };
}

/**
 * When the tooltip of `trigger` shows, by WCAG 1.4.13: `durations.tooltipDelay` after a mouse or pen comes
 * to rest on the trigger (never for touch), at once when the keyboard moves focus to it (not when a script
 * does: a dialog focusing its first button); it stays while the pointer is on the trigger or the tooltip,
 * or the keyboard focus is on the trigger, and hides when they leave, on a press of the trigger, and on
 * Escape. That Escape is stopped: it does not also close the dialog, popover or chat window around the
 * trigger. An Escape while no tooltip is open is not touched.
 *
 * The trigger's listeners are the DOM's, not React props, so they never get in the way of the caller's.
 */
export function useTooltip(trigger: RefObject<HTMLElement | null>, enabled: boolean): TooltipState {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pointer left: hide after the grace unless it reaches the tooltip (or the keyboard focus holds it).
  const leave = useRef(() => {});

  useEffect(() => {
    const element = trigger.current;
    if (!enabled || !element) return;
    trackFocusKeys(document);
    let shown = false;
    let keyFocused = false;
    // After a press or an Escape, the pointer resting on the trigger does not bring it back until it leaves.
    let suppressed = false;
    const clear = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const hide = () => set(false);
    const set = (next: boolean) => {
      clear();
      if (next && closeOpenTooltip !== hide) closeOpenTooltip?.();
      if (next) closeOpenTooltip = hide;
      else if (closeOpenTooltip === hide) closeOpenTooltip = null;
      shown = next;
      setOpen(next);
    };
    const press = () => {
      suppressed = true;
      set(false);
    };
    leave.current = () => {
      clear();
      if (shown && !keyFocused) timer.current = setTimeout(hide, hoverGrace);
    };
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', () => (suppressed = false)],
      [
        'pointermove',
        (event) => {
          if ((event as PointerEvent).pointerType === 'touch' || suppressed) return;
          if (shown) clear();
          else timer.current ??= setTimeout(() => set(true), durations.tooltipDelay);
        },
      ],
      ['pointerleave', () => leave.current()],
      ['pointerdown', press],
      ['click', press],
      [
        'focus',
        () => {
          if (!focusMovedByKey()) return;
          keyFocused = true;
          set(true);
        },
      ],
      [
        'blur',
        () => {
          keyFocused = false;
          set(false);
        },
      ],
    ];
    // On the window in the capture phase: before the document-level listeners of Radix's layers and the
    // React handlers of the chat window, so stopping it here keeps them from closing too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !shown) return;
      event.preventDefault();
      event.stopPropagation();
      press();
    };
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    addEventListener('keydown', onKeyDown, true);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      removeEventListener('keydown', onKeyDown, true);
      if (shown) hide();
    };
  }, [trigger, enabled]);

  return {
    open: enabled && open,
    content: {
      onPointerEnter: () => {
        clearTimeout(timer.current);
        timer.current = undefined;
      },
      onPointerLeave: () => leave.current(),
    },
  };
}
