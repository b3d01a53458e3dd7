import React, { useEffect, useId, useRef } from 'react';
import { LiveEditor } from 'react-live';
import useIsBrowser from '@docusaurus/useIsBrowser';
import PlaygroundHeader from '@theme/Playground/Header';
import ResetButton from '@theme/Playground/Buttons/ResetButton';
import CopyButton from '@theme/Playground/Buttons/CopyButton';
import styles from './styles.module.css';

/**
 * The live editor, without a keyboard trap (WCAG 2.1.2). react-live's default "indentation" tab mode makes Tab
 * type spaces, so a keyboard user cannot leave the editor: on the chat page 60+ presses stayed inside it. Here
 * Tab and Shift+Tab move focus as everywhere else, a hint shown on focus says so, and the editable `pre` gets
 * the role, name and description a screen reader needs (react-live renders it without any).
 */
export default function PlaygroundEditor() {
  const isBrowser = useIsBrowser();
  const wrapper = useRef(null);
  const hintId = useId();

  useEffect(() => {
    const editable = wrapper.current?.querySelector('pre[contenteditable]');
    if (!editable) return;
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    editable.setAttribute('aria-label', 'Live code editor');
    editable.setAttribute('aria-describedby', hintId);
  }, [isBrowser, hintId]);

  return (
    <>
      <PlaygroundHeader
        buttons={
          <>
            <CopyButton />
            <ResetButton />
          </>
        }
      >
        Live Editor
      </PlaygroundHeader>
      <div ref={wrapper} className={styles.editorWrapper}>
        <p id={hintId} className={styles.hint}>
          Edit the code and the result below changes. <kbd>Tab</kbd> leaves the editor (indent with spaces);{' '}
          <kbd>Shift</kbd>+<kbd>Tab</kbd> goes back.
        </p>
        <LiveEditor
          // Remount on hydration, else the dark prism theme is not applied (as Docusaurus does).
          key={String(isBrowser)}
          tabMode="focus"
          className={styles.playgroundEditor}
        />
      </div>
    </>
  );
}
