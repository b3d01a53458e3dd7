// On globalThis, not in this module: confab-ui/testing must see the work of every copy of the package a test
// happens to load (the source and the build, or two bundles), and it imports no widget to find it.
const registryKey = Symbol.for('confab-ui.pendingWork');

function registry(): Set<Promise<void>> {
  const holder = globalThis as { [registryKey]?: Set<Promise<void>> };
  return (holder[registryKey] ??= new Set());
}

/**
 * Marks work a widget still owes before it shows what it will (the chat window's parts loading), for
 * confab-ui/testing to wait for before it audits. Returns the function that marks it done; calling it twice
 * is harmless.
 */
export function startPendingWork(): () => void {
  const pending = registry();
  let finish = () => {};
  const work = new Promise<void>((resolve) => (finish = resolve));
  pending.add(work);
  return () => {
    pending.delete(work);
    finish();
  };
}

/** The work marked and not done yet, in every copy of the package. */
export function pendingWork(): Promise<void>[] {
  return Array.from(registry());
}
