'use client';
// The icons the closed chat draws (its launcher), apart from the window's (icons.tsx), which load with the
// window. Decorative (the buttons around them carry the names), drawn in currentColor.

export const svg = {
  viewBox: '0 0 24 24',
  width: '100%',
  height: '100%',
  fill: 'currentColor',
  'aria-hidden': true,
} as const;

/** An icon of one path in the 24 by 24 box. */
export function pathIcon(d: string) {
  return (
    <svg {...svg}>
      <path d={d} />
    </svg>
  );
}

export const chatIcon = pathIcon(
  'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.2-1.9c1.2.4 2.5.6 3.8.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3Z',
);

export const closeIcon = pathIcon(
  'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z',
);
