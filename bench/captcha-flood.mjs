// Captcha flood benchmark: `npm run bench` (after `npm run build`), or `node bench/captcha-flood.mjs [creates]`.
// A flood of picture creates (100,000 by default) from 1,000 IPv6 /64s (100 in each of ten /48s), 64 in flight,
// against the handler with its default limits and the service with its default picture budget (half a core, a
// pool made ahead), called in this process (no HTTP: the numbers are the server's, not a socket's), on the memory
// store and, when redis-server is installed, on Redis. Meanwhile, every 250 ms, a person (a new one each time, on
// another network) asks for a challenge through the browser client (`createCaptchaClient`, which waits out a
// short Retry-After of a busy service once); before the flood one person holds a pending challenge and a passed,
// unredeemed token, checked after it.
// Prints creates served and refused (429 limit, 503 budget), the process's CPU, the CPU spent on pictures (the
// pictures made times one picture's CPU, measured alone first), and the person's load times (p50, p95), with
// how many waited out a busy service's Retry-After and how many failed even so.
// Asserts nothing. CONFAB_DIST points at another build folder than ../dist.
import { spawn, spawnSync } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const dist = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/captcha/server/index.js`, import.meta.url).href;
const { createCaptchaHandler, createCaptchaService, memoryStore, redisStore, solveWork } = await import(dist);
const clientEntry = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/captcha/client/index.js`, import.meta.url).href;
const { createCaptchaClient } = await import(clientEntry);
const secret = 'a benchmark secret, at least thirty-two bytes long';
const CREATES = Number(process.argv[2] ?? 100_000);
const IN_FLIGHT = 64;
const PERSON = '198.51.100.7';
const KIND = 'slide';

