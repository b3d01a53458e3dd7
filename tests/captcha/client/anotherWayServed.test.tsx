import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createCaptchaClient, type CaptchaClient } from '../../../src/captcha/client/index.js';
import { SlideCaptcha, type SlideData, type VerifyAnotherWay } from '../../../src/captcha/index.js';
import {
  createCaptchaHandler,
  createCaptchaService,
  memoryStore,
  type ChallengeKind,
} from '../../../src/captcha/server/index.js';
import { fakeMaker } from '../server/fakeMaker.js';

const loading: SlideData = { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 0, thumbHeight: 0 };

/** A client whose fetch goes to an in-process handler serving `kinds`. */
function clientServing(kinds: ChallengeKind[]): CaptchaClient {
  const service = createCaptchaService({
    // jsdom's Uint8Array is not Node's: a test secret made by the service itself.
    testMode: true,
    images: fakeMaker,
    store: memoryStore(),
    work: { squarings: 4, modulusBits: 512 },
    kinds: ['slide', 'proof'],
  });
  const handler = createCaptchaHandler(service, { rateLimit: false, kinds });
  return createCaptchaClient({
    endpoint: 'https://site.test/captcha',
    fetch: (input, init) => handler(new Request(input, init), { clientAddress: '192.0.2.1' }),
  });
}

/** The server guide's wiring: "Verify another way" only where the client learned that proof is served. */
function Host({ client }: { client: CaptchaClient }) {
  const [data, setData] = useState<SlideData>(loading);
  useEffect(() => {
    void client.load('slide').then(setData);
  }, [client]);
  const anotherWay: VerifyAnotherWay | undefined = client.servesAnotherWay
    ? (options) => client.verifyAnotherWay(options)
    : undefined;
  return (
    <>
      <SlideCaptcha locale="en" data={data} verifyAnotherWay={anotherWay} />
      {data !== loading && <p>challenge loaded</p>}
    </>
  );
}

describe('"Verify another way" follows what the handler serves', () => {
  it('shows the button once a challenge says proof is served', { timeout: 20_000 }, async () => {
    render(<Host client={clientServing(['slide', 'proof'])} />);
    // The first challenge waits for the service's first modulus: slow on a loaded machine.
    await screen.findByText('challenge loaded', {}, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Verify another way' })).toBeVisible();
  });

  it('shows no button where the handler does not serve proof', { timeout: 20_000 }, async () => {
    const client = clientServing(['slide']);
    render(<Host client={client} />);
    await screen.findByText('challenge loaded', {}, { timeout: 15_000 });
    expect(client.servesAnotherWay).toBe(false);
    expect(screen.queryByRole('button', { name: 'Verify another way' })).toBeNull();
  });
});
