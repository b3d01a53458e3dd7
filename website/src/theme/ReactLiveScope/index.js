import React from 'react';
import * as Confab from 'confab-ui';
import * as captchaDemo from '../../captcha-demo/index.js';
import * as chatDemo from '../../chat-demo/index.js';

/**
 * What the live playgrounds can use: React and its hooks, every export of confab-ui, and the site's demo
 * helpers (a captcha challenge maker that keeps its answer, a fake chat bot). The helpers are the site's,
 * not the library's.
 */
const ReactLiveScope = {
  React,
  ...React,
  ...Confab,
  ...captchaDemo,
  ...chatDemo,
};

export default ReactLiveScope;
