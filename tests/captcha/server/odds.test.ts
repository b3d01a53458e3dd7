import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_ATTEMPTS,
  DEFAULT_TOLERANCE,
  blindGuessOdds,
  createCaptchaService,
  type CaptchaKind,
  type CaptchaService,
  type ChallengeMaker,
} from '../../../src/captcha/server/index.js';
import { regionGap, slideGap } from '../../../src/captcha/server/images/piece.js';
import { solving } from './solving.js';

/** A maker without images whose answers are drawn as the real maker draws them (48 px piece, 300 x 220). */
const drawnMaker: ChallengeMaker = {
  make: (async (kind: CaptchaKind) => {
    const image = 'data:image/webp;base64,AAAA';
    if (kind === 'slide') {
      const gap = slideGap(300, 220, 48);
      return {
        data: { image, thumb: image, thumbX: 0, thumbY: gap.y, thumbWidth: 48, thumbHeight: 48 },
        answer: { kind, ...gap },
      };
    }
    if (kind === 'region') {
      const { gap, start } = regionGap(300, 220, 48);
      return {
        data: { image, thumb: image, thumbX: start.x, thumbY: start.y, thumbWidth: 48, thumbHeight: 48 },
        answer: { kind, ...gap },
      };
    }
    return {
      data: { image, thumb: image, secondThumb: image, angle: 0, thumbSize: 120 },
      answer: { kind: 'rotate', angles: [randomInt(360), randomInt(360)] },
    };
  }) as ChallengeMaker['make'],
};

/** `k` distinct whole numbers below n. */
function distinct(k: number, n: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(randomInt(n));
  return [...chosen];
}

/**
 * A blind guesser's answers: a different window of the answer space per attempt, never looking at data (for
 * rotate, a window of each of the two pictures' angles).
 */
function guesses(kind: 'slide' | 'region' | 'rotate', data: { thumbY?: number }, attempts: number): unknown[] {
  const w = 2 * DEFAULT_TOLERANCE[kind] + 1;
  if (kind === 'slide')
    return distinct(attempts, Math.floor(253 / w)).map((b) => ({ x: b * w + (w >> 1), y: data.thumbY }));
  if (kind === 'rotate') {
    const across = Math.floor(360 / w);
    return distinct(attempts, across * across).map((b) => [
      (b % across) * w + (w >> 1),
      Math.floor(b / across) * w + (w >> 1),
    ]);
  }
  const across = Math.floor(253 / w);
  return distinct(attempts, across * Math.floor(173 / w)).map((b) => ({
    x: (b % across) * w + (w >> 1),
    y: Math.floor(b / across) * w + (w >> 1),
  }));
}

describe('blind-guess odds', () => {
  it('are at most 2 % for every kind with the default tolerances and attempts', () => {
    expect(blindGuessOdds('slide').odds).toBeCloseTo(5 / 253, 6);
    expect(blindGuessOdds('region').odds).toBeCloseTo((2 * 17 * 17) / (253 * 173), 6);
    expect(blindGuessOdds('rotate').odds).toBeCloseTo((31 * 31) / (360 * 360), 6);
    expect(blindGuessOdds('rotate')).toMatchObject({
      tolerance: 15,
      attempts: 1,
      answers: 360 * 360,
      perGuess: 31 * 31,
    });
    for (const kind of ['click', 'slide', 'region', 'rotate'] as const) {
      const odds = blindGuessOdds(kind);
      expect(odds.attempts).toBe(DEFAULT_MAX_ATTEMPTS[kind]);
      expect(odds.odds, kind).toBeLessThanOrEqual(0.02);
    }
    // More attempts or a looser tolerance raise them; a wider picture lowers them.
    expect(blindGuessOdds('slide', { attempts: 3 }).odds).toBeCloseTo(15 / 253, 6);
    expect(blindGuessOdds('rotate', { tolerance: 10, attempts: 3 }).odds).toBeCloseTo((3 * 21 * 21) / (360 * 360), 6);
    // One picture, as before two: 7 of 360 degrees at 3 degrees.
    expect(blindGuessOdds('rotate', { tolerance: 3, pictures: 1 }).odds).toBeCloseTo(7 / 360, 6);
    expect(blindGuessOdds('slide', { width: 600 }).odds).toBeLessThan(blindGuessOdds('slide').odds);
  });

  it("are the figures of the server guide's table (docs/captcha/server.mdx, Blind guessing)", () => {
    const guide = readFileSync(join(process.cwd(), 'docs', 'captcha', 'server.mdx'), 'utf8').split('\n');
    for (const kind of ['slide', 'region', 'rotate'] as const) {
      const row = guide.map((line) => new RegExp(`^\\| ${kind} \\|.*= ([\\d.]+) % \\|$`).exec(line)).find(Boolean);
      expect(Number(row?.[1]), kind).toBeCloseTo(blindGuessOdds(kind).odds * 100, 2);
    }
  });

  it('match blind guessing measured against the real service, over all allowed attempts', async () => {
    const service = solving(
      createCaptchaService({ testMode: true, images: drawnMaker, work: { squarings: 4, modulusBits: 512 } }),
    );
    const runs = 6000;
    for (const kind of ['slide', 'region', 'rotate'] as const) {
      let passed = 0;
      for (let i = 0; i < runs; i += 1) {
        const { id, data } = await service.create(kind);
        // One guess more than allowed: the extra one must be refused, never pass.
        for (const guess of guesses(kind, data as { thumbY?: number }, DEFAULT_MAX_ATTEMPTS[kind] + 1)) {
          const result = await service.verify(id, guess);
          if (result.ok) passed += 1;
          if (result.ok || result.reason !== 'wrong') break;
        }
      }
      const { odds } = blindGuessOdds(kind);
      // Four standard deviations of a binomial count at these odds.
      const slack = 4 * Math.sqrt((odds * (1 - odds)) / runs);
      expect(Math.abs(passed / runs - odds), `${kind}: measured ${passed / runs}, computed ${odds}`).toBeLessThan(
        slack,
      );
    }
    // 18,000 challenges made and verified: about 3 s alone, several times that on a loaded machine.
  }, 60_000);
});

