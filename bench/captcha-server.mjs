// Captcha server benchmark: `npm run bench` (after `npm run build`), or `node bench/captcha-server.mjs`.
// 1. Challenges made per second for each kind (sharp composing and encoding the images): on one core, from the
//    process's CPU time per challenge (process.cpuUsage: every thread, libvips' and the libuv pool's included,
//    while they are made one at a time), and by the clock, one at a time and 4 in flight (these two may use both
//    cores: libvips works beside the main thread). Each kind is warmed up first (WARM_UP challenges: the first
//    draw and keep each piece outline's mask and distance field), and the load average is printed beside, since
//    a loaded machine raises the CPU time too, and the kB of the images' data URLs per challenge (one at a time).
// 2. Verifications per second: service.verify alone, the Fetch handler called in process (without and with the rate
//    limit counted: in Redis with the Redis store), and over HTTP on loopback with the
//    server on its own thread (a worker) and the load from this one, with the memory store and, when
//    redis-server is installed, the Redis store. The challenges verified come from a maker without images, so
//    the numbers are the verify path's: parse, store round trips, the proof-of-work check (one hash; made at 1 bit,
//    since the bits change what the browser pays, not what verify does), token signing, JSON.
// Prints numbers; asserts nothing. CONFAB_DIST points at another build folder than ../dist; `--makers` runs part 1
// alone.
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const dist = new URL(`${process.env.CONFAB_DIST ?? '../dist'}/captcha/server/index.js`, import.meta.url).href;
const secret = 'a benchmark secret, at least thirty-two bytes long';
const answer = { x: 120, y: 40 };
/** Challenges of each kind made before it is timed. */
const WARM_UP = 200;
const cheapMaker = {
  async make() {
    const image = 'data:image/webp;base64,AAAA';
    return {
      data: { image, thumb: image, thumbX: 0, thumbY: 40, thumbWidth: 60, thumbHeight: 60 },
      answer: { kind: 'slide', ...answer },
    };
  },
};

async function makeStore(kind, redisUrl) {
  const { memoryStore, redisStore } = await import(dist);
  if (kind === 'memory') return { store: memoryStore({ maxEntries: 1_000_000 }), close: async () => {} };
  const { Redis } = await import('ioredis');
  const client = new Redis(redisUrl);
  return {
    store: redisStore(client, { prefix: `bench-${Math.random().toString(36).slice(2)}:` }),
    close: () => client.quit(),
  };
}

// The server thread: a handler over Node http, and challenges made ahead for the load to verify.
if (!isMainThread) {
  const { createCaptchaService, createCaptchaHandler, toNodeHandler, solveWork } = await import(dist);
  const { createServer } = await import('node:http');
  const { store, close } = await makeStore(workerData.store, workerData.redisUrl);
  const service = createCaptchaService({
    secret,
    store,
    images: cheapMaker,
    ttlMs: 600_000,
    work: { squarings: 1, modulusBits: 512 },
  });
  const handler = createCaptchaHandler(service, { rateLimit: false });
  const server = createServer(toNodeHandler(handler));
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ids = [];
  for (let i = 0; i < workerData.count; i += 1) ids.push(solved(await service.create('slide'), solveWork));
  parentPort.postMessage({ port: server.address().port, ids });
  parentPort.once('message', () => server.close(() => close().then(() => process.exit(0))));
} else {
  await main();
}

/** A challenge with its work done: `{ id, work }`. */
function solved(challenge, solveWork) {
  return { id: challenge.id, work: solveWork(challenge.work) };
}

function post(agent, port, path, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function overHttp(store, redisUrl, count) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { store, redisUrl, count } });
  const { port, ids } = await new Promise((resolve) => worker.once('message', resolve));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  let passed = 0;
  const lane = async () => {
    while (next < ids.length) {
      const { id, work } = ids[next++];
      const result = await post(agent, port, `/captcha/${id}/verify`, { answer, work });
      if (result.ok) passed += 1;
    }
  };
  const warm = ids.splice(0, 2000);
  for (const { id, work } of warm) await post(agent, port, `/captcha/${id}/verify`, { answer, work });
  const start = performance.now();
  await Promise.all(Array.from({ length: 64 }, lane));
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  worker.postMessage('stop');
  await new Promise((resolve) => worker.once('exit', resolve));
  if (passed !== ids.length) throw new Error(`only ${passed} of ${ids.length} verifications passed`);
  return ids.length / seconds;
}

