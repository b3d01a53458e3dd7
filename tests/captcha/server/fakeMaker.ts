import type { CaptchaKind, ChallengeAnswer, ChallengeMaker } from '../../../src/captcha/server/index.js';

/** The answer each kind's fake challenge has: numbers chosen so none appears in the fake data. */
export const fakeAnswers: { [K in CaptchaKind]: Extract<ChallengeAnswer, { kind: K }> } = {
  click: {
    kind: 'click',
    points: [
      { x: 61, y: 73 },
      { x: 187, y: 149 },
    ],
  },
  slide: { kind: 'slide', x: 173, y: 91 },
  region: { kind: 'region', x: 127, y: 83 },
  rotate: { kind: 'rotate', angles: [217, 23] },
};

/** A maker without images, so tests of the service run fast and know every answer. */
export const fakeMaker: ChallengeMaker = {
  make: (async (kind: CaptchaKind) => {
    const image = 'data:image/webp;base64,AAAA';
    const data = {
      click: { image, thumb: image },
      slide: { image, thumb: image, thumbX: 0, thumbY: 91, thumbWidth: 50, thumbHeight: 50 },
      region: { image, thumb: image, thumbX: 0, thumbY: 0, thumbWidth: 50, thumbHeight: 50 },
      rotate: { image, thumb: image, secondThumb: image, angle: 0, thumbSize: 150 },
    }[kind];
    return { data, answer: fakeAnswers[kind] };
  }) as ChallengeMaker['make'],
};

/** The result that solves each kind's fake challenge, as its widget would confirm it. */
export const rightResults = {
  click: [
    { x: 63, y: 70, index: 1 },
    { x: 185, y: 150, index: 2 },
  ],
  slide: { x: 171, y: 91 },
  region: { x: 130, y: 80 },
  rotate: [220, 10],
} as const;

/** A result of the right shape that does not solve it. */
export const wrongResults = {
  click: [
    { x: 187, y: 149, index: 1 },
    { x: 61, y: 73, index: 2 },
  ],
  slide: { x: 100, y: 91 },
  region: { x: 20, y: 20 },
  rotate: [220, 67],
} as const;
