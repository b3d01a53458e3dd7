export {
  auditAccessibility,
  AuditUnavailableError,
  confabAxeTags,
  waitForWidgets,
  type AuditOptions,
} from './auditAccessibility.js';
export { expectAccessible, AccessibilityError } from './expectAccessible.js';
export {
  formatViolations,
  readableViolations,
  type AccessibilityViolation,
  type ViolationNode,
} from './formatViolations.js';
