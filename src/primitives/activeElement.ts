/** The shadow root holding `node`, or null in the document. */
export function shadowRootOf(node: Node): ShadowRoot | null {
  const root = node.getRootNode();
  return 'host' in root && root.nodeType === 11 ? (root as ShadowRoot) : null;
}

/**
 * The focused element as seen from `node`: its shadow root's `activeElement` inside one, else the document's
 * (which, for focus inside a shadow root, is only the root's host element).
 */
export function activeElementAt(node: Node | null | undefined): Element | null {
  const root = node ? shadowRootOf(node) : null;
  return root ? root.activeElement : document.activeElement;
}
