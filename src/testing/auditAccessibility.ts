import axe from 'axe-core';
import { readableViolations, type AccessibilityViolation } from './formatViolations.js';

/**
 * Confab's rule set: every axe-core rule tagged WCAG 2.0, 2.1 or 2.2, levels A and AA. Best practices
 * (`best-practice`) are not in it by default: they are advice rather than conformance failures, and
 * several judge a whole page (landmarks, one main heading) that a component test does not render.
 * Add them with `addTags: ['best-practice']`.
 */
export const confabAxeTags: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Options for {@link auditAccessibility} and `expectAccessible`. */
export interface AuditOptions {
  /** axe-core rule ids to skip, e.g. `['region']` for a widget rendered without a page around it. */
  disableRules?: readonly string[];
  /** Tags to run on top of {@link confabAxeTags}, e.g. `'best-practice'` or `'wcag2aaa'`. */
  addTags?: readonly string[];
  /**
   * Judge colour contrast (`color-contrast`). Default: on in a real browser, off in jsdom and happy-dom,
   * which have no layout or paint, so axe cannot tell which colours are drawn behind a text there.
   */
  colorContrast?: boolean;
}

/** True in DOM emulators (jsdom, happy-dom) that compute no layout. */
function withoutLayout(): boolean {
  return typeof navigator !== 'undefined' && /jsdom|happydom/i.test(navigator.userAgent);
}

// axe-core refuses a second run while one is going: queue them, so parallel calls in one page wait their turn.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs axe-core on `container` with Confab's rule set (WCAG 2.0/2.1/2.2, A and AA) and returns what it
 * found, in readable form. Pass `document.body` to include what Radix portals out of a component
 * (tooltips, popovers, dialogs). Resolves to an empty array when nothing is wrong.
 *
 * @example
 * const violations = await auditAccessibility(document.body, { disableRules: ['region'] });
 */
export async function auditAccessibility(
  container: Element | Document,
  options: AuditOptions = {},
): Promise<AccessibilityViolation[]> {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    throw new TypeError(
      'auditAccessibility needs a DOM: run it in a browser or a jsdom test environment (Vitest: environment "jsdom").',
    );
  }
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of options.disableRules ?? []) rules[id] = { enabled: false };
  if (!(options.colorContrast ?? !withoutLayout())) rules['color-contrast'] = { enabled: false };
  const run = queue.then(() =>
    axe.run(container, {
      runOnly: { type: 'tag', values: [...confabAxeTags, ...(options.addTags ?? [])] },
      rules,
      resultTypes: ['violations'],
    }),
  );
  queue = run.catch(() => undefined);
  return readableViolations((await run).violations);
}
