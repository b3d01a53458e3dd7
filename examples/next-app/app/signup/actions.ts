'use server';
import { captcha } from '../captcha';

/** What the form shows after a submission. */
export type SignupState = { ok: boolean; message: string } | null;

/**
 * The form's server action. It redeems the pass token before it acts, for the action the button asked for:
 * `signup` is the one the captcha was solved for; `newsletter` exists to show a token refused for another action.
 */
export async function submit(_previous: SignupState, form: FormData): Promise<SignupState> {
  const intent = form.get('intent') === 'newsletter' ? 'newsletter' : 'signup';
  const result = await captcha.redeem(form.get('captchaToken'), { action: intent });
  if (!result.ok) return { ok: false, message: `Refused: ${result.reason}` };
  const email = String(form.get('email') ?? '');
  return { ok: true, message: `Welcome, ${email}` };
}
