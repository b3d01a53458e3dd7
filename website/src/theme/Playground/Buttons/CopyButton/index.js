import React, { useContext, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { LiveContext } from 'react-live';
import styles from './styles.module.css';

/** Copies the editor's current code; "Copied" is shown and announced, then the label returns. */
export default function CopyButton() {
  const { code } = useContext(LiveContext);
  const [status, setStatus] = useState('');
  const timer = useRef(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code ?? '');
      setStatus('Copied');
    } catch {
      setStatus('Copy failed: select the code and copy it');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(''), 2000);
  }

  return (
    <>
      <button type="button" className={clsx('clean-btn', styles.copyButton)} onClick={copy}>
        {status === 'Copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </>
  );
}
