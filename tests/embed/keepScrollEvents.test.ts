import { afterEach, describe, expect, it } from 'vitest';
import { keepScrollEventsIn } from '../../src/embed/keepScrollEvents.js';

const heard: string[] = [];
const listener = (event: Event) => heard.push(event.type);

/** A shadow root holding the app and the portals' container (kept to itself), each with a paragraph. */
function setUp() {
  const host = document.createElement('div');
  document.body.append(host);
  const [app, portals] = [document.createElement('div'), document.createElement('div')];
  const [inApp, inPortal] = [document.createElement('p'), document.createElement('p')];
  app.append(inApp);
  portals.append(inPortal);
  host.attachShadow({ mode: 'open' }).append(app, portals);
  keepScrollEventsIn(portals);
  for (const type of ['wheel', 'touchmove']) document.addEventListener(type, listener);
  return { inApp, inPortal };
}

const fire = (target: Element, type: string) =>
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true, cancelable: true }));

afterEach(() => {
  for (const type of ['wheel', 'touchmove']) document.removeEventListener(type, listener);
  heard.length = 0;
  document.body.replaceChildren();
});

describe('keepScrollEventsIn', () => {
  it("keeps a wheel and a touch move in a portal from the document's scroll lock, without cancelling them", () => {
    const { inPortal } = setUp();
    expect(fire(inPortal, 'wheel')).toBe(true);
    expect(fire(inPortal, 'touchmove')).toBe(true);
    expect(heard).toEqual([]);
  });

  it('lets the same events from outside the container reach the document', () => {
    const { inApp } = setUp();
    fire(inApp, 'wheel');
    fire(inApp, 'touchmove');
    expect(heard).toEqual(['wheel', 'touchmove']);
  });
});
