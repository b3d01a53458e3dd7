'use client';
// The file, not the theme's index, so that the closed chat's chunk stays small (see scripts/size.mjs).
import { styled } from '../theme/stitches.js';

/**
 * Content read by screen readers but not drawn (the usual clip pattern, as Radix's VisuallyHidden draws it).
 * A styled span of our own rather than Radix's, which brings Slot and Primitive: the closed chat's launcher
 * announces its unread count through it and must stay light. `as` changes the element.
 */
export const VisuallyHidden = styled('span', {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') VisuallyHidden.displayName = 'VisuallyHidden';
} catch {
  // no `process`: Stitches names it
}
