'use client';
import { styled } from '../theme/index.js';
import { ScrollArea } from '../primitives/index.js';

/** The message list's box: the scroller, and the Stop and jump buttons over its bottom. */
export const ListRoot = styled('div', {
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$messageListBg',
});

export const Scroller = styled(ScrollArea, { flex: '1 1 auto' });

/**
 * The virtualizer's sizer: as high as every row together; only the rows near the view are in it, each
 * placed at its offset. Padding lives in each slot, so the measured rows add up to the scroll height.
 */
export const Rows = styled('div', { position: 'relative', width: '100%' });

/** One row of the thread, placed at its offset: a message's `article`, a separator, the typing indicator. */
export const Slot = styled('div', {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: '$1 $3',
  '& > [data-part="message"], & > [data-part="typing"]': { margin: 0 },
  // A message's row takes focus: the ring goes round the whole row, inside the scroller's edges.
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '-2px', borderRadius: '$large' },
  // The original of a quote just shown: a tint that fades (at once under reduced motion).
  borderRadius: '$large',
  transition: 'background-color 600ms ease-out',
  '&[data-highlighted]': { backgroundColor: 'rgba(127, 127, 127, 0.22)' },
  '@reducedMotion': { transition: 'none' },
  '@forcedColors': {
    '&[data-highlighted]': { outline: '2px dashed Highlight', outlineOffset: '-2px' },
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
  // The rows of one author's group sit closer together.
  variants: {
    group: {
      single: {},
      first: { paddingBottom: '1px' },
      middle: { paddingTop: '1px', paddingBottom: '1px' },
      last: { paddingTop: '1px' },
    },
  },
});

/** The "Beginning of conversation" row. */
export const HistoryStart = styled('p', {
  margin: 0,
  padding: '$2 0',
  textAlign: 'center',
  fontFamily: '$body',
  fontSize: '$small',
  color: '$messageListText',
  '@forcedColors': { borderBottom: '1px solid CanvasText' },
});

/** The "N new messages" / "Latest message" button over the bottom of the list. */
export const NewMessages = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  position: 'absolute',
  bottom: '$3',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$control',
  padding: '0 $3',
  borderRadius: '$round',
  backgroundColor: '$sentMessageBg',
  color: '$sentMessageText',
  boxShadow: '$raised',
  fontFamily: '$body',
  fontSize: '$body',
  fontWeight: 600,
  cursor: 'pointer',
  '& svg': { size: '16px' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '@forcedColors': {
    border: '2px solid ButtonText',
    backgroundColor: 'ButtonFace',
    color: 'ButtonText',
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
});
