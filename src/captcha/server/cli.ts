#!/usr/bin/env node
// `confab-captcha serve`: the captcha handler as a standalone HTTP service, for backends in any language.
import { readFileSync } from 'node:fs';
import { parseServeArgs, USAGE, UsageError } from './serveArgs.js';

const write = (stream: NodeJS.WriteStream, text: string) => stream.write(`${text}\n`);

/** The package's version, from its package.json (three folders up, from src/ and from dist/ alike). */
function version(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '';
}

try {
  const options = parseServeArgs(process.argv.slice(2));
  if (options === 'help') {
    write(process.stdout, USAGE);
  } else if (options === 'version') {
    write(process.stdout, version());
  } else {
    // Loaded only to serve, after the arguments: a missing sharp is then one line, and never stops --help.
    const { startService } = await import('./serve.js');
    const running = await startService(options, process.env, (line) => write(process.stderr, line));
    write(process.stdout, `confab-captcha: serving ${running.url} (health: ${running.url}/health)`);
    const stop = () => void running.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  if (error instanceof UsageError) {
    write(process.stderr, `confab-captcha: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    write(process.stderr, `confab-captcha: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