const post = async (handler, path, address, body = {}) => {
  const response = await handler(
    new Request(`http://captcha.bench/captcha/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { clientAddress: address },
  );
  return { status: response.status, json: await response.json() };
};

const cpuSeconds = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};

/** One picture's CPU, made alone (no budget), after a warm-up. */
async function pictureCpuMs() {
  const service = createCaptchaService({ secret, pictures: false });
  for (let i = 0; i < 50; i += 1) await service.create(KIND);
  const before = process.cpuUsage();
  const count = 100;
  for (let i = 0; i < count; i += 1) await service.create(KIND);
  return (cpuSeconds(before) * 1000) / count;
}

async function flood(store, pictureMs) {
  // Proof is served only for the person's token below (the handler serves the four pictures); its work is one
  // picture's, so the bench solves it quickly.
  const service = createCaptchaService({
    secret,
    store,
    kinds: ['click', 'slide', 'region', 'rotate', 'proof'],
    proof: { multiplier: 1 },
  });
  const handler = createCaptchaHandler(service, { kinds: ['click', 'slide', 'region', 'rotate'] });
  // The person, before the flood: a challenge pending, and one passed whose token is not yet redeemed.
  const pending = await post(handler, KIND, PERSON);
  // The bench knows no picture's answer: the token comes from a proof challenge (work alone), kept alike.
  const proof = await service.create('proof');
  const verified = await service.verify(proof.id, undefined, { work: solveWork(proof.work) });

  const statuses = new Map();
  const personTimes = [];
  const personStatuses = new Map();
  let next = 0;
  let done = false;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const attacker = async () => {
    while (next < CREATES) {
      const i = next;
      next += 1;
      const address = `2001:db8:${(i % 10).toString(16)}:${(Math.floor(i / 10) % 100).toString(16)}::1`;
      // A request arrives as I/O: without this turn of the event loop, a handler over the memory store would
      // answer in microtasks alone and starve sharp's callbacks and the pool's timers, which a server never does.
      await new Promise((resolve) => setImmediate(resolve));
      const { status } = await post(handler, KIND, address);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  // People during the flood: each asks once, from an address of its own (another /24 each time), as people do.
  let people = 0;
  const person = async () => {
    while (!done) {
      const asked = performance.now();
      people += 1;
      const clientAddress = `203.0.${people % 256}.${1 + (Math.floor(people / 256) % 254)}`;
      const statuses = [];
      const client = createCaptchaClient({
        endpoint: 'http://captcha.bench/captcha',
        // The bench's person solves no work: only the load is timed.
        solveWork: () => new Promise(() => {}),
        fetch: async (input, init) => {
          const response = await handler(new Request(input, init), { clientAddress });
          statuses.push(response.status);
          return response;
        },
      });
      const outcome = await client.load(KIND).then(
        () => 200,
        (error) => error.status,
      );
      personTimes.push(performance.now() - asked);
      personStatuses.set(outcome, (personStatuses.get(outcome) ?? 0) + 1);
      if (statuses[0] === 503) personStatuses.set('waited', (personStatuses.get('waited') ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const personDone = person();
  await Promise.all(Array.from({ length: IN_FLIGHT }, attacker));
  done = true;
  await personDone;
  const wall = (performance.now() - start) / 1000;
  const used = cpuSeconds(cpu);

  // After it: the person's pending challenge still there (its answer is not known here, so a wrong one must be
  // judged `wrong`, not `unknown`), and their token redeems.
  const late = await service.verify(pending.json.id, { x: 1, y: 1 }, { work: solveWork(pending.json.work) });
  const redeemed = verified.ok ? await service.redeem(verified.token, { kinds: ['proof'] }) : { ok: false };
  personTimes.sort((a, b) => a - b);
  const pct = (p) => personTimes[Math.min(personTimes.length - 1, Math.floor(personTimes.length * p))] ?? NaN;
  const served = statuses.get(200) ?? 0;
  return {
    wall,
    used,
    served,
    limited: statuses.get(429) ?? 0,
    busy: statuses.get(503) ?? 0,
    other: CREATES - served - (statuses.get(429) ?? 0) - (statuses.get(503) ?? 0),
    pictureCores: ((served + (personStatuses.get(200) ?? 0)) * pictureMs) / 1000 / wall,
    person: {
      asked: personTimes.length,
      served: personStatuses.get(200) ?? 0,
      busy: personStatuses.get(503) ?? 0,
      waited: personStatuses.get('waited') ?? 0,
      p50: pct(0.5),
      p95: pct(0.95),
    },
    pendingKept: late.ok === false && late.reason === 'wrong',
    tokenRedeemed: redeemed.ok === true,
  };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startRedis() {
  if (spawnSync('redis-server', ['--version']).error) return null;
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const { Redis } = await import('ioredis');
  const client = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: (times) => (times > 100 ? null : 20) });
  await client.ping();
  return { client, stop: async () => (await client.quit(), child.kill('SIGTERM')) };
}

const format = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const pictureMs = await pictureCpuMs();
console.log(
  `Flood: ${format(CREATES)} ${KIND} creates from 1,000 IPv6 /64s (ten /48s), ${IN_FLIGHT} in flight, default limits ` +
    `and picture budget (0.5 core); one picture alone: ${format(pictureMs, 1)} ms CPU.`,
);
const redis = await startRedis();
const stores = [['memory', () => memoryStore()]];
if (redis) stores.push(['Redis', () => redisStore(redis.client, { prefix: `flood-${Date.now()}:` })]);
for (const [name, makeStore] of stores) {
  const load = loadavg()[0];
  const r = await flood(makeStore(), pictureMs);
  console.log(
    `  ${name}: ${format(r.wall, 1)} s; served ${format(r.served)}, 429 ${format(r.limited)}, 503 ${format(r.busy)}` +
      `${r.other ? `, other ${format(r.other)}` : ''}; process CPU ${format(r.used, 1)} s (${format(r.used / r.wall, 2)} ` +
      `cores), pictures ${format(r.pictureCores, 2)} cores; people: ${r.person.served}/${r.person.asked} served ` +
      `(${r.person.waited} waited out a Retry-After, ${r.person.busy} 503 even so), ` +
      `p50 ${format(r.person.p50)} ms, p95 ${format(r.person.p95)} ms; challenge from before kept: ${r.pendingKept}, ` +
      `token from before redeemed: ${r.tokenRedeemed}; load average ${load.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
  );
}
await redis?.stop();
