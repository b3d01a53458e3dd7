// Pre-renders the docs playgrounds' captcha challenges with confab-ui's own server-side maker (sharp, in
// Node), into website/src/captcha-demo/generated/challenges.json (gitignored). Run by `npm start` and
// `npm run site` after the library build (it reads dist/), offline. The JSON carries the answers: a demo
// shortcut for a site without a server (see website/src/captcha-demo/demo.js).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { prerenderDemoChallenges } from '../website/src/captcha-demo/prerender.mjs';

const images = new URL('../dist/captcha/server/images/', import.meta.url);
if (!existsSync(new URL('index.js', images))) {
  console.error('No built library: run `npm run build` before generating the captcha demo.');
  process.exit(1);
}
const { createChallengeMaker, loadSharp } = await import(new URL('index.js', images).href);
const { generatedBackgrounds } = await import(new URL('backgrounds.js', images).href);
const { makeClick } = await import(new URL('click.js', images).href);

const maker = createChallengeMaker();
const sharp = await loadSharp();
const clickContext = {
  sharp,
  width: 300,
  height: 220,
  format: 'webp',
  backgrounds: generatedBackgrounds(300, 220),
};
const started = performance.now();
const challenges = await prerenderDemoChallenges(
  (kind) => maker.make(kind),
  (points) => makeClick(clickContext, points),
);
const out = new URL('../website/src/captcha-demo/generated/', import.meta.url);
mkdirSync(out, { recursive: true });
const json = JSON.stringify(challenges);
writeFileSync(new URL('challenges.json', out), json);
console.log(
  `captcha demo: ${Object.values(challenges).flat().length} challenges, ${Math.round(json.length / 1024)} KiB, ` +
    `${Math.round(performance.now() - started)} ms`,
);
