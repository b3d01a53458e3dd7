// Text pipeline benchmark: `npm run bench` (after `npm run build`), or `node bench/text.mjs`.
// Renders 10,000 realistic chat messages with renderMessageText (safe React nodes) and, in the same run and on
// the same corpus, with Autolinker's own link() (an HTML string: the approach confab-ui replaces), then one
// 1 MB message. Prints messages per second and the ratio; asserts nothing.
// React's development build validates every element; users ship the production one, so that is what is measured
// (set NODE_ENV=development to see the other). CONFAB_DIST points at another build folder than ../dist.
import { performance } from 'node:perf_hooks';
import { Autolinker } from 'autolinker';

process.env.NODE_ENV ??= 'production';
const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const distUrl = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/text/index.js`, import.meta.url);
const { renderMessageText } = await import(distUrl.href);

// A small seeded generator, so every run renders the same corpus.
let seed = 0x2f6b1d;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const words = 'the a chat is ready when you are we shipped new build today thanks for waiting see it works'.split(' ');
const sentence = (n) => Array.from({ length: n }, () => pick(words)).join(' ');
const kinds = [
  () => `${sentence(8)}.`,
  () => `${sentence(5)} https://example.com/docs/${Math.floor(random() * 1000)}?ref=chat ${sentence(3)}`,
  () => `Ping @alice_${Math.floor(random() * 99)} and @bob about #release${Math.floor(random() * 9)} ${sentence(4)}`,
  () => `*${sentence(2)}* and /${sentence(2)}/ then \`npm i confab-ui\` ${sentence(3)} _done_`,
  () => `${sentence(4)} 😀👍🏽 🎉 :wave: ${sentence(2)} 👩‍💻`,
  () => `Mail help@example.com or call +1 (555) 555-${1000 + Math.floor(random() * 8999)}, ${sentence(5)}`,
  () => `${sentence(6)}\n${sentence(6)}\n  www.example.org/a/very/long/path/that/goes/on/and/on/for/a/while/indeed`,
];
const corpus = Array.from({ length: 10_000 }, () => pick(kinds)());
const options = { styling: true, hashtag: 'twitter', mention: 'twitter' };
const linker = new Autolinker({ hashtag: 'twitter', mention: 'twitter', truncate: { length: 50, location: 'middle' } });

// Cases run in turns (A, B, C, A, B, C, ...) so a busy machine slows them alike; each reports its median.
function compare(cases, rounds) {
  for (const [, run] of cases) run(); // warm up
  const samples = cases.map(() => []);
  for (let round = 0; round < rounds; round++) {
    cases.forEach(([, run], i) => {
      const start = performance.now();
      run();
      samples[i].push(performance.now() - start);
    });
  }
  return cases.map(([label], i) => {
    const sorted = samples[i].sort((a, b) => a - b);
    return { label, ms: sorted[Math.floor(sorted.length / 2)] };
  });
}

let sink = 0;
const results = compare(
  [
    [
      'Autolinker.link() -> HTML string',
      () => {
        for (const text of corpus) sink += linker.link(text).length;
      },
    ],
    [
      'renderMessageText() -> React nodes',
      () => {
        for (const text of corpus) sink += renderMessageText(text, options) ? 1 : 0;
      },
    ],
    [
      'renderMessageText() + renderToStaticMarkup',
      () => {
        for (const text of corpus) {
          sink += renderToStaticMarkup(createElement('p', null, renderMessageText(text, options))).length;
        }
      },
    ],
  ],
  9,
);

const base = results[0].ms;
console.log(
  `Text pipeline, ${corpus.length.toLocaleString('en')} messages (median of 9 runs), Node ${process.version}, React ${process.env.NODE_ENV}`,
);
for (const { label, ms } of results) {
  const perSecond = Math.round((corpus.length / ms) * 1000).toLocaleString('en');
  console.log(
    `  ${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  ${perSecond.padStart(10)} msg/s  ${(ms / base).toFixed(2)}x`,
  );
}

const line = 'Hello *world*, see example.com/a_b, mail me@example.com, #tag @someone 2*3*4 /tmp/x 😀\n';
const big = line.repeat(Math.ceil(1_000_000 / line.length));
const [ours, theirs] = compare(
  [
    ['renderMessageText()', () => (sink += renderMessageText(big, options) ? 1 : 0)],
    ['Autolinker.link()', () => (sink += linker.link(big).length)],
  ],
  5,
);
console.log(`One 1 MB message (${big.length.toLocaleString('en')} characters, median of 5 runs)`);
console.log(`  ${ours.label.padEnd(44)} ${ours.ms.toFixed(1).padStart(8)} ms  (goal: under 200 ms)`);
console.log(`  ${theirs.label.padEnd(44)} ${theirs.ms.toFixed(1).padStart(8)} ms`);
if (sink < 0) console.log(sink);
