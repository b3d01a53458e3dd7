export { renderMessageText } from './renderMessageText.js';
export { linkify } from './linkify.js';
export { applyInlineStyles } from './applyInlineStyles.js';
export { messageTextToPlain } from './messageTextToPlain.js';
export type {
  LinkifyOptions,
  MessageTextOptions,
  MessageStyling,
  MarkdownRenderer,
  MarkdownRenderOptions,
  CodeBlockProps,
} from './options.js';
export { hashtagServices, mentionServices, type HashtagService, type MentionService } from './services.js';
export type { InlineStyle } from './nodes.js';
export type { LinkKind } from './findLinks.js';
