// Markdown hostile-corpus benchmark: `node bench/markdown.mjs` (after `npm run build`; in `npm run bench`).
// Renders each message of the hostile corpus (tests/text/markdownCorpus.ts: deep nesting, long marker runs,
// markup, entities, dangerous links, 1 MB messages) with renderMessageText and `styling: 'markdown'`, to a string
// with React's production build, and prints the median and the worst of 5 runs for each, in CPU milliseconds
// (the process's own time, so that other work on the machine does not count) and wall milliseconds. Asserts
// nothing: the test (tests/text/markdownHostile.test.tsx) holds the 200 ms limit.
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const dist = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/`, import.meta.url);
const { renderMessageText } = await import(new URL('text/index.js', dist).href);
const { markdown } = await import(new URL('text/markdown/index.js', dist).href);
const { dangerousLinks, hostileStructures } = await import('../tests/text/markdownCorpus.ts');

const options = { styling: 'markdown', markdown, hashtag: 'twitter', mention: 'twitter' };
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const render = (text) => renderToString(createElement('div', null, renderMessageText(text, options)));

// Warm up: the parser, Autolinker and React compiled, as in a page that has drawn messages already.
for (let i = 0; i < 20; i += 1) render(`*a* [b](https://example.com) c.d ${i}\n\n- x\n\n\`\`\`\ny\n\`\`\``);

const runs = 5;
const rows = [];
for (const [name, text] of [
  ['every dangerous link form, all in one message', dangerousLinks.join('\n\n')],
  ...hostileStructures,
]) {
  const cpu = [];
  const wall = [];
  for (let i = 0; i < runs; i += 1) {
    const [c, w] = [cpuMs(), performance.now()];
    render(text);
    cpu.push(cpuMs() - c);
    wall.push(performance.now() - w);
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  rows.push({ name, length: text.length, cpu, wall });
}

const ms = (value) => value.toFixed(1).padStart(7);
console.log(`Markdown hostile corpus, ${runs} runs each, React production build, Node ${process.versions.node}`);
console.log('   CPU median    CPU max  wall median  characters  message');
for (const { name, length, cpu, wall } of rows) {
  console.log(
    `${ms(cpu[runs >> 1])} ms ${ms(cpu[runs - 1])} ms ${ms(wall[runs >> 1])} ms  ${String(length).padStart(10)}  ${name}`,
  );
}
