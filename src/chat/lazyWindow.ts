import { lazy } from 'react';
import type * as Parts from './windowParts.js';

type WindowParts = typeof Parts;

let loaded: WindowParts | null = null;
let pending: Promise<WindowParts> | null = null;

/**
 * Loads the chat window's parts (header, message list, input, dialogs: most of the chat's code), once.
 * `<Chat>` calls it on hover or focus of its launcher and when the window opens; call it yourself to load
 * the window ahead (on idle, or on a server before `renderToString` of an open chat; streaming renders
 * wait for it on their own).
 */
export function preloadChat(): Promise<void> {
  pending ??= import('./windowParts.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending.then(() => undefined);
}

/** The window's parts once they are in (for code that runs only after the window drew: a reply's target). */
export function loadedWindowParts(): WindowParts | null {
  return loaded;
}

/** Whether the window's parts are in (then they render without suspending). */
export function isChatLoaded(): boolean {
  return loaded !== null;
}

/** Starts loading the window, ignoring a failure (opening the window tries again and shows it). */
export function prefetchChat() {
  preloadChat().catch(() => {});
}

/**
 * A part of the window for `React.lazy`. Once the chunk is in, the part comes in a thenable that resolves
 * synchronously, so React renders it at once (no suspending, nothing flashes); before, it waits for it.
 * (React reads `then` and nothing else; the type says Promise because `lazy` asks for one.)
 */
function part<T>(pick: (parts: WindowParts) => T): Promise<{ default: T }> {
  if (loaded) {
    const module = { default: pick(loaded) };
    const resolved = { then: (resolve: (value: { default: T }) => void) => resolve(module) };
    return resolved as unknown as Promise<{ default: T }>;
  }
  return preloadChat().then(() => ({ default: pick(loaded as WindowParts) }));
}

export const Header = lazy(() => part((parts) => parts.Header));
export const UserList = lazy(() => part((parts) => parts.UserList));
export const MessageList = lazy(() => part((parts) => parts.MessageList));
export const UserInput = lazy(() => part((parts) => parts.UserInput));
export const ConfirmDialog = lazy(() => part((parts) => parts.ConfirmDialog));
export const ContrastCheck = lazy(() => part((parts) => parts.ContrastCheck));
export const TooltipProvider = lazy(() => part((parts) => parts.TooltipProvider));
