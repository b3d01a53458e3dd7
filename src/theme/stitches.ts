import { createStitches } from '@stitches/react';
import type { ComponentPropsWithRef, ElementType, ForwardRefExoticComponent } from 'react';
import { tokens } from './tokens.js';

// @stitches/react's own types reach no further than its index under `moduleResolution: NodeNext` (they import
// './stitches' without an extension, in a package of type module), so every export of the instance came out
// as `any`, to us and to users. These are the types of what Confab uses of it, written out.

/**
 * A style object: CSS properties in camelCase with values or tokens (`'$space$2'`, `'$headerBg'`), nested
 * selectors (`'&:hover'`), media rules (`'@reducedMotion'`) and the `size` util.
 */
export interface CSS {
  [property: string]: unknown;
}

/** Variants of a style: each variant's values and the style each adds. */
export type Variants = Record<string, Record<string, CSS>>;

/** A style with its variants, as `styled` and `css` take it. */
export type StyleRule<V extends Variants = Variants> = CSS & {
  variants?: V;
  defaultVariants?: { [K in keyof V]?: VariantValue<keyof V[K]> };
  compoundVariants?: ({ css: CSS } & { [K in keyof V]?: VariantValue<keyof V[K]> })[];
};

/** The value a variant prop takes: one of its keys (`true` and `false` keys take booleans too). */
export type VariantValue<Key> =
  | Extract<Key, string>
  | (Key extends 'true' | 'false' ? boolean : never)
  | (Key extends number ? Key | `${Key}` : never);

/** The props a style's variants add: each variant's value, or one per media rule (`{ '@initial': ..., '@narrow': ... }`). */
export type VariantProps<V extends Variants> = {
  [K in keyof V]?: VariantValue<keyof V[K]> | { [media: `@${string}`]: VariantValue<keyof V[K]> };
};

/** What a style component adds to its element's props: its variants, `css` for one-off styles, `as` for another element. */
export type StyledProps<T extends ElementType, V extends Variants> = Omit<
  ComponentPropsWithRef<T>,
  keyof V | 'css' | 'as'
> &
  VariantProps<V> & { css?: CSS; as?: ElementType };

/** A component made by {@link styled}: its element with the style's class, and that class to nest in other styles. */
export interface StyledComponent<Props> extends ForwardRefExoticComponent<Props> {
  /** The class of its base style (`confab-c-...`). */
  className: string;
  /** `.` and the class, to use in another style's selectors. */
  selector: string;
  /** The selector, so that the component can stand in a template string of selectors. */
  toString(): string;
}

/** A class made by {@link css}: call it (with variant props) for the class names to put on an element. */
export interface CssClass<V extends Variants> {
  (props?: VariantProps<V> & { css?: CSS }): { className: string; selector: string; toString(): string };
  className: string;
  selector: string;
  toString(): string;
}

/** A token of the theme, as `theme.colors.headerBg` holds it. */
export interface ThemeToken {
  /** Its name, e.g. `headerBg`. */
  token: string;
  /** Its value in the default theme. */
  value: string;
  /** Its scale, e.g. `colors`. */
  scale: string;
  prefix: string;
  /** `var(--confab-colors-headerBg)`: what a style uses to read it. */
  computedValue: string;
  /** `--confab-colors-headerBg`. */
  variable: string;
}

/** The default theme: every token by scale and name, and its class (`:root`'s custom properties). */
export type Theme = { [Scale in keyof typeof tokens]: { [Name in keyof (typeof tokens)[Scale]]: ThemeToken } } & {
  className: string;
  selector: string;
};

/** A theme made by `createTheme`: the class that sets its tokens' custom properties on an element. */
export interface ThemeClass {
  className: string;
  selector: string;
  toString(): string;
}

/** Keyframes made by {@link keyframes}: their name, which is also what a template string of `animation` reads. */
export interface Keyframes {
  name: string;
  toString(): string;
}

/** One group of the style sheet (the theme, global styles, base styles, variants...). */
export interface SheetGroup {
  /** Keys of the styles the group holds: class names and keyframes names, after the group's number. */
  cache: Set<string | number>;
  /** Writes one rule into the group. */
  apply(cssText: string): void;
  /** The group's rules, inside an `@media{}` block. */
  group: { cssText: string; cssRules: ArrayLike<{ cssText: string }> };
}

/** The style sheet the instance writes its rules into: its groups by name (`themed`, `global`, `styled`...). */
export interface Sheet {
  rules: Record<string, SheetGroup | undefined>;
}

/** The sheet's groups in the order Stitches writes them; each one's index is its number in Stitches' markers. */
export const sheetGroupNames = ['themed', 'global', 'styled', 'onevar', 'resonevar', 'allvar', 'inline'] as const;

type Tokens = { [Scale in keyof typeof tokens]?: { [name: string]: string | number } };

/** The parts of the Stitches instance Confab uses, with the types above. */
interface Instance {
  styled<T extends ElementType, V extends Variants = Record<never, never>>(
    type: T,
    ...styles: StyleRule<V>[]
  ): StyledComponent<StyledProps<T, V>>;
  css<V extends Variants = Record<never, never>>(...styles: StyleRule<V>[]): CssClass<V>;
  keyframes(frames: Record<string, CSS>): Keyframes;
  globalCss(...styles: Record<string, CSS>[]): () => string;
  createTheme(values: Tokens): ThemeClass;
  getCssText(): string;
  sheet: Sheet;
  theme: Theme;
  config: { prefix: string; media: Record<string, string> };
}

// The embed bundle (scripts/build-embed.mjs) defines this as true: the sheet is then kept in memory, and
// `adoptStyles` (shadowStyles.ts) copies its rules into each custom element's shadow root, so nothing is written
// into the host page's document. Anywhere else the identifier is undefined and Stitches writes into the document.
declare const __CONFAB_SHADOW_STYLES__: boolean | undefined;
/** Whether styles go into shadow roots only (the embed), rather than into the document. */
export const shadowStylesOnly = typeof __CONFAB_SHADOW_STYLES__ !== 'undefined' && __CONFAB_SHADOW_STYLES__ === true;

/**
 * The one Stitches instance. Every component styles itself through these exports, never through
 * `@stitches/react` directly, so the styling engine can be replaced in this folder alone.
 */
export const { styled, css, keyframes, globalCss, createTheme, getCssText, sheet, theme, config } = createStitches({
  prefix: 'confab',
  // `root: null` keeps the sheet in memory (Stitches' own server mode); otherwise the document.
  ...(shadowStylesOnly ? { root: null } : {}),
  theme: tokens,
  media: {
    reducedMotion: '(prefers-reduced-motion: reduce)',
    narrow: '(max-width: 450px)',
    forcedColors: '(forced-colors: active)',
  },
  utils: {
    size: (value: string | number) => ({ width: value, height: value }),
  },
}) as unknown as Instance;
