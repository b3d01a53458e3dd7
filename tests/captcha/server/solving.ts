import { solveWork, type CaptchaService, type WorkPuzzle } from '../../../src/captcha/server/index.js';

/**
 * The service, with a `verify` that solves the challenge's current proof of work when the caller gives none:
 * for tests about everything but the work (tests of the work call the service itself). It learns each puzzle
 * from `create` and from a `wrong` result's next puzzle.
 */
export function solving(service: CaptchaService): CaptchaService {
  const puzzles = new Map<unknown, WorkPuzzle>();
  return {
    async create(kind, options) {
      const challenge = await service.create(kind, options);
      puzzles.set(challenge.id, challenge.work);
      return challenge;
    },
    async verify(id, answer, options) {
      const puzzle = puzzles.get(id);
      const work = options?.work ?? (puzzle ? solveWork(puzzle) : '0');
      const result = await service.verify(id, answer, { work });
      if (!result.ok && result.work) puzzles.set(id, result.work);
      return result;
    },
    redeem: (token, options) => service.redeem(token, options),
    kinds: service.kinds,
  };
}
