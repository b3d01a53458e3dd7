import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import {
  AccessibilityError,
  auditAccessibility,
  AuditUnavailableError,
  expectAccessible,
  formatViolations,
  type AccessibilityViolation,
} from '../../src/testing/index.js';
import { Chat } from '../../src/chat/index.js';
import { participants } from '../chat/fixtures.js';

/** A form a user could write: an icon-only button with no name, and an image with no text alternative. */
function BrokenForm() {
  return (
    <form aria-label="Search">
      <input aria-label="Query" />
      <button type="submit" className="go">
        <svg aria-hidden="true" viewBox="0 0 10 10" />
      </button>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the failure under test */}
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="logo" />
    </form>
  );
}

async function rejection(promise: Promise<unknown>): Promise<AccessibilityError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AccessibilityError);
  return error as AccessibilityError;
}

describe('expectAccessible', () => {
  it('fails a broken component with a readable message: rule, impact, selector, HTML and the fix', async () => {
    const { container } = render(<BrokenForm />);
    const error = await rejection(expectAccessible(container));
    const message = error.message;
    expect(message).toMatch(/^axe found 2 accessibility rules broken by 2 elements:/);
    expect(message).toContain('button-name (critical): Buttons must have discernible text');
    expect(message).toMatch(/https:\/\/dequeuniversity\.com\/rules\/axe\/[\d.]+\/button-name/);
    expect(message).toContain(
      '   at button\n      <button type="submit" class="go"><svg aria-hidden="true" viewBox="0 0 10 10"></svg></button>',
    );
    expect(message).toContain(
      '      Fix any of the following:\n        Element does not have inner text that is visible to screen readers',
    );
    expect(message).toContain('image-alt (critical): Images must have alternative text');
    expect(message).toContain('   at #logo');
    expect(error.violations.map((v) => v.rule).sort()).toEqual(['button-name', 'image-alt']);
  });

  it('passes a correct component: the chat, open, with its portalled parts', async () => {
    render(<Chat participants={participants} messages={[]} defaultOpen title="Support" />);
    await expect(expectAccessible(document.body)).resolves.toBeUndefined();
  });
});

describe('expectAccessible waits for what the widgets are still loading', () => {
  it('audits an open chat whose window was still loading: the documented two lines report a violation in it', async () => {
    // A fresh copy of the chat, whose window parts have not been loaded (tests/setup.ts preloads them).
    vi.resetModules();
    const fresh = await import('../../src/chat/index.js');
    render(
      <fresh.Chat
        participants={participants}
        messages={[]}
        defaultOpen
        // eslint-disable-next-line jsx-a11y/alt-text -- the failure under test, inside the window
        renderHeader={() => <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" className="planted" />}
      />,
    );
    expect(document.querySelector('.planted')).toBeNull();
    const error = await rejection(expectAccessible(document.body));
    expect(error.violations.map((v) => v.rule)).toEqual(['image-alt']);
    expect(error.violations[0]?.nodes[0]?.html).toContain('class="planted"');
    expect(document.querySelector('[role="log"]')).not.toBeNull();
  });

  it('says colour contrast cannot be judged in jsdom rather than pass without judging it', async () => {
    const { container } = render(<p>Text</p>);
    await expect(auditAccessibility(container, { colorContrast: true })).rejects.toThrow(AuditUnavailableError);
    await expect(expectAccessible(container, { colorContrast: true })).rejects.toThrow(/cannot run here: jsdom/);
  });
});

describe('auditAccessibility', () => {
  it('returns each violation as data, one node per element', async () => {
    const { container } = render(<BrokenForm />);
    const violations = await auditAccessibility(container);
    const button = violations.find((v) => v.rule === 'button-name');
    expect(button).toMatchObject({ impact: 'critical', help: 'Buttons must have discernible text' });
    expect(button?.nodes).toEqual([
      {
        selector: 'button',
        html: '<button type="submit" class="go"><svg aria-hidden="true" viewBox="0 0 10 10"></svg></button>',
        fix: expect.stringContaining('Element does not have inner text that is visible to screen readers'),
      },
    ]);
  });

  it('skips the rules named in disableRules', async () => {
    const { container } = render(<BrokenForm />);
    const violations = await auditAccessibility(container, { disableRules: ['image-alt'] });
    expect(violations.map((v) => v.rule)).toEqual(['button-name']);
  });

  it('runs WCAG rules only, unless addTags asks for best practices', async () => {
    // An empty heading is a best-practice finding, not a WCAG failure.
    // eslint-disable-next-line jsx-a11y/heading-has-content -- the finding under test
    const { container } = render(<h2 />);
    expect(await auditAccessibility(container)).toEqual([]);
    const withAdvice = await auditAccessibility(container, { addTags: ['best-practice'] });
    expect(withAdvice.map((v) => v.rule)).toContain('empty-heading');
  });

  it('lets calls overlap: axe runs them one after the other instead of refusing', async () => {
    const { container } = render(<BrokenForm />);
    const [a, b] = await Promise.all([auditAccessibility(container), auditAccessibility(document.body)]);
    expect(a).toHaveLength(2);
    expect(b.map((v) => v.rule)).toContain('button-name');
  });
});

describe('formatViolations', () => {
  const violation: AccessibilityViolation = {
    rule: 'link-name',
    impact: 'serious',
    help: 'Links must have discernible text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/link-name',
    nodes: [
      {
        selector: 'a.more',
        html: '<a class="more" href="/more"></a>',
        fix: 'Fix all of the following:\n  Element is in tab order and does not have accessible text\n\nFix any of the following:\n  Element does not have text that is visible to screen readers',
      },
    ],
  };

  it('numbers the rules and keeps axe fix lists under each element', () => {
    expect(formatViolations([violation])).toBe(
      [
        'axe found 1 accessibility rule broken by 1 element:',
        '',
        '1. link-name (serious): Links must have discernible text',
        '   https://dequeuniversity.com/rules/axe/4.11/link-name',
        '   at a.more',
        '      <a class="more" href="/more"></a>',
        '      Fix all of the following:',
        '        Element is in tab order and does not have accessible text',
        '      Fix any of the following:',
        '        Element does not have text that is visible to screen readers',
      ].join('\n'),
    );
  });

  it('says so when there is nothing to report', () => {
    expect(formatViolations([])).toBe('axe found no accessibility violations.');
  });
});
