import React from 'react';
import { LiveError, LivePreview } from 'react-live';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common';
import PlaygroundHeader from '@theme/Playground/Header';
import DemoTheme from '../../../components/DemoTheme.js';
import styles from './styles.module.css';

function Loader() {
  return <div>Loading...</div>;
}

/**
 * The result of a live code block, in the site's colour mode: in dark mode it sits inside the theme class of
 * `createChatTheme(darkChatColors)`, so every widget that follows that class is dark too. It renders in the
 * browser only (react-live cannot render on the server).
 */
export default function PlaygroundPreview() {
  return (
    <>
      <PlaygroundHeader>Result</PlaygroundHeader>
      <div className={styles.playgroundPreview}>
        <BrowserOnly fallback={<Loader />}>
          {() => (
            <DemoTheme>
              <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
                <LivePreview />
              </ErrorBoundary>
              <LiveError />
            </DemoTheme>
          )}
        </BrowserOnly>
      </div>
    </>
  );
}
