import React, { createContext, useContext } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { createChatTheme, darkChatColors, defaultChatColors } from 'confab-ui/theme';

const darkClassName = createChatTheme(darkChatColors).className;
const SiteColors = createContext(defaultChatColors);

/** The chat colours of the site's current mode: `darkChatColors` in dark mode, else `defaultChatColors`. */
export function useSiteChatColors() {
  return useContext(SiteColors);
}

/**
 * Puts a demo in the site's colour mode: in dark mode, inside the theme class of
 * `createChatTheme(darkChatColors)` (widgets that read the class turn dark), and with `darkChatColors` as the
 * colours a demo `Chat` without its own `colors` takes (see ReactLiveScope).
 */
export default function DemoTheme({ children }) {
  const { colorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <SiteColors.Provider value={dark ? darkChatColors : defaultChatColors}>
      <div className={dark ? darkClassName : undefined} data-demo-theme={colorMode}>
        {children}
      </div>
    </SiteColors.Provider>
  );
}
