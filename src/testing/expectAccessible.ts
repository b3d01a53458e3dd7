import { auditAccessibility, type AuditOptions } from './auditAccessibility.js';
import { formatViolations, type AccessibilityViolation } from './formatViolations.js';

/** Thrown by `expectAccessible`: the message is the readable list, `violations` the same as data. */
export class AccessibilityError extends Error {
  /** Every broken rule and its elements. */
  readonly violations: readonly AccessibilityViolation[];
  constructor(violations: readonly AccessibilityViolation[]) {
    super(formatViolations(violations));
    this.name = 'AccessibilityError';
    this.violations = violations;
  }
}

/**
 * Audits `container` like {@link auditAccessibility} and throws an {@link AccessibilityError} whose
 * message lists every violation (rule, impact, help, each element's selector, HTML and fix) if axe finds
 * any. A thrown error fails the test in Vitest, Jest or any runner, with no matcher to register.
 *
 * @example
 * render(<Chat participants={people} messages={[]} defaultOpen />);
 * await expectAccessible(document.body);
 */
export async function expectAccessible(container: Element | Document, options?: AuditOptions): Promise<void> {
  const violations = await auditAccessibility(container, options);
  if (violations.length > 0) throw new AccessibilityError(violations);
}
