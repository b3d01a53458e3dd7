import { describe, expect, it } from 'vitest';
import { createCaptchaClient } from '../../../src/captcha/client/index.js';
import {
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  type CaptchaKind,
  type ChallengeAnswer,
} from '../../../src/captcha/server/index.js';
import { expectNoAnswerIn } from './leaks.js';

const kinds: CaptchaKind[] = ['click', 'slide', 'region', 'rotate'];

/** What the widget would confirm for a person who solved it exactly. */
function solution(answer: ChallengeAnswer) {
  switch (answer.kind) {
    case 'click':
      return answer.points.map((point, i) => ({ x: point.x, y: point.y, index: i + 1 }));
    case 'slide':
    case 'region':
      return { x: answer.x, y: answer.y };
    case 'rotate':
      return answer.angles;
  }
}

/** What the widget would confirm for a person who missed by far: never within any tolerance of the answer. */
function miss(answer: ChallengeAnswer) {
  switch (answer.kind) {
    case 'click':
      return answer.points.map((point, i) => ({ x: (point.x + 150) % 300, y: point.y, index: i + 1 }));
    case 'slide':
      return { x: (answer.x + 100) % 240, y: answer.y };
    case 'region':
      return { x: (answer.x + 100) % 240, y: (answer.y + 80) % 160 };
    case 'rotate':
      return answer.angles.map((angle) => (angle + 180) % 360);
  }
}

describe('the real maker through the handler and the browser client', () => {
  it.each(kinds)('a %s challenge: raster data without the answer, passed once, redeemed once', async (kind) => {
    const store = memoryStore();
    // Cheap work: this test is about the pictures and tokens (the work has its own tests).
    const service = createCaptchaService({
      secret: 'an end-to-end secret of 32 bytes or more',
      store,
      work: { squarings: 4, modulusBits: 512 },
    });
    const handler = createCaptchaHandler(service, { rateLimit: false });
    const answers: ChallengeAnswer[] = [];
    const bodies: unknown[] = [];
    const client = createCaptchaClient({
      endpoint: 'http://captcha.test/captcha',
      fetch: async (input, init) => {
        const response = await handler(new Request(input, init));
        bodies.push(await response.clone().json());
        const created = bodies.at(-1) as { id?: string };
        // The answer is read from the store, the only place it is kept.
        if (created.id)
          answers.push((JSON.parse((await store.get(created.id))!) as { answer: ChallengeAnswer }).answer);
        return response;
      },
    });

    const data = await client.load(kind, { action: 'signup' });
    expect(data.image).toMatch(/^data:image\/(webp|png);base64,/);
    // A fixed wrong answer would pass whenever the answer happens to lie near it (rotate: one time in 50).
    const wrong = await client.verify(miss(answers.at(-1)!));
    expect(wrong.ok).toBe(false);
    const passed = await client.verify(solution(answers.at(-1)!));
    expect(passed.ok).toBe(true);
    for (const body of bodies) expectNoAnswerIn(body, answers);
    expect(await service.redeem(passed.ok ? passed.token : '', { action: 'signup' })).toMatchObject({ ok: true });
  });
});
