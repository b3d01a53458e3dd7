'use client';
import { lazy, Suspense } from 'react';
import { VerifyButton, type VerifyButtonType } from '../captcha/VerifyButton.js';
import type { VerifySettings } from './verifyProps.js';

const EmbeddedCaptcha = lazy(() => import('./EmbeddedCaptcha.js'));

export interface EmbeddedVerifyButtonProps {
  settings: VerifySettings;
  type: VerifyButtonType;
  onTypeChange: (type: VerifyButtonType) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVerified: (token: string) => void;
  onRefused: () => void;
}

/**
 * `<confab-verify-button>`'s content: the verify button, whose panel loads the captcha on first open. Its own
 * chunk, loaded when the first such element connects (a page with the chat alone never loads it).
 */
export default function EmbeddedVerifyButton({ settings, onVerified, onRefused, ...state }: EmbeddedVerifyButtonProps) {
  const { endpoint } = settings;
  return (
    <VerifyButton
      locale={settings.locale}
      title={settings.title}
      disabled={settings.disabled || !endpoint}
      container={settings.container}
      {...state}
      captcha={({ close, setType }) =>
        endpoint && (
          <Suspense fallback={null}>
            <EmbeddedCaptcha
              endpoint={endpoint}
              kind={settings.kind}
              action={settings.action}
              locale={settings.locale}
              onVerified={(token) => {
                setType('success');
                close();
                onVerified(token);
              }}
              onRefused={() => {
                setType('error');
                onRefused();
              }}
              onClose={close}
            />
          </Suspense>
        )
      }
    />
  );
}
