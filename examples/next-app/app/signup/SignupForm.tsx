'use client';
import { useActionState, useState, useSyncExternalStore } from 'react';
import { SlideCaptcha, VerifyButton, useCaptchaChallenge, type CaptchaPoint } from 'confab-ui/captcha';
import { createCaptchaClient } from 'confab-ui/captcha/client';
import { submit } from './actions';

const client = createCaptchaClient({ endpoint: '/api/captcha' });

// True once hydrated (the example script waits for data-hydrated), false in the server HTML.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

interface ChallengeProps {
  onToken: (token: string) => void;
  close: () => void;
  setType: (type: 'default' | 'warn' | 'error' | 'success') => void;
}

/** The captcha in the verify button's panel: loads a challenge, sends the answer, hands over the token. */
function SignupChallenge({ onToken, close, setType }: ChallengeProps) {
  const challenge = useCaptchaChallenge(client, 'slide', { action: 'signup' });
  const confirm = async (point: CaptchaPoint) => {
    const token = await challenge.verify(point);
    if (token) {
      onToken(token);
      setType('success');
      close();
      return true;
    }
    setType('error');
    return false;
  };
  return (
    <SlideCaptcha locale="en" data={challenge.data} onConfirm={confirm} onRefresh={challenge.refresh} onClose={close} />
  );
}

/** The signup form: the token goes with the form data, and the server action redeems it. */
export function SignupForm() {
  const [token, setToken] = useState('');
  const [state, action, pending] = useActionState(submit, null);
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  return (
    <form action={action} data-hydrated={hydrated ? '' : undefined}>
      <label>
        E-mail <input name="email" type="email" defaultValue="ada@example.com" required />
      </label>
      <VerifyButton
        locale="en"
        title="Verify you are human"
        captcha={({ close, setType }) => <SignupChallenge onToken={setToken} close={close} setType={setType} />}
      />
      <input type="hidden" name="captchaToken" value={token} />
      <button type="submit" name="intent" value="signup" disabled={pending}>
        Sign up
      </button>
      <button type="submit" name="intent" value="newsletter" disabled={pending}>
        Subscribe to the newsletter
      </button>
      <p role="status">{state?.message}</p>
    </form>
  );
}
