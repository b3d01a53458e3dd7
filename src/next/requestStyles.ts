import { sheetGroupNames as groupNames, type Sheet, type SheetGroup } from '../theme/stitches.js';

// Stitches keeps one style sheet per process: on a server that renders many pages (`next build` prerendering,
// `next start`), its getCssText() holds the CSS of every page rendered so far. Here each render (a request or
// a prerendered page) gets a sheet of its own for the component styles: while it renders, a style counts as
// written only if this render wrote it, and the rules written are kept for it. Which render is running is
// known through an AsyncLocalStorage (Next.js puts one on globalThis in Node and in the Edge runtime), so
// renders that interleave (pages prerendered concurrently, streamed responses) stay apart. Server only.

/**
 * The group every page carries whole: keyframes (and global styles), which modules write as they load, not as
 * a page renders, and which component styles name. Themes are written as they render (a `className` read), so
 * the `themed` group is per render, but for what it held before tracking began: the default theme's tokens.
 */
const sharedGroup = 'global';

/** The styles one render wrote: per group of the sheet, the keys and the rules, in the order written. */
export interface RequestStyles {
  keys: Map<string, Set<string | number>>;
  rules: Map<string, string[]>;
}

/** What this needs of an AsyncLocalStorage. */
export interface RequestStorage {
  getStore(): RequestStyles | undefined;
  enterWith(store: RequestStyles): void;
}

type StorageConstructor = new () => RequestStorage;

/** What a group held when tracking began (keys and rules), which every render carries. */
interface Written {
  keys: Set<string | number>;
  rules: string[];
}

interface Tracking {
  storage: RequestStorage;
  before: Map<string, Written>;
}

const trackedSheets = new WeakMap<Sheet, Tracking>();

const rulesOf = (group: SheetGroup) => Array.from(group.group.cssRules, (rule) => rule.cssText);

/**
 * Makes the sheet's groups (but the shared one) answer per render: inside a render begun with
 * {@link beginRequestStyles}, a style is "already written" only if that render wrote it (or it was written
 * before tracking began), and each rule written is kept for it. Outside a render the sheet works as before.
 * Rules stay written once in the process-wide sheet. Idempotent.
 */
export function trackRequests(sheet: Sheet, storage: RequestStorage): RequestStorage {
  const tracking = trackedSheets.get(sheet);
  if (tracking) return tracking.storage;
  const before = new Map<string, Written>();
  trackedSheets.set(sheet, { storage, before });
  for (const name of groupNames) {
    const group = sheet.rules[name];
    if (!group || name === sharedGroup) continue;
    const { cache } = group;
    const has = cache.has.bind(cache);
    const add = cache.add.bind(cache);
    const apply = group.apply;
    const written = new Set(rulesOf(group));
    const base: Written =
      name === 'themed' ? { keys: new Set(cache), rules: rulesOf(group) } : { keys: new Set(), rules: [] };
    before.set(name, base);
    cache.has = (key) => {
      const request = storage.getStore();
      if (!request) return has(key);
      return base.keys.has(key) || (request.keys.get(name)?.has(key) ?? false);
    };
    cache.add = (key) => {
      const request = storage.getStore();
      if (request) setDefault(request.keys, name, () => new Set()).add(key);
      return add(key);
    };
    group.apply = (cssText) => {
      const request = storage.getStore();
      if (request) setDefault(request.rules, name, () => []).push(cssText);
      if (written.has(cssText)) return;
      written.add(cssText);
      apply(cssText);
    };
  }
  return storage;
}

function setDefault<T>(map: Map<string, T>, key: string, make: () => T): T {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/**
 * Begins a render's own styles: from here on, in this async context (the rest of this render and the work it
 * schedules), the sheet's groups but the shared one are this render's. Returns a function that gives the
 * render's CSS so far (see {@link requestCssText}), or null where this cannot work: in a browser, or on a
 * server with no AsyncLocalStorage on globalThis.
 */
export function beginRequestStyles(sheet: Sheet): (() => string) | null {
  if (typeof window !== 'undefined') return null;
  let storage = trackedSheets.get(sheet)?.storage;
  if (!storage) {
    const Storage = (globalThis as { AsyncLocalStorage?: StorageConstructor }).AsyncLocalStorage;
    if (typeof Storage !== 'function') return null;
    storage = trackRequests(sheet, new Storage());
  }
  if (typeof storage.enterWith !== 'function') return null;
  const styles: RequestStyles = { keys: new Map(), rules: new Map() };
  storage.enterWith(styles);
  return () => requestCssText(sheet, styles);
}

/**
 * The CSS of one render, in the form getCssText() gives (each group after a marker listing its keys, which
 * Stitches reads in the browser to know what the page already holds): the shared group whole, and of the
 * others what was written before tracking began and what this render wrote.
 */
export function requestCssText(sheet: Sheet, styles: RequestStyles): string {
  const before = trackedSheets.get(sheet)?.before;
  let text = '';
  groupNames.forEach((name, index) => {
    const group = sheet.rules[name];
    if (!group) return;
    const base = before?.get(name);
    const rules = name === sharedGroup || !base ? rulesOf(group) : [...base.rules, ...(styles.rules.get(name) ?? [])];
    if (rules.length === 0) return;
    const keys =
      name === sharedGroup || !base
        ? group.cache
        : new Set([index, ...Array.from(base.keys), ...Array.from(styles.keys.get(name) ?? [])]);
    text += `--sxs{--sxs:${Array.from(keys).join(' ')}}@media{${rules.join('')}}`;
  });
  return text;
}
