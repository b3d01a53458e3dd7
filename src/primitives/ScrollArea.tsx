'use client';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import * as RadixScrollArea from '@radix-ui/react-scroll-area';
import { styled, type CSS } from '../theme/index.js';

const Root = styled(RadixScrollArea.Root, {
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

const Viewport = styled(RadixScrollArea.Viewport, {
  flex: '1 1 auto',
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px' },
  '@forcedColors': { '&:focus-visible': { outline: '2px solid Highlight' } },
});

const Scrollbar = styled(RadixScrollArea.Scrollbar, {
  display: 'flex',
  userSelect: 'none',
  touchAction: 'none',
  padding: '2px',
  '&[data-orientation="vertical"]': { width: '10px' },
  '&[data-orientation="horizontal"]': { flexDirection: 'column', height: '10px' },
});

const Thumb = styled(RadixScrollArea.Thumb, {
  flex: 1,
  position: 'relative',
  borderRadius: '$round',
  backgroundColor: '$border',
  // Forced colours would paint the thumb's background as the page's: it keeps a system colour instead.
  '@forcedColors': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
});

export interface ScrollAreaProps {
  children: ReactNode;
  /** Accessible name of the scrolling region. */
  label: string;
  /** The scrolling element, for reading and setting scroll positions. */
  viewportRef?: Ref<HTMLDivElement>;
  /** Extra attributes for the scrolling element (a `role`, `onScroll`, `aria-live`, ...). */
  viewportProps?: Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'aria-label'>;
  className?: string;
  style?: CSSProperties;
  css?: CSS;
  /**
   * Text direction. Radix's scroll area writes a `dir` attribute of its own (`ltr` unless told), which would
   * undo an enclosing `dir="rtl"`: without this prop it takes the direction of the nearest
   * `DirectionProvider` (`<Chat dir>` provides one).
   */
  dir?: 'ltr' | 'rtl';
}

/**
 * A Radix scroll area: native scrolling with a themed scrollbar. The viewport is focusable (Tab, then the
 * arrow and Page keys scroll it) and named by `label`, as WCAG asks of scrollable regions.
 */
export function ScrollArea({
  children,
  label,
  viewportRef,
  viewportProps,
  className,
  style,
  css,
  dir,
}: ScrollAreaProps) {
  return (
    <Root type="hover" dir={dir} className={className} style={style} css={css}>
      <Viewport ref={viewportRef} tabIndex={0} role="region" aria-label={label} {...viewportProps}>
        {children}
      </Viewport>
      <Scrollbar orientation="vertical">
        <Thumb />
      </Scrollbar>
    </Root>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ScrollArea.displayName = 'ScrollArea';
} catch {
  // no `process`: the function's own name names it
}
