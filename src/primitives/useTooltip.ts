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
  // The tooltip's own pointer handlers, set by the effect that owns the state they share.
  const panel = useRef({ enter: () => {}, leave: () => {} });

  useEffect(() => {
    const element = trigger.current;
    if (!enabled || !element) return;
    trackFocusKeys(document);
    let shown = false;
    let keyFocused = false;
    let overPanel = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After a press or an Escape, the pointer resting on the trigger does not bring it back until it leaves.
    let suppressed = false;
    const clear = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const hide = () => set(false);
    const set = (next: boolean) => {
      clear();
      // One at a time: showing hides the one shown before (a stale hide of a closed one changes nothing).
      if (next && closeOpenTooltip !== hide) {
        closeOpenTooltip?.();
        closeOpenTooltip = hide;
      }
      shown = next;
      overPanel = false;
      setOpen(next);
    };
    const press = () => {
      suppressed = true;
      set(false);
    };
    // The pointer left the trigger or the tooltip: hide after the grace, unless it is on the other one
    // (or the keyboard focus holds the tooltip). A flag, not the order of events: React reports the entry
    // into the tooltip before the browser reports the exit from the trigger.
    const leave = () => {
      clear();
      if (shown && !keyFocused && !overPanel) timer = setTimeout(hide, hoverGrace);
    };
    panel.current = {
      enter: () => {
        overPanel = true;
        clear();
      },
      leave: () => {
        overPanel = false;
        leave();
      },
    };
    const listeners: [string, (event: Event) => void][] = [
      ['pointerenter', () => (suppressed = false)],
      [
        'pointermove',
        (event) => {
          if ((event as PointerEvent).pointerType === 'touch' || suppressed) return;
          if (shown) clear();
          else timer ??= setTimeout(() => set(true), durations.tooltipDelay);
        },
      ],
      ['pointerleave', leave],
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
      else clear();
    };
  }, [trigger, enabled]);

  return {
    open: enabled && open,
    content: { onPointerEnter: () => panel.current.enter(), onPointerLeave: () => panel.current.leave() },
  };
}
