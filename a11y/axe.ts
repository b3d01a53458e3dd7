import { expectAccessible } from '../src/testing/index.js';

/**
 * The project's own tests audit through the public `confab-ui/testing` entry, so what our users run in
 * their CI is what holds our widgets. On top of Confab's WCAG A/AA set we add axe's best practices, minus
 * `region` (a widget rendered alone has no page landmarks around it). Checks the whole body by default,
 * so content that Radix portals into document.body (tooltips, popovers, dialogs) is audited too; colour
 * contrast is off in jsdom (no layout) and judged by the Chromium audit.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  await expectAccessible(context, { addTags: ['best-practice'], disableRules: ['region'] });
}
