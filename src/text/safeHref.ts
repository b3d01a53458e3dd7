const ALLOWED = /^(?:https?:\/\/|mailto:|tel:)/i;

/**
 * The href a link may carry, or `undefined` when it must stay plain text: only http, https, mailto and tel
 * reach an href. A protocol-relative address (`//host/path`) is given https. Anything else (javascript:,
 * data:, vbscript:, ftp:, a scheme hidden behind control characters) is refused.
 */
export function safeHref(href: string): string | undefined {
  const absolute = href.startsWith('//') ? `https:${href}` : href;
  // Browsers strip tabs and newlines from URLs; an href that contains any control character is refused whole.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(absolute)) return undefined;
  return ALLOWED.test(absolute) ? absolute : undefined;
}
