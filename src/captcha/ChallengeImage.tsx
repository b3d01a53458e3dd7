'use client';
import { Picture } from './Picture.js';
import type { ImageStatusProps } from './useImageStatus.js';

export interface ChallengeImageProps {
  /** URL of the challenge image; empty draws nothing (data not fetched yet). */
  src: string;
  alt: string;
  /** Layout size in CSS px. */
  width: number;
  height: number;
  /** Hidden (keeping its place) until every image of the captcha has loaded. */
  hidden: boolean;
  /** From `useImageStatus`, which tracks this image's loading. */
  imgProps: ImageStatusProps;
}

/** The main picture of a captcha, drawn at its layout size. */
export function ChallengeImage({ src, alt, width, height, hidden, imgProps }: ChallengeImageProps) {
  if (!src) return null;
  return (
    <Picture
      {...imgProps}
      src={src}
      alt={alt}
      draggable={false}
      width={width}
      height={height}
      style={{ width, height }}
      data-hidden={hidden ? '' : undefined}
    />
  );
}
