'use client';
import { styled } from '../theme/index.js';

/** A picture laid over the image box (the challenge image, a slide piece, a rotate thumb). */
export const Picture = styled('img', {
  display: 'block',
  position: 'absolute',
  top: 0,
  left: 0,
  objectFit: 'cover',
  pointerEvents: 'none',
  '&[data-hidden]': { visibility: 'hidden' },
});
