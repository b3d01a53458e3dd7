#!/usr/bin/env node
// `confab-captcha serve`: the captcha handler as a standalone HTTP service, for backends in any language.
const write = (stream: NodeJS.WriteStream, text: string) => stream.write(`${text}\n`);

try {
  // Loaded here, not imported above, so a missing sharp is reported as one line rather than a stack.
  const { parseServeArgs, startService, USAGE, UsageError } = await import('./serve.js');
  try {
    const options = parseServeArgs(process.argv.slice(2));
    if (options === 'help') {
      write(process.stdout, USAGE);
    } else {
      const running = await startService(options, process.env, (line) => write(process.stderr, line));
      write(process.stdout, `confab-captcha: serving ${running.url} (health: ${running.url}/health)`);
      const stop = () => void running.stop().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    write(process.stderr, `confab-captcha: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  }
} catch (error) {
  write(process.stderr, `confab-captcha: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
