import React from 'react';
import * as Confab from 'confab-ui';

/** What the live playgrounds can use: React, its hooks, and every export of confab-ui. */
const ReactLiveScope = {
  React,
  ...React,
  ...Confab,
};

export default ReactLiveScope;
