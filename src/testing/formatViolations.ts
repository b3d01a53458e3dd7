import type { Result } from 'axe-core';

/** One element that breaks a rule. */
export interface ViolationNode {
  /** A CSS selector that finds the element (parts inside shadow roots joined with ` >>> `). */
  selector: string;
  /** The element's outer HTML, whitespace collapsed and cut at 200 characters. */
  html: string;
  /** What to change, in axe-core's words ("Fix any of the following: ..."). */
  fix: string;
}

/** One broken rule and every element that breaks it, in words a reader can act on. */
export interface AccessibilityViolation {
  /** The axe-core rule id, e.g. `button-name`. */
  rule: string;
  /** How much it hurts: `minor`, `moderate`, `serious` or `critical` (`unknown` if axe gives none). */
  impact: string;
  /** The rule in one sentence, e.g. "Buttons must have discernible text". */
  help: string;
  /** Deque University's page about the rule. */
  helpUrl: string;
  /** The offending elements. */
  nodes: ViolationNode[];
}

const htmlLimit = 200;

function trimHtml(html: string): string {
  const flat = html.replace(/\s+/g, ' ').trim();
  return flat.length > htmlLimit ? `${flat.slice(0, htmlLimit - 1)}…` : flat;
}

function selectorOf(target: Result['nodes'][number]['target']): string {
  // One entry per frame; an entry that is a list walks into shadow roots.
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : part)).join(' ');
}

/**
 * Turns axe-core's violations (from `axe.run`, `@axe-core/playwright` or any axe integration) into
 * {@link AccessibilityViolation}s: rule, impact, help, and per element its selector, HTML and fix.
 */
export function readableViolations(violations: readonly Result[]): AccessibilityViolation[] {
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({
      selector: selectorOf(n.target),
      html: trimHtml(n.html),
      fix: n.failureSummary?.trim() ?? '',
    })),
  }));
}

// axe's summary is "Fix any of the following:" with the checks under it; keep that shape, indented.
const indentFix = (fix: string) =>
  fix
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (line.startsWith('Fix ') ? `      ${line}` : `        ${line}`))
    .join('\n');

/**
 * Formats violations as plain text: a numbered list of rules (id, impact, help, help URL), each with
 * the offending elements' selectors, HTML and the fix. This is the message `expectAccessible` throws.
 */
export function formatViolations(violations: readonly AccessibilityViolation[]): string {
  if (violations.length === 0) return 'axe found no accessibility violations.';
  const count = violations.reduce((sum, v) => sum + v.nodes.length, 0);
  const heading = `axe found ${violations.length} accessibility rule${violations.length === 1 ? '' : 's'} broken by ${count} element${count === 1 ? '' : 's'}:`;
  const body = violations.map((v, i) => {
    const nodes = v.nodes.map((n) =>
      [`   at ${n.selector}`, `      ${n.html}`, ...(n.fix ? [indentFix(n.fix)] : [])].join('\n'),
    );
    return [`${i + 1}. ${v.rule} (${v.impact}): ${v.help}`, `   ${v.helpUrl}`, ...nodes].join('\n');
  });
  return [heading, ...body].join('\n\n');
}
