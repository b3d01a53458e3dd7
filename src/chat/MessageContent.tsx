'use client';
import { Suspense } from 'react';
import { styled } from '../theme/index.js';
import type { MessageStyling } from '../text/index.js';
import type { ChatMessage } from './types.js';
import { MessageFiles } from './MessageFiles.js';
import { messageFiles } from './messageRules.js';
import { LazyMarkdownText } from './lazyMarkdown.js';
import { linkedText } from './linkedText.js';

const Text = styled('p', { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.45 });

const Emoji = styled('p', { margin: 0, fontSize: '$emoji', lineHeight: 1.2 });

export interface MessageContentProps {
  /** The message whose content is drawn. */
  message: ChatMessage;
  /**
   * `true`: inline styling (`*bold*`, `/italic/`, ...) of text. `'markdown'`: text read as Markdown (its parser
   * loads on first need; until then the text shows plain). Default false.
   */
  messageStyling?: MessageStyling;
}

/** A message's text: linked, styled or Markdown (a system message's is never styled). */
function MessageText({ text, styling, streaming }: { text: string; styling: MessageStyling; streaming?: boolean }) {
  if (styling !== 'markdown') return <Text>{linkedText(text, styling)}</Text>;
  return (
    <Suspense fallback={<Text>{linkedText(text, false)}</Text>}>
      <LazyMarkdownText text={text} streaming={streaming} />
    </Suspense>
  );
}

/**
 * The default drawing of a message's content: text through `renderMessageText` (newlines kept, each
 * text linked once and cached; Markdown, when asked, from a chunk loaded on first need), an emoji
 * large, files as links (images as thumbnails named by the file's name, others with size and type), a
 * system message's text.
 */
export function MessageContent({ message, messageStyling = false }: MessageContentProps) {
  const { data } = message;
  if (message.type === 'emoji') return <Emoji>{data.emoji}</Emoji>;
  const files = messageFiles(data);
  if (message.type === 'file' && files.length > 0) {
    return (
      <>
        <MessageFiles files={files} />
        {data.text && <MessageText text={data.text} styling={messageStyling} />}
      </>
    );
  }
  return (
    <MessageText
      text={data.text ?? ''}
      styling={message.type === 'system' ? false : messageStyling}
      streaming={message.streaming}
    />
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') MessageContent.displayName = 'MessageContent';
} catch {
  // no `process`: the function's own name names it
}
