import { afterEach, describe, expect, it } from 'vitest';
import { activeElementAt } from '../../src/primitives/activeElement.js';
import { focusFirstInShadowRoot, tabbablesIn, trapTabInShadowRoot } from '../../src/primitives/shadowFocus.js';

/** A host with a shadow root holding a trigger and a panel of three controls (one disabled, one hidden). */
function setUp() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const trigger = document.createElement('button');
  const panel = document.createElement('div');
  panel.tabIndex = -1;
  const button = (name: string) => {
    const element = document.createElement('button');
    element.textContent = name;
    return element;
  };
  const [first, disabled, hidden, last] = [button('First'), button('Disabled'), button('Hidden'), button('Last')];
  disabled.disabled = true;
  hidden.hidden = true;
  panel.append(first, disabled, hidden, last);
  shadow.append(trigger, panel);
  return { host, shadow, trigger, panel, first, last };
}

const tab = (panel: HTMLElement, shiftKey = false) => {
  const event = {
    key: 'Tab',
    shiftKey,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    currentTarget: panel,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
  trapTabInShadowRoot(event);
  return event.prevented;
};

afterEach(() => document.body.replaceChildren());

describe('focus inside a shadow root', () => {
  it("reads the shadow root's focused element, where the document's is only the host", () => {
    const { host, shadow, trigger } = setUp();
    trigger.focus();
    expect(document.activeElement).toBe(host);
    expect(shadow.activeElement).toBe(trigger);
    expect(activeElementAt(trigger)).toBe(trigger);
    expect(activeElementAt(null)).toBe(host);
  });

  it('focuses the first enabled, shown control of a panel that opens, in place of Radix', () => {
    const { shadow, panel, first, last } = setUp();
    expect(tabbablesIn(panel)).toEqual([first, last]);
    const event = new Event('focus.open', { cancelable: true });
    panel.addEventListener('focus.open', focusFirstInShadowRoot);
    panel.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(shadow.activeElement).toBe(first);
  });

  it('wraps Tab at the edges of a modal panel, and leaves it alone in between and in the document', () => {
    const { shadow, panel, first, last } = setUp();
    last.focus();
    expect(tab(panel)).toBe(true);
    expect(shadow.activeElement).toBe(first);
    expect(tab(panel, true)).toBe(true);
    expect(shadow.activeElement).toBe(last);
    first.focus();
    expect(tab(panel)).toBe(false);
    expect(shadow.activeElement).toBe(first);

    const inDocument = document.createElement('div');
    const button = document.createElement('button');
    inDocument.append(button);
    document.body.append(inDocument);
    button.focus();
    expect(tab(inDocument)).toBe(false);
  });
});
