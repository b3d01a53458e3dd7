import React from 'react';
import * as Confab from 'confab-ui';
import { solveWorkInBrowser } from 'confab-ui/captcha/client';
import * as captchaDemo from '../../captcha-demo/index.js';
import * as chatDemo from '../../chat-demo/index.js';
import { useSiteChatColors } from '../../components/DemoTheme.js';

/**
 * The demos' `Chat`: the library's, in the site's colour mode when an example passes no `colors` of its own
 * (a `Chat` sets its own colour class, so the dark wrapper around a preview alone cannot reach it). In an app,
 * pass `colors={darkChatColors}` for a dark chat.
 */
function Chat(props) {
  const colors = useSiteChatColors();
  return <Confab.Chat colors={colors} {...props} />;
}

/**
 * What the live playgrounds can use: React and its hooks, every export of confab-ui, the client's work solver
 * (the "Verify another way" demos solve real proof of work, with no server to send it to), and the site's demo
 * helpers (a captcha challenge maker that keeps its answer, a fake chat bot). The helpers are the site's,
 * not the library's.
 */
const ReactLiveScope = {
  React,
  ...React,
  ...Confab,
  solveWorkInBrowser,
  Chat,
  ...captchaDemo,
  ...chatDemo,
};

export default ReactLiveScope;
