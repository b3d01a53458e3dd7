import React, { useEffect, useRef } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';

/**
 * The embed as a page gets it: the script (copied from dist/embed into the site's static files by
 * scripts/copy-embed-assets.mjs) loaded once with a script tag, and the two elements. The site has no captcha
 * service: the verify button's panel shows the captcha's error state, with Refresh.
 */
export default function EmbedDemo() {
  const script = useBaseUrl('/confab/confab-embed.js');
  const { colorMode } = useColorMode();
  const chat = useRef(null);
  useEffect(() => {
    if (!document.querySelector(`script[src="${script}"]`)) {
      const tag = document.createElement('script');
      tag.type = 'module';
      tag.src = script;
      document.head.append(tag);
    }
    customElements.whenDefined('confab-chat').then(() => {
      if (!chat.current) return;
      chat.current.participants = [{ id: 'ada', name: 'Ada' }];
      chat.current.messages = [
        { id: 'welcome', author: 'ada', type: 'text', data: { text: 'Hello! How can we help?' } },
        { id: 'mine', author: 'me', type: 'text', data: { text: 'Can I edit this?' } },
      ];
    });
  }, [script]);
  return (
    <div data-demo="embed" data-live-demo="">
      <confab-verify-button
        endpoint="/captcha-service-not-on-this-site"
        kind="slide"
        locale="en"
        title="Verify you are human"
        color-scheme={colorMode}
      />
      <confab-chat
        ref={chat}
        title="Support"
        show-edition=""
        show-deletion=""
        show-confirmation-deletion=""
        color-scheme={colorMode}
      />
    </div>
  );
}
