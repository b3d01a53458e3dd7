'use client';
import { styled } from '../theme/index.js';
import { VisuallyHidden } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Quote } from './replyRules.js';

const QuoteButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  minHeight: '$target',
  margin: '0 0 $1',
  padding: '2px $2',
  borderInlineStart: '3px solid currentColor',
  borderRadius: '$small',
  fontSize: '$small',
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  '& strong': { display: 'block' },
  '@forcedColors': { borderInlineStartColor: 'ButtonText', color: 'ButtonText' },
});

const Missing = styled('p', {
  margin: '0 0 $1',
  padding: '2px $2',
  borderInlineStart: '3px dashed currentColor',
  fontSize: '$small',
  fontStyle: 'italic',
});

export interface MessageQuoteProps {
  /** What is quoted: the original's author and excerpt, or why it cannot be shown. */
  quote: Quote;
  /** Called when the quote of a loaded original is activated (click, Enter, Space): show the original. */
  onActivate?: () => void;
  /** The id of the quote's element, for the message row to be described by it. */
  id?: string;
  /** Replaces built-in strings (`inReplyTo`, `quotedMessageDeleted`, `quotedMessageNotLoaded`). */
  labels?: Partial<ChatLabels>;
}

/**
 * The quote above an answer: a button showing the original's author and an excerpt, named "In reply to Ada:
 * excerpt", that shows the original; for an original that was deleted or is not loaded, a line saying so,
 * which is not a control.
 */
export function MessageQuote({ quote, onActivate, id, labels: ownLabels }: MessageQuoteProps) {
  const labels = useLabels(ownLabels);
  if (quote.state !== 'found') {
    return (
      <Missing id={id} data-part="quote">
        {quote.state === 'deleted' ? labels.quotedMessageDeleted : labels.quotedMessageNotLoaded}
      </Missing>
    );
  }
  return (
    <QuoteButton type="button" data-part="quote" onClick={onActivate}>
      {/* Named and described by the words; what is drawn (bold author, excerpt) is in them. */}
      <VisuallyHidden id={id}>{labels.inReplyTo(quote.authorName, quote.excerpt)}</VisuallyHidden>
      <span aria-hidden="true">
        <strong>{quote.authorName}</strong>
        {quote.excerpt}
      </span>
    </QuoteButton>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') MessageQuote.displayName = 'MessageQuote';
} catch {
  // no `process`: the function's own name names it
}
