import React, { useMemo, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { Chat } from 'confab-ui/chat';
import { chatContrastPairs, darkChatColors, defaultChatColors, minimumTextContrast } from 'confab-ui/theme';
import { demoMessages, demoParticipants } from '../chat-demo/index.js';
import styles from './ThemeEditor.module.css';

/** Every colour of a chat theme the editor offers, as a path into the colours object. */
const fields = [
  ['header.bg', 'Header background'],
  ['header.text', 'Header text'],
  ['launcher.bg', 'Launcher background'],
  ['launcher.icon', 'Launcher icon'],
  ['messageList.bg', 'Message list background'],
  ['messageList.text', 'Text on the list'],
  ['sentMessage.bg', 'Sent message background'],
  ['sentMessage.text', 'Sent message text'],
  ['receivedMessage.bg', 'Received message background'],
  ['receivedMessage.text', 'Received message text'],
  ['userInput.bg', 'Input background'],
  ['userInput.text', 'Input text'],
  ['emojiPicker.bg', 'Emoji picker background'],
  ['emojiPicker.text', 'Emoji picker text'],
  ['emojiPicker.title', 'Emoji picker titles'],
];

const hex = /^#[0-9a-f]{6}$/i;

function flatten(colors) {
  const flat = {};
  for (const [path] of fields) {
    const [group, key] = path.split('.');
    flat[path] = colors[group]?.[key] ?? '';
  }
  if (!flat['messageList.text']) flat['messageList.text'] = flat['receivedMessage.text'];
  if (!flat['launcher.icon']) flat['launcher.icon'] = flat['header.text'];
  return flat;
}

function nest(flat) {
  const colors = {};
  for (const [path] of fields) {
    const [group, key] = path.split('.');
    colors[group] = { ...colors[group], [key]: flat[path] };
  }
  return colors;
}

/**
 * The theming guide's live editor: a text and a colour input per colour (both labelled), the chat redrawn with
 * them, the contrast of every text/background pair with failures said in words, and the `colors` object to copy.
 */
export default function ThemeEditor() {
  const [flat, setFlat] = useState(() => flatten(defaultChatColors));
  // The chat keeps the last complete set while a hex value is half typed.
  const [applied, setApplied] = useState(() => nest(flat));
  const [copied, setCopied] = useState('');
  const code = useMemo(() => `const colors = ${JSON.stringify(nest(flat), null, 2)};`, [flat]);
  const replace = (next) => {
    setFlat(next);
    if (fields.every(([path]) => hex.test(next[path]))) setApplied(nest(next));
  };
  const set = (path, value) => replace({ ...flat, [path]: value });

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Copied the colors object');
    } catch {
      setCopied('Copy failed: select the code and copy it');
    }
  }

  return (
    <div className={styles.editor} data-live-demo="">
      <div className="confab-demo-row">
        <button type="button" className="button button--secondary" onClick={() => replace(flatten(defaultChatColors))}>
          Start from the light colours
        </button>
        <button type="button" className="button button--secondary" onClick={() => replace(flatten(darkChatColors))}>
          Start from the dark colours
        </button>
      </div>
      <div className={styles.layout}>
        <fieldset className={styles.fields}>
          <legend>Colours</legend>
          {fields.map(([path, label]) => {
            const id = `theme-${path.replace('.', '-')}`;
            const ok = hex.test(flat[path]);
            return (
              <div key={path} className={styles.field}>
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  className={styles.hex}
                  value={flat[path]}
                  spellCheck={false}
                  aria-invalid={!ok}
                  aria-describedby={ok ? undefined : `${id}-error`}
                  onChange={(event) => set(path, event.target.value.trim())}
                />
                <input
                  type="color"
                  aria-label={`${label}, colour picker`}
                  value={ok ? flat[path].toLowerCase() : '#000000'}
                  onChange={(event) => set(path, event.target.value)}
                />
                {!ok && (
                  <span id={`${id}-error`} className={styles.error}>
                    Not a colour: use #rrggbb
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
        <div className={styles.preview}>
          {/* In the browser only: the open chat's window loads on first need, and the site's server build turns
              that import() into a require() it cannot resolve (the landing demo does the same). */}
          <BrowserOnly fallback={<p>Loading the chat preview...</p>}>
            {() => (
              <Chat
                mode="inline"
                title="Your theme"
                colors={applied}
                participants={demoParticipants}
                messages={demoMessages}
              />
            )}
          </BrowserOnly>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than a phone scrolls, so it takes focus */}
      <table tabIndex={0} aria-label="Contrast of each text and background pair" className={styles.contrast}>
        <thead>
          <tr>
            <th scope="col">pair</th>
            <th scope="col">contrast</th>
            <th scope="col">needs</th>
            <th scope="col">result</th>
          </tr>
        </thead>
        <tbody>
          {/* The library's own list of what the chat draws (validateChatColors checks the same pairs). */}
          {chatContrastPairs(nest(flat)).map((pair) => (
            <tr key={pair.name}>
              <th scope="row">
                {pair.name} (<code>{pair.textField}</code> on <code>{pair.bgField}</code>)
              </th>
              <td>{`${pair.ratio.toFixed(2)}:1`}</td>
              <td>{minimumTextContrast}:1</td>
              <td>
                <strong className={pair.passes ? undefined : styles.fail}>
                  {pair.passes ? 'Passes AA' : 'Fails AA'}
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="confab-demo-row">
        <button type="button" className="button button--primary" onClick={copy}>
          Copy the colors object
        </button>
        <span role="status">{copied}</span>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone, so it takes focus */}
      <pre className={styles.code} tabIndex={0} aria-label="The colors object">
        <code>{code}</code>
      </pre>
    </div>
  );
}
