import axe from 'axe-core';

/** One axe finding, in words a reader can act on. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

// jsdom has no layout or paint: contrast is judged in the Chromium audit, and landmark rules only make
// sense for a whole page, not a widget rendered alone.
const jsdomRules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

/** Runs axe-core (WCAG 2.x A and AA, 2.2 included, plus best practices) and returns what it found. */
export async function findAxeViolations(context: Element = document.body): Promise<AxeFinding[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: jsdomRules,
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Formats findings as a readable list: rule, impact, help, and each offending element. */
export function formatAxeFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `- ${f.rule} (${f.impact}): ${f.help}\n${f.targets.map((t) => `    at ${t}`).join('\n')}`)
    .join('\n');
}

/**
 * Fails with the list of violations when axe finds any. Checks the whole body by default, so content
 * that Radix portals into document.body (tooltips, popovers, dialogs) is audited too.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const findings = await findAxeViolations(context);
  if (findings.length > 0) {
    throw new Error(`axe found ${findings.length} accessibility violation(s):\n${formatAxeFindings(findings)}`);
  }
}
