import { pendingWork } from '../internal/pendingWork.js';
import { readableViolations, type AccessibilityViolation } from './formatViolations.js';
import { loadAxe } from './loadAxe.js';

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
   * which have no layout or paint, so axe cannot tell which colours are drawn behind a text there. `true`
   * in jsdom or happy-dom throws an {@link AuditUnavailableError} rather than pass unchecked.
   */
  colorContrast?: boolean;
}

/** Thrown when an audit asks for a check the current environment cannot run (colour contrast in jsdom). */
export class AuditUnavailableError extends Error {
  override name = 'AuditUnavailableError';
}

/**
 * Waits until the widgets on the page have drawn what they were still loading (an open chat's window, whose
 * parts load on first need), with React's act() environment flag off meanwhile, as Testing Library's `waitFor`
 * does, so their updates render without act() warnings. `auditAccessibility` and `expectAccessible` call it
 * first; call it yourself before your own queries of an open chat.
 */
export async function waitForWidgets(): Promise<void> {
  if (pendingWork().length === 0) return;
  const flag = 'IS_REACT_ACT_ENVIRONMENT';
  const actEnvironment: unknown = Reflect.get(globalThis, flag);
  Reflect.set(globalThis, flag, false);
  try {
    // Loaded parts may start more work as they render; wait until none is left.
    for (let work = pendingWork(); work.length > 0; work = pendingWork()) await Promise.all(work);
  } finally {
    Reflect.set(globalThis, flag, actEnvironment);
  }
}

/** True in DOM emulators (jsdom, happy-dom) that compute no layout. */
function withoutLayout(): boolean {
  return typeof navigator !== 'undefined' && /jsdom|happydom/i.test(navigator.userAgent);
}

// axe-core refuses a second run while one is going: queue them, so parallel calls in one page wait their turn.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs axe-core on `container` with Confab's rule set (WCAG 2.0/2.1/2.2, A and AA) and returns what it
 * found, in readable form, once the widgets have drawn what they were loading ({@link waitForWidgets}). Pass `document.body` to include what Radix portals out of a component
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
  if (options.colorContrast === true && withoutLayout()) {
    throw new AuditUnavailableError(
      'colorContrast: true cannot run here: jsdom and happy-dom draw nothing, so axe cannot tell which colour is behind a text. Judge contrast in a real browser (Playwright, Vitest browser mode), or leave colorContrast out here.',
    );
  }
  const axe = await loadAxe();
  await waitForWidgets();
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
