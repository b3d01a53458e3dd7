'use client';
import { useCallback, useState } from 'react';

/** Loading until the image fires `load`, error when it fires `error`; a new `src` starts loading again. */
export type ImageStatus = 'loading' | 'loaded' | 'error';

/** What `useImageStatus` asks to be spread on the <img>. */
export interface ImageStatusProps {
  ref: (img: HTMLImageElement | null) => void;
  onLoad: () => void;
  onError: () => void;
}

/**
 * Tracks an <img>'s loading. Spread `imgProps` on the image. An empty `src` is "loading" (data not fetched
 * yet). An image already complete when it mounts (cached, or loaded before hydration) counts as loaded.
 */
export function useImageStatus(src: string): { status: ImageStatus; imgProps: ImageStatusProps } {
  const [state, setState] = useState<{ src: string; status: Exclude<ImageStatus, 'loading'> } | null>(null);
  const status: ImageStatus = src && state?.src === src ? state.status : 'loading';
  const onLoad = useCallback(() => setState({ src, status: 'loaded' }), [src]);
  const onError = useCallback(() => setState({ src, status: 'error' }), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth > 0) setState({ src, status: 'loaded' });
    },
    [src],
  );
  return { status, imgProps: { ref, onLoad, onError } };
}
