/**
 * The index focus moves to in a grid of `count` cells laid out `columns` wide, from `index`, for a key
 * (left and right swap in right-to-left text); null for a key that does not move. Home and End go to the
 * row's ends, with Ctrl to the grid's. Moves stop at the edges.
 */
export function moveInGrid(
  index: number,
  key: string,
  { count, columns, rtl = false, ctrl = false }: { count: number; columns: number; rtl?: boolean; ctrl?: boolean },
): number | null {
  if (count <= 0) return null;
  const rowStart = index - (index % columns);
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (key === forward) next = index + 1;
  else if (key === backward) next = index - 1;
  else if (key === 'ArrowDown') next = index + columns;
  else if (key === 'ArrowUp') next = index - columns;
  else if (key === 'Home') next = ctrl ? 0 : rowStart;
  else if (key === 'End') next = ctrl ? count - 1 : Math.min(rowStart + columns - 1, count - 1);
  else return null;
  if (next < 0 || next >= count) return index;
  return next;
}

/** The index in a row of `count` tabs after a key, wrapping around (left and right swap in RTL). */
export function moveInTabs(index: number, key: string, count: number, rtl = false): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
