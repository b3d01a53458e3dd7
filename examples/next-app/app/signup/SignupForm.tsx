'use client';
import { useActionState, useEffect, useState, useSyncExternalStore } from 'react';
import { SlideCaptcha, VerifyButton, type CaptchaPoint, type SlideData } from 'confab-ui/captcha';
import { createCaptchaClient } from 'confab-ui/captcha/client';
import { submit } from './actions';

const client = createCaptchaClient({ endpoint: '/api/captcha' });
// Empty images: the widget's loading state. Images that cannot load: its error state, with Refresh.
const loading: SlideData = { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 0, thumbHeight: 0 };
const unavailable: SlideData = { ...loading, image: 'data:,', thumb: 'data:,' };

/** Loads a challenge into `show`: its data, or the error state when the handler cannot be reached or refuses. */
const loadChallenge = (show: (data: SlideData) => void) => {
  client.load('slide', { action: 'signup' }).then(show, () => show(unavailable));
};

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
  const [data, setData] = useState<SlideData>(loading);
  useEffect(() => loadChallenge(setData), []);
  const refresh = () => {
    setData(loading);
    loadChallenge(setData);
  };
  const confirm = async (point: CaptchaPoint) => {
    const outcome = await client.verify(point).catch(() => null);
    if (outcome?.ok) {
      onToken(outcome.token);
      setType('success');
      close();
      return true;
    }
    setType('error');
    setData(outcome?.data ?? unavailable);
    return false;
  };
  return <SlideCaptcha locale="en" data={data} onConfirm={confirm} onRefresh={refresh} onClose={close} />;
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