describe('maxAttempts', () => {
  const wrong = {
    slide: { x: 250, y: 0 },
    region: { x: 250, y: 170 },
    rotate: [180, 0],
    click: [{ x: 200, y: 200, index: 1 }],
  };
  const fixedMaker: ChallengeMaker = {
    make: (async (kind: CaptchaKind) => {
      const image = 'data:image/webp;base64,AAAA';
      const data = {
        click: { image, thumb: image },
        slide: { image, thumb: image, thumbX: 0, thumbY: 0, thumbWidth: 48, thumbHeight: 48 },
        region: { image, thumb: image, thumbX: 0, thumbY: 0, thumbWidth: 48, thumbHeight: 48 },
        rotate: { image, thumb: image, secondThumb: image, angle: 0, thumbSize: 120 },
      }[kind];
      const answer = {
        click: { kind, points: [{ x: 10, y: 10 }] },
        slide: { kind, x: 100, y: 0 },
        region: { kind, x: 100, y: 100 },
        rotate: { kind, angles: [0, 0] },
      }[kind];
      return { data, answer };
    }) as ChallengeMaker['make'],
  };

  /** How many wrong answers a challenge of `kind` takes before it is refused as spent. */
  async function wrongAnswersTaken(service: CaptchaService, kind: CaptchaKind) {
    const { id } = await service.create(kind);
    for (let n = 1; n <= 10; n += 1) {
      const result = await service.verify(id, wrong[kind]);
      if (!result.ok && result.reason === 'too-many-attempts') return n - 1;
    }
    return Infinity;
  }

  it('defaults per kind: click 3, slide 1, region 2, rotate 1', async () => {
    const service = solving(
      createCaptchaService({ testMode: true, images: fixedMaker, work: { squarings: 4, modulusBits: 512 } }),
    );
    for (const kind of ['click', 'slide', 'region', 'rotate'] as const) {
      expect(await wrongAnswersTaken(service, kind), kind).toBe(DEFAULT_MAX_ATTEMPTS[kind]);
    }
    expect(DEFAULT_MAX_ATTEMPTS).toEqual({ click: 3, slide: 1, region: 2, rotate: 1 });
  });

  it('takes one number for every kind, or a per-kind record merged over the defaults', async () => {
    const one = solving(
      createCaptchaService({
        testMode: true,
        images: fixedMaker,
        work: { squarings: 4, modulusBits: 512 },
        maxAttempts: 4,
      }),
    );
    for (const kind of ['click', 'slide', 'region', 'rotate'] as const)
      expect(await wrongAnswersTaken(one, kind)).toBe(4);
    const some = solving(
      createCaptchaService({
        testMode: true,
        images: fixedMaker,
        work: { squarings: 4, modulusBits: 512 },
        maxAttempts: { slide: 2 },
      }),
    );
    expect(await wrongAnswersTaken(some, 'slide')).toBe(2);
    expect(await wrongAnswersTaken(some, 'region')).toBe(2);
    expect(await wrongAnswersTaken(some, 'click')).toBe(3);
    expect(() => createCaptchaService({ testMode: true, maxAttempts: { slide: 0 } })).toThrow(/maxAttempts\.slide/);
    expect(() => createCaptchaService({ testMode: true, maxAttempts: 1.5 })).toThrow(/maxAttempts/);
  });
});
