/**
 * What the docs' live playgrounds use to get a captcha challenge: `useDemoChallenge(kind, { first })`.
 * The challenges were made at build time by confab-ui's server-side maker and carry their answers, which
 * the page checks with the server's own `isSolved`: a demo shortcut a real site must never copy (see
 * demo.js). The JSON is its own chunk, loaded only by pages with a playground.
 */
import { DEFAULT_TOLERANCE, isSolved } from '../../../dist/captcha/server/images/answer.js';
import { createDemoChallenges } from './demo.js';

export const useDemoChallenge = createDemoChallenges({
  load: () => import('./generated/challenges.json').then((module) => module.default),
  isSolved,
  tolerance: DEFAULT_TOLERANCE,
});
