import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { Chat, SlideCaptcha } from 'confab-ui';
import { useDemoChallenge } from '../captcha-demo/index.js';
import { demoParticipants, useFakeBot } from '../chat-demo/index.js';
import DemoTheme, { useSiteChatColors } from './DemoTheme.js';
import styles from './HomeDemo.module.css';

function LiveChat() {
  const bot = useFakeBot({ initialUnread: 0 });
  const colors = useSiteChatColors();
  return (
    <Chat
      mode="inline"
      title="Try me: send a message"
      colors={colors}
      participants={demoParticipants}
      messages={bot.messages}
      showTypingIndicator={bot.typing}
      onMessageSend={bot.send}
      messageStyling
    />
  );
}

function LiveCaptcha() {
  const challenge = useDemoChallenge('slide');
  return (
    <SlideCaptcha
      locale="en"
      data={challenge.data}
      onConfirm={(point) => challenge.check(point)}
      onRefresh={challenge.next}
      onClose={challenge.next}
    />
  );
}

/** The landing page's working chat and captcha, side by side (stacked on a phone), in the site's colour mode. */
export default function HomeDemo() {
  return (
    <section aria-label="Live demo" className={styles.demo} data-live-demo="">
      <BrowserOnly fallback={<div className={styles.placeholder}>Loading the live demo...</div>}>
        {() => (
          <DemoTheme>
            <div className={styles.row}>
              <div className={styles.chat}>
                <LiveChat />
              </div>
              <div>
                <LiveCaptcha />
              </div>
            </div>
          </DemoTheme>
        )}
      </BrowserOnly>
    </section>
  );
}