async function inProcess(store, redisUrl, count) {
  const { createCaptchaService, createCaptchaHandler, solveWork } = await import(dist);
  const { store: backing, close } = await makeStore(store, redisUrl);
  const service = createCaptchaService({
    secret,
    store: backing,
    images: cheapMaker,
    ttlMs: 600_000,
    work: { squarings: 1, modulusBits: 512 },
  });
  const handler = createCaptchaHandler(service, { rateLimit: false });
  // The rate limit on, never reached, over 1,000 clients: the cost of counting (in Redis with redisStore).
  const limited = createCaptchaHandler(service, { rateLimit: { max: 1_000_000 } });
  const ids = [];
  for (let i = 0; i < count; i += 1) ids.push(solved(await service.create('slide'), solveWork));
  const direct = ids.splice(0, count / 3);
  const directStart = performance.now();
  let d = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (d < direct.length) {
        const { id, work } = direct[d++];
        await service.verify(id, answer, { work });
      }
    }),
  );
  const directRate = direct.length / ((performance.now() - directStart) / 1000);
  const throughHandler = async (serve, batch) => {
    let sent = 0;
    const verify = ({ id, work }) =>
      serve(
        new Request(`http://localhost/captcha/${id}/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answer, work }),
        }),
        { clientAddress: `10.0.${(sent >> 8) & 3}.${sent++ & 255}` },
      ).then((response) => response.json());
    for (const challenge of batch.splice(0, 2000)) await verify(challenge);
    let next = 0;
    let passed = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (next < batch.length) if ((await verify(batch[next++])).ok) passed += 1;
      }),
    );
    if (passed !== batch.length) throw new Error(`only ${passed} of ${batch.length} verifications passed`);
    return batch.length / ((performance.now() - start) / 1000);
  };
  const rate = await throughHandler(handler, ids.splice(0, ids.length / 2));
  const limitedRate = await throughHandler(limited, ids);
  await close();
  return [directRate, rate, limitedRate];
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
  const probe = new Redis(`redis://127.0.0.1:${port}`, { retryStrategy: (times) => (times > 100 ? null : 20) });
  await probe.ping();
  await probe.quit();
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const { createCaptchaService } = await import(dist);
  const { default: sharp } = await import('sharp');
  const format = (n) => Math.round(n).toLocaleString('en-US');
  console.log(
    `Challenges made per second (sharp, 300 x 220, webp; libvips threads per image: ${sharp.concurrency()}), after ` +
      `${WARM_UP} of each kind, load average ${loadavg()[0].toFixed(1)}:`,
  );
  console.log('  kind    on one core (CPU per challenge)   one at a time   4 in flight   load   kB per challenge');
  const service = createCaptchaService({ secret, pictures: false });
  for (const kind of ['click', 'slide', 'region', 'rotate']) {
    for (let i = 0; i < WARM_UP; i += 1) await service.create(kind);
    const rates = [];
    let cpuMs = 0;
    // The images' weight: every data URL, as sent (rotate's second thumb too).
    let chars = 0;
    for (const inFlight of [1, 4]) {
      let made = 0;
      const cpu = process.cpuUsage();
      const start = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (performance.now() - start < 3000) {
            const { data } = await service.create(kind);
            if (inFlight === 1) chars += data.image.length + data.thumb.length + (data.secondThumb?.length ?? 0);
            made += 1;
          }
        }),
      );
      rates.push(made / ((performance.now() - start) / 1000));
      const used = process.cpuUsage(cpu);
      if (inFlight === 1) {
        cpuMs = (used.user + used.system) / 1000 / made;
        chars /= made;
      }
    }
    console.log(
      `  ${kind.padEnd(7)} ${`${format(1000 / cpuMs)}/s (${cpuMs.toFixed(1)} ms)`.padEnd(33)} ${`${format(rates[0])}/s`.padEnd(15)} ${`${format(rates[1])}/s`.padEnd(13)} ${loadavg()[0].toFixed(1).padEnd(6)} ${(chars / 1000).toFixed(1)}`,
    );
  }

  if (process.argv.includes('--makers')) return;
  const redis = await startRedis();
  console.log('\nVerifications per second through the handler (64 in flight):');
  for (const store of ['memory', 'redis']) {
    if (store === 'redis' && !redis) {
      console.log('  redis   skipped: redis-server is not installed');
      continue;
    }
    const [direct, local, limited] = await inProcess(store, redis?.url, 60_000);
    const http = await overHttp(store, redis?.url, 40_000);
    console.log(
      `  ${store.padEnd(7)} service.verify ${format(direct)}/s, handler in process ${format(local)}/s (${format(limited)}/s with the rate limit counted${store === 'redis' ? ' in Redis' : ''}), handler over HTTP on loopback ${format(http)}/s`,
    );
  }
  redis?.stop();
}
