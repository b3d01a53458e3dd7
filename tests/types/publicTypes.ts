// Type test, checked by `npm run typecheck`: the theme's and the primitives' public exports carry real types,
// not `any` (each `@ts-expect-error` fails the check if the line it marks compiles, as it did with `any`).
import { createElement } from 'react';
import { css, getCssText, globalCss, keyframes, styled, theme } from '../../src/theme/index.js';
import { VisuallyHidden } from '../../src/primitives/index.js';
import { RotateCaptcha, type RotateAngles, type RotateResult } from '../../src/captcha/index.js';
import type { CaptchaClient } from '../../src/captcha/client/index.js';

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

// Rotate (issue 43): one picture confirms a number, as go-captcha-react's `confirm(angle)`, which type-checks
// unchanged; two pictures confirm `RotateAngles`; a handler of anything else is refused.
const rotateData = { image: '', thumb: '', angle: 0, thumbSize: 100 };
export const migrant = createElement(RotateCaptcha, { data: rotateData, onConfirm: (angle: number) => angle > 0 });
export const pair = createElement(RotateCaptcha, {
  data: { ...rotateData, secondThumb: '' },
  onConfirm: ([first, second]: RotateAngles) => first === second,
});
export const both = createElement(RotateCaptcha, {
  data: rotateData,
  onConfirm: (result: RotateResult) => (typeof result === 'number' ? result : result[0]) > 0,
});
// @ts-expect-error a rotate captcha confirms a number or a pair, never a string
export const wrongRotate = createElement(RotateCaptcha, { data: rotateData, onConfirm: (angle: string) => !angle });
// The client's verify takes both.
declare const client: CaptchaClient;
export const verifiedOne = client.verify(12);
export const verifiedPair = client.verify([12, 200] satisfies RotateAngles);
