import type { ReactNode } from 'react';
import { ConfabStyleRegistry } from 'confab-ui/next';

export const metadata = { title: 'Confab on the Next.js App Router', icons: { icon: 'data:,' } };

/** A server component: the registry (a client component) streams Confab's CSS into the page as it renders. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ConfabStyleRegistry>{children}</ConfabStyleRegistry>
      </body>
    </html>
  );
}
