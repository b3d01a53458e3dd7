'use client';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { css, globalCss } from '../theme/stitches.js';
import { adoptStyles } from '../theme/shadowStyles.js';
import { PortalContainerProvider } from '../primitives/PortalContainer.js';
import { keepScrollEventsIn } from './keepScrollEvents.js';

// What the elements' shadow roots need beyond the widgets' own styles. The host element stacks itself above the
// page (`--confab-z-index` changes it); the chat's host is a box of no size fixed to the viewport, so it moves
// nothing on the page; the verify button's sits in the line like a button.
const hostStyles = globalCss({
  ':host': { position: 'relative', zIndex: 'var(--confab-z-index, 2147483000)' },
  ':host(confab-chat)': { display: 'block', position: 'fixed', top: 0, left: 0, width: 0, height: 0 },
  ':host(confab-verify-button)': { display: 'inline-flex', verticalAlign: 'top', maxWidth: '100%' },
  ':host([hidden])': { display: 'none' },
});

// Everything the host page's styles pass down to the element (a font, a line height, a colour) stops here:
// inside, the widgets start from the initial values, as on a blank page. Custom properties still pass.
const frame = css({ all: 'initial', display: 'contents' });

/** A React tree rendered into an element's shadow root, its portals mounted beside it in the same root. */
export interface ShadowMount {
  /** Renders `node` (again); popovers, tooltips and dialogs inside mount into the shadow root. */
  render(node: ReactNode): void;
  /** Sets the class of the element wrapping everything (a theme class). */
  setThemeClass(className: string | undefined): void;
  /** Unmounts the tree and takes its styles out of the shadow root. */
  unmount(): void;
}

/**
 * Opens `host`'s shadow root (or takes the one it has), puts Confab's styles in it, and mounts a React root.
 * `delegatesFocus`: focusing the element focuses its first control (a form's invalid field is focused so).
 */
export function mountInShadowRoot(host: HTMLElement, delegatesFocus = false): ShadowMount {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open', delegatesFocus });
  const undoStyles = adoptStyles(shadow);
  hostStyles();
  const doc = host.ownerDocument;
  const wrapper = doc.createElement('div');
  const frameClass = frame().className;
  wrapper.className = frameClass;
  const app = doc.createElement('div');
  const portals = doc.createElement('div');
  keepScrollEventsIn(portals);
  wrapper.append(app, portals);
  shadow.append(wrapper);
  const root = createRoot(app);
  return {
    render: (node) => root.render(<PortalContainerProvider container={portals}>{node}</PortalContainerProvider>),
    setThemeClass: (className) => {
      wrapper.className = className ? `${frameClass} ${className}` : frameClass;
    },
    unmount: () => {
      root.unmount();
      wrapper.remove();
      undoStyles();
    },
  };
}
