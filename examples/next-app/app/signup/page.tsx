import { SignupForm } from './SignupForm';

export const metadata = { title: 'Sign up: Confab on the Next.js App Router' };

/** A server component: the form is a client component, its action a server action. */
export default function SignupPage() {
  return (
    <main>
      <h1>Sign up</h1>
      <SignupForm />
    </main>
  );
}
