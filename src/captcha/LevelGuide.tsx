'use client';
import { styled } from '../theme/index.js';

/** Where the guide's lines cross the thumb, as fractions of its diameter: three plumb and three level. */
const LINES = [0.25, 0.5, 0.75] as const;

// Each line is a light stroke on a dark casing (the pair swaps in a dark theme), so it shows on any picture.
const Svg = styled('svg', {
  display: 'block',
  pointerEvents: 'none',
  fill: 'none',
  '& [data-casing]': { stroke: '$tooltipBg', strokeOpacity: 0.5, strokeWidth: 3 },
  '& [data-line]': { stroke: '$tooltipText', strokeOpacity: 0.85, strokeWidth: 1 },
});

/** The SVG path of the guide over a square `size` px across: its plumb and level lines. */
export function levelGuidePath(size: number): string {
  return LINES.flatMap((f) => [`M${f * size} 0V${size}`, `M0 ${f * size}H${size}`]).join('');
}

export interface LevelGuideProps {
  /** Side of the square the guide covers, in px (the rotate thumb's diameter). */
  size: number;
}

/**
 * A fixed grid of plumb and level lines over the rotate thumb, which does not turn with it: a person lines up
 * the verticals of what stands in the picture against it, to a degree or two. Decorative (aria-hidden); the
 * same in every challenge, so it tells a script nothing.
 */
export function LevelGuide({ size }: LevelGuideProps) {
  const d = levelGuidePath(size);
  return (
    <Svg aria-hidden="true" focusable="false" width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <path data-casing="" d={d} />
      <path data-line="" d={d} />
    </Svg>
  );
}
