'use client';
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';

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
  const latest = useRef(callbacks);
  useIsomorphicLayoutEffect(() => {
    latest.current = callbacks;
  });
  const [dragging, setDragging] = useState(false);

  const finish = useCallback((cancelled: boolean, clientX?: number, clientY?: number) => {
    const drag = active.current;
    if (!drag) return;
    active.current = null;
    setDragging(false);
    const x = clientX ?? drag.lastX;
    const y = clientY ?? drag.lastY;
    latest.current.onEnd?.({
      clientX: x,
      clientY: y,
      dx: x - drag.startX,
      dy: y - drag.startY,
      moved: drag.moved,
      cancelled,
    });
  }, []);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (active.current) return; // a second finger: ignored
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (latest.current.onStart?.(event) === false) return;
    active.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      lastX: event.clientX,
      lastY: event.clientY,
      moved: false,
    };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Capture can fail (the pointer is already gone); the buttons check below still ends the drag.
    }
    setDragging(true);
  }, []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const drag = active.current;
      if (!drag || event.pointerId !== drag.pointerId) return;
      if (event.pointerType === 'mouse' && event.buttons === 0) {
        finish(true);
        return;
      }
      const dx = event.clientX - drag.startX;
      const dy = event.clientY - drag.startY;
      if (Math.abs(dx) > TAP_SLOP || Math.abs(dy) > TAP_SLOP) drag.moved = true;
      drag.lastX = event.clientX;
      drag.lastY = event.clientY;
      latest.current.onMove?.({ clientX: event.clientX, clientY: event.clientY, dx, dy });
    },
    [finish],
  );

  const onPointerUp = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (active.current?.pointerId !== event.pointerId) return;
      finish(false, event.clientX, event.clientY);
    },
    [finish],
  );

  const onPointerCancel = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (active.current?.pointerId === event.pointerId) finish(true);
    },
    [finish],
  );

  /** Ends any drag without a confirm (a reset, refresh or close while dragging). */
  const cancel = useCallback(() => {
    if (!active.current) return;
    active.current = null;
    setDragging(false);
  }, []);

  return {
    dragging,
    cancel,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel,
      onLostPointerCapture: onPointerCancel,
    },
  };
}
