import { createStitches } from '@stitches/react';
import { tokens } from './tokens.js';

/**
 * The one Stitches instance. Every component styles itself through these exports, never through
 * `@stitches/react` directly, so the styling engine can be replaced in this folder alone.
 */
export const { styled, css, keyframes, globalCss, createTheme, getCssText, theme, config } = createStitches({
  prefix: 'confab',
  theme: tokens,
  media: {
    reducedMotion: '(prefers-reduced-motion: reduce)',
    narrow: '(max-width: 450px)',
    forcedColors: '(forced-colors: active)',
  },
  utils: {
    size: (value: string | number) => ({ width: value, height: value }),
  },
});

/** Style object type accepted by `styled` and `css`. */
export type CSS = Parameters<typeof css>[0];
