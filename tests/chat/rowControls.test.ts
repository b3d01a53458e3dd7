import { describe, expect, it } from 'vitest';
import { rowControls, setRowControlsTabbable } from '../../src/chat/rowControls.js';

function row() {
  const element = document.createElement('article');
  element.innerHTML = `<p><a href="https://x.test">link</a></p><button>Edit</button><button disabled>Off</button>
    <span tabindex="0">custom</span><span tabindex="-1">never</span>`;
  return element;
}

describe('row controls', () => {
  it('takes every control out of the Tab order, and gives each its own tabindex back when entered', () => {
    const element = row();
    setRowControlsTabbable(element, false);
    const tabIndexes = () => [...element.querySelectorAll('a, button, span')].map((e) => e.getAttribute('tabindex'));
    expect(tabIndexes()).toEqual(['-1', '-1', null, '-1', '-1']);
    // Twice is the same as once: the saved tabindex is not overwritten with -1.
    setRowControlsTabbable(element, false);
    setRowControlsTabbable(element, true);
    expect(tabIndexes()).toEqual([null, null, null, '0', '-1']);
  });

  it('lists the controls focus may enter, in order, whether or not they are in the Tab order now', () => {
    const element = row();
    const names = () => rowControls(element).map((e) => e.textContent);
    expect(names()).toEqual(['link', 'Edit', 'custom']);
    setRowControlsTabbable(element, false);
    expect(names()).toEqual(['link', 'Edit', 'custom']);
  });
});
