import { sheet, sheetGroupNames, type SheetGroup } from './stitches.js';

/**
 * A rule of the Stitches sheet as it must read inside a shadow root: the default theme's tokens are written for
 * `:root`, which matches nothing there; they go on `:host`, the custom element, where a rule of the host page
 * that sets the same custom property on the element wins over them (the outer page's rules come first).
 */
export function ruleForShadowRoot(cssText: string): string {
  return cssText.startsWith(':root,') ? `:host,${cssText.slice(':root,'.length)}` : cssText;
}

/** Where one group's rules are copied to: a function that adds a rule at the end. */
type RuleTarget = (cssText: string) => void;

/** One copy of the sheet: a target per group of Stitches', in Stitches' order. */
type Mirror = RuleTarget[];

const mirrors = new Set<Mirror>();
let watching = false;
/** The constructable sheets every shadow root adopts, made on first need. */
let shared: CSSStyleSheet[] | undefined;

/** Adds rules to a constructable style sheet. */
const sheetTarget =
  (target: CSSStyleSheet): RuleTarget =>
  (cssText) => {
    try {
      target.insertRule(cssText, target.cssRules.length);
    } catch {
      // A rule this browser cannot parse: Stitches' own sheet skips it the same way.
    }
  };

/** Adds rules to a `<style>` element, as text (where there are no constructable style sheets). */
const elementTarget =
  (element: HTMLStyleElement): RuleTarget =>
  (cssText) => {
    element.append(cssText);
  };

const groupsInOrder = (): (SheetGroup | undefined)[] => sheetGroupNames.map((name) => sheet.rules[name]);

/** From now on, every rule Stitches writes into a group is copied into that group's sheet of every mirror. */
function watchSheet(): void {
  if (watching) return;
  watching = true;
  groupsInOrder().forEach((group, index) => {
    if (!group) return;
    const apply = group.apply.bind(group);
    group.apply = (cssText: string) => {
      apply(cssText);
      for (const mirror of mirrors) {
        mirror[index]?.(ruleForShadowRoot(cssText));
      }
    };
  });
}

/** A mirror of targets made by `make`, filled with the rules written so far and kept in step from now on. */
function createMirror(make: () => RuleTarget): Mirror {
  watchSheet();
  const mirror = groupsInOrder().map((group) => {
    const target = make();
    if (group) for (const rule of Array.from(group.group.cssRules)) target(ruleForShadowRoot(rule.cssText));
    return target;
  });
  mirrors.add(mirror);
  return mirror;
}

const constructable = (root: ShadowRoot): boolean =>
  Array.isArray(root.adoptedStyleSheets) &&
  typeof CSSStyleSheet === 'function' &&
  typeof CSSStyleSheet.prototype.replaceSync === 'function';

/**
 * Puts every Confab style into `root` and keeps it there as new rules are written (a style first rendered
 * later, a theme made from new colours): as constructable style sheets shared by every shadow root
 * (`adoptedStyleSheets`), or, where a browser has none, as `<style>` elements of the root's own. Nothing is
 * written into the document when the sheet is kept in memory (the embed bundle). Returns the undo.
 */
export function adoptStyles(root: ShadowRoot): () => void {
  if (constructable(root)) {
    if (!shared) {
      const made: CSSStyleSheet[] = [];
      createMirror(() => {
        const sheet = new CSSStyleSheet();
        made.push(sheet);
        return sheetTarget(sheet);
      });
      shared = made;
    }
    const sheets = shared;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => !sheets.includes(adopted));
    };
  }
  const elements: HTMLStyleElement[] = [];
  const own = createMirror(() => {
    const element = root.ownerDocument.createElement('style');
    const previous = elements.at(-1);
    if (previous) previous.after(element);
    else root.prepend(element);
    elements.push(element);
    return elementTarget(element);
  });
  return () => {
    mirrors.delete(own);
    for (const element of elements) element.remove();
  };
}
