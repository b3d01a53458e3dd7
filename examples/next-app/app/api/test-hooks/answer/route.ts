import { connection } from 'next/server';
import { captchaStore } from '../../../captcha';

// Test-only: scripts/examples.mjs reads a challenge's answer here to solve it by keyboard as a person would.
// Off (404) unless CONFAB_EXAMPLE_TEST_HOOKS=1 is set when the server starts; never set it in production.
export async function GET(request: Request) {
  // At request time, never prerendered at build (cacheComponents would keep the build's 404).
  await connection();
  if (process.env.CONFAB_EXAMPLE_TEST_HOOKS !== '1') return new Response(null, { status: 404 });
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const raw = await captchaStore.get(id);
  if (raw === null) return new Response(null, { status: 404 });
  const record = JSON.parse(raw) as { answer?: unknown };
  return Response.json(record.answer ?? null);
}
