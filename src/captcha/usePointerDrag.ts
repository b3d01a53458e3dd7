'use client';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** Movement (client px) under which a press counts as a tap, not a drag. */
export const TAP_SLOP = 3;

export interface DragMove {
  clientX: number;
  clientY: number;
  /** Distance from the press, in client px. */
  dx: number;
  dy: number;
}

export interface DragEnd extends DragMove {
  /** The pointer moved beyond the tap slop. */
  moved: boolean;
  /** Ended by pointercancel, lost capture, or a release we never saw: no confirm. */
  cancelled: boolean;
}

export interface PointerDragCallbacks {
  /** A press began; return false to ignore it. */
  onStart?: (event: ReactPointerEvent<HTMLElement>) => boolean | void;
  onMove?: (move: DragMove) => void;
  onEnd?: (end: DragEnd) => void;
}

interface ActiveDrag {
  pointerId: number;
  startX: number;
  startY: number;
  lastX: number;
  lastY: number;
  moved: boolean;
}

/**
 * One-pointer drags through Pointer Events (mouse, touch, pen) with pointer capture. A second finger is
 * ignored; pointercancel and lostpointercapture end the drag without a confirm; a mouse move with no
 * button down (the release happened where we could not see it) ends it too, so no drag is ever stuck.
 * Put `touch-action: none` on the element so touch drags do not scroll the page.
 */
export function usePointerDrag(callbacks: PointerDragCallbacks) {
  const active = useRef<ActiveDrag | null>(null);
  const [dragging, setDragging] = useState(false);
  // The handlers read the drag from the ref, so new ones each render are as good as stable ones.

  /** Ends any drag; with `end`, tells `onEnd` (cancelled or not) where the pointer was. */
  const stop = (end?: { cancelled: boolean; clientX?: number; clientY?: number }) => {
    const drag = active.current;
    if (!drag) return;
    active.current = null;
    setDragging(false);
    if (!end) return;
    const x = end.clientX ?? drag.lastX;
    const y = end.clientY ?? drag.lastY;
    callbacks.onEnd?.({
      clientX: x,
      clientY: y,
      dx: x - drag.startX,
      dy: y - drag.startY,
      moved: drag.moved,
      cancelled: end.cancelled,
    });
  };
  const own = (event: ReactPointerEvent<HTMLElement>) => active.current?.pointerId === event.pointerId;
  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    if (own(event)) stop({ cancelled: true });
  };

  return {
    dragging,
    /** Ends any drag without a confirm (a reset, refresh or close while dragging). */
    cancel: () => stop(),
    handlers: {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (active.current) return; // a second finger: ignored
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        if (callbacks.onStart?.(event) === false) return;
        const { pointerId, clientX, clientY } = event;
        active.current = { pointerId, startX: clientX, startY: clientY, lastX: clientX, lastY: clientY, moved: false };
        try {
          event.currentTarget.setPointerCapture(pointerId);
        } catch {
          // Capture can fail (the pointer is already gone); the buttons check below still ends the drag.
        }
        setDragging(true);
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        const drag = active.current;
        if (!drag || !own(event)) return;
        if (event.pointerType === 'mouse' && event.buttons === 0) return stop({ cancelled: true });
        const dx = event.clientX - drag.startX;
        const dy = event.clientY - drag.startY;
        if (Math.abs(dx) > TAP_SLOP || Math.abs(dy) > TAP_SLOP) drag.moved = true;
        drag.lastX = event.clientX;
        drag.lastY = event.clientY;
        callbacks.onMove?.({ clientX: event.clientX, clientY: event.clientY, dx, dy });
      },
      onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
        if (own(event)) stop({ cancelled: false, clientX: event.clientX, clientY: event.clientY });
      },
      onPointerCancel,
      onLostPointerCapture: onPointerCancel,
    },
  };
}
