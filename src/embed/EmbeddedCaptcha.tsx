'use client';
import { ClickCaptcha } from '../captcha/ClickCaptcha.js';
import { RegionCaptcha } from '../captcha/RegionCaptcha.js';
import { RotateCaptcha } from '../captcha/RotateCaptcha.js';
import { SlideCaptcha } from '../captcha/SlideCaptcha.js';
import type { CaptchaKind, ChallengeDataByKind } from '../captcha/challengeData.js';
import type { CaptchaLocale } from '../captcha/types.js';
import { useCaptchaChallenge } from '../captcha/useCaptchaChallenge.js';
import { createCaptchaClient, type CaptchaClient } from '../captcha/client/createCaptchaClient.js';

const clients = new Map<string, CaptchaClient>();

/** One client per endpoint, kept while the page lives: the panel closed and opened again keeps it. */
function clientFor(endpoint: string): CaptchaClient {
  let client = clients.get(endpoint);
  if (!client) {
    client = createCaptchaClient({ endpoint });
    clients.set(endpoint, client);
  }
  return client;
}

export interface EmbeddedCaptchaProps {
  /** The captcha handler's URL. */
  endpoint: string;
  kind: CaptchaKind;
  action?: string;
  locale?: CaptchaLocale;
  /** Called with the pass token once the answer is verified. */
  onVerified: (token: string) => void;
  /** Called after a refused answer (the next challenge is then on show). */
  onRefused: () => void;
  /** The captcha's close button. */
  onClose: () => void;
}

/**
 * The captcha in `<confab-verify-button>`'s panel: one of the four widgets, fed by the element's captcha client.
 * Its own chunk, loaded when the panel first opens.
 */
export default function EmbeddedCaptcha({
  endpoint,
  kind,
  action,
  locale,
  onVerified,
  onRefused,
  onClose,
}: EmbeddedCaptchaProps) {
  const challenge = useCaptchaChallenge(clientFor(endpoint), kind, { action });
  const confirm = async (result: Parameters<typeof challenge.verify>[0]) => {
    const token = await challenge.verify(result);
    if (token === null) {
      onRefused();
      return false;
    }
    onVerified(token);
    return true;
  };
  const common = { locale, onConfirm: confirm, onRefresh: challenge.refresh, onClose };
  const data = challenge.data as ChallengeDataByKind[typeof kind];
  switch (kind) {
    case 'click':
      return <ClickCaptcha {...common} data={data as ChallengeDataByKind['click']} />;
    case 'region':
      return <RegionCaptcha {...common} data={data as ChallengeDataByKind['region']} />;
    case 'rotate':
      return <RotateCaptcha {...common} data={data as ChallengeDataByKind['rotate']} />;
    default:
      return <SlideCaptcha {...common} data={data as ChallengeDataByKind['slide']} />;
  }
}
