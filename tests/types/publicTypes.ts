// Type test, checked by `npm run typecheck`: the theme's and the primitives' public exports carry real types,
// not `any` (each `@ts-expect-error` fails the check if the line it marks compiles, as it did with `any`).
import { createElement } from 'react';
import { css, getCssText, globalCss, keyframes, styled, theme } from '../../src/theme/index.js';
import { VisuallyHidden } from '../../src/primitives/index.js';

// @ts-expect-error getCssText gives a string
export const n: number = getCssText();
export const text: string = getCssText();

// @ts-expect-error a token is an object, not a number
export const bg: number = theme.colors.headerBg;
export const variable: string = theme.colors.headerBg.computedValue;
// @ts-expect-error no such token
export const missing = theme.colors.noSuchColour;

const Badge = styled('span', {
  color: '$headerText',
  variants: { tone: { info: { color: '$textMuted' }, error: { color: 'red' } }, bold: { true: { fontWeight: 700 } } },
});
export const badge = createElement(Badge, { tone: 'info', bold: true, id: 'x' });
// @ts-expect-error not one of the variant's values
export const wrongTone = createElement(Badge, { tone: 'loud' });
// @ts-expect-error a span takes no href
export const wrongProp = createElement(Badge, { href: '/' });
export const badgeClass: string = Badge.className;

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const animation: string = `${fade} 350ms`;
// @ts-expect-error keyframes are not a number
export const fadeNumber: number = fade;

const card = css({ padding: '$2', variants: { size: { small: {}, large: {} } } });
export const cardClass: string = card({ size: 'large' }).className;
// @ts-expect-error not one of the variant's values
card({ size: 'huge' });

const globals = globalCss({ body: { margin: 0 } });
export const injected: string = globals();
// @ts-expect-error globalCss makes a function
export const globalsNumber: number = globalCss({});

export const hidden = createElement(VisuallyHidden, { id: 'label' }, 'Read aloud');
// @ts-expect-error a span takes no href
export const hiddenWrong = createElement(VisuallyHidden, { href: '/' });
// @ts-expect-error VisuallyHidden is a component, not a number
export const hiddenNumber: number = VisuallyHidden;
