import { AnchorTagBuilder, parseMatches, type Match, type ParseMatchesArgs } from 'autolinker';
import { BEFORE_WORD } from './delimiters.js';
import { safeHref } from './safeHref.js';
import type { HashtagService, MentionService } from './services.js';

/** What a link in a message points to. */
export type LinkKind = 'url' | 'email' | 'phone' | 'hashtag' | 'mention';

/** A link found in a message: its place in the text (`start` inclusive, `end` exclusive) and where it goes. */
export interface LinkToken {
  kind: LinkKind;
  start: number;
  end: number;
  /** The text exactly as typed. */
  text: string;
  /** An http, https, mailto or tel address. */
  href: string;
}

/** Which links to find besides urls, e-mail addresses and phone numbers (always on). */
export interface FindLinksOptions {
  hashtag: HashtagService | false;
  mention: MentionService | false;
  /**
   * Styling is on: a url's trailing `*`, `_`, `~`, `^`, `¡` or backtick (which Autolinker keeps after a path)
   * closes a style instead when the same delimiter opened one before the link (`*see example.com/a*`).
   */
  styling?: boolean;
}

/**
 * Autolinker's own parser over plain text. (`Autolinker.parse` would first read the text as HTML, skipping what
 * looks like tags and <a>/<script>/<style> content; a message is plain text, so that pass is both wrong and slow.)
 */
export const PARSE_ARGS: ParseMatchesArgs = {
  tagBuilder: new AnchorTagBuilder(),
  // The link text is the text as typed: nothing stripped or decoded by Autolinker.
  stripPrefix: { scheme: false, www: false },
  stripTrailingSlash: false,
  decodePercentEncoding: false,
  // Every kind is matched (so a url's `#anchor` is not also a hashtag); unwanted kinds are dropped after.
  hashtagServiceName: 'twitter',
  mentionServiceName: 'twitter',
};
const argsByService = new Map<string, ParseMatchesArgs>();

function argsFor({ hashtag, mention }: FindLinksOptions): ParseMatchesArgs {
  const key = `${hashtag}|${mention}`;
  let args = argsByService.get(key);
  if (!args) {
    args = { ...PARSE_ARGS, hashtagServiceName: hashtag || 'twitter', mentionServiceName: mention || 'twitter' };
    argsByService.set(key, args);
  }
  return args;
}

function wanted(match: Match, { hashtag, mention }: FindLinksOptions): boolean {
  const type = match.getType();
  return (type !== 'hashtag' || hashtag !== false) && (type !== 'mention' || mention !== false);
}

const TRAILING_DELIMITERS = /[*_~^¡`]+$/;

/** Whether a style delimiter `c` opens at a word start somewhere before `start`, with no other `c` since. */
function opensBefore(source: string, c: string, start: number): boolean {
  const at = source.lastIndexOf(c, start - 1);
  const previous = source[at - 1];
  return at === 0 || (at > 0 && previous !== undefined && BEFORE_WORD.test(previous));
}

function toToken(match: Match, source: string, styling: boolean): LinkToken | undefined {
  let href = safeHref(match.getAnchorHref());
  let text = match.getMatchedText();
  if (href === undefined) return undefined;
  const start = match.getOffset();
  const trailing = styling && match.getType() === 'url' ? TRAILING_DELIMITERS.exec(text)?.[0] : undefined;
  if (
    trailing &&
    href.endsWith(trailing) &&
    trailing.length < text.length &&
    opensBefore(source, trailing[0]!, start)
  ) {
    text = text.slice(0, -trailing.length);
    href = href.slice(0, -trailing.length);
  }
  return { kind: match.getType(), start, end: start + text.length, text, href };
}

/** A `.`, `:`, `@` or `#`, or 7 digits (fewer than any phone number Autolinker takes: 8 with a country code). */
const LINK_CHANCE = /[.:@#]|(?:\d\D*){7}/;

/**
 * Whether Autolinker could find anything in `text`: a url needs a `.` (a host with a top-level domain, an IPv4
 * address) or a `:` (a scheme), an e-mail address or a mention an `@`, a hashtag a `#`, a phone number 8 digits
 * or more. Most chat lines have none of these, and skip the parser (a state machine per character).
 */
export function mayHoldLink(text: string): boolean {
  return LINK_CHANCE.test(text);
}

/**
 * Finds the links in plain `text` with Autolinker's parser, in order and without overlaps. Links whose address
 * would not be http, https, mailto or tel are dropped (they stay text).
 */
export function findLinks(text: string, options: FindLinksOptions): LinkToken[] {
  if (!mayHoldLink(text)) return [];
  const matches = parseMatches(text, argsFor(options));
  // Autolinker's parser reports matches in order; two at one offset (a url and an e-mail) keep the longer.
  matches.sort((a, b) => a.getOffset() - b.getOffset() || b.getMatchedText().length - a.getMatchedText().length);
  const tokens: LinkToken[] = [];
  let end = 0;
  for (const match of matches) {
    if (match.getOffset() < end || !wanted(match, options)) continue;
    const token = toToken(match, text, options.styling === true);
    if (token) {
      tokens.push(token);
      end = token.end;
    }
  }
  return tokens;
}
