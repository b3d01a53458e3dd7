'use client';
import { useEffect, useState, type RefObject } from 'react';
import { useEventCallback } from '../internal/useEventCallback.js';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped on `targetRef`'s element (else `fallbackRef`'s) go to `onFiles`, all of them; `dragging` is
 * true while files are dragged over it (for a drop zone), and `onDragStart` is told when that begins. Off
 * while `enabled` is false. `target` is `targetRef`'s element once known (null when the fallback is used).
 */
export function useFileDrop(
  targetRef: RefObject<HTMLElement | null> | undefined,
  fallbackRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  onFiles: (files: File[]) => void,
  onDragStart: () => void,
) {
  const [dragging, setDragging] = useState(false);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const drop = useEventCallback(onFiles);
  const start = useEventCallback(onDragStart);

  useEffect(() => {
    const element = targetRef?.current ?? fallbackRef.current;
    setTarget(targetRef?.current ?? null);
    if (!element || !enabled) return;
    // dragenter and dragleave come for every child crossed: count them to know when the drag left the whole.
    let depth = 0;
    const onDragEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth += 1;
      if (depth === 1) {
        setDragging(true);
        start();
      }
    };
    const onDragLeave = (event: DragEvent) => {
      if (!hasFiles(event) || depth === 0) return;
      depth -= 1;
      if (depth === 0) setDragging(false);
    };
    const onDragOver = (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      depth = 0;
      setDragging(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      drop(files);
    };
    element.addEventListener('dragenter', onDragEnter);
    element.addEventListener('dragleave', onDragLeave);
    element.addEventListener('dragover', onDragOver);
    element.addEventListener('drop', onDrop);
    return () => {
      setDragging(false);
      element.removeEventListener('dragenter', onDragEnter);
      element.removeEventListener('dragleave', onDragLeave);
      element.removeEventListener('dragover', onDragOver);
      element.removeEventListener('drop', onDrop);
    };
  }, [targetRef, fallbackRef, enabled, drop, start]);

  return { dragging, target };
}
