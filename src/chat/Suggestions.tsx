'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';

const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: '$2 $3',
  backgroundColor: '$messageListBg',
});

const Suggestion = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '$control',
  padding: '0 $3',
  borderRadius: '$round',
  border: '1px solid $sentMessageBg',
  backgroundColor: '$messageListBg',
  color: '$sentMessageBg',
  fontFamily: '$body',
  fontSize: '$body',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: '$sentMessageBg', color: '$sentMessageText' },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  '@forcedColors': {
    borderColor: 'ButtonText',
    color: 'ButtonText',
    '&:focus-visible': { outline: '2px solid Highlight' },
  },
});

export interface SuggestionsProps {
  /** One button each. */
  suggestions: readonly string[];
  /** Called with the text of the clicked suggestion. */
  onSelect: (text: string) => void;
  /** Disables every suggestion (while a send is pending, say). */
  disabled?: boolean;
  /** Replaces built-in strings (`suggestions`). */
  labels?: Partial<ChatLabels>;
}

/** Quick replies: one button per suggestion, in the sent-message colour on the list's background. */
export function Suggestions({ suggestions, onSelect, disabled, labels: ownLabels }: SuggestionsProps) {
  const labels = useLabels(ownLabels);
  if (suggestions.length === 0) return null;
  return (
    <Row role="group" aria-label={labels.suggestions} data-part="suggestions">
      {suggestions.map((text, index) => (
        <Suggestion key={`${index}-${text}`} type="button" disabled={disabled} onClick={() => onSelect(text)}>
          {text}
        </Suggestion>
      ))}
    </Row>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Suggestions.displayName = 'Suggestions';
} catch {
  // no `process`: the function's own name names it
}
