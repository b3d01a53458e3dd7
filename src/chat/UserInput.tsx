'use client';
import {
  forwardRef,
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Draft, ReplyTarget, SendResult, SentMessage } from './types.js';
import { isFileAccepted } from './fileRules.js';
import { buildSentMessage, insertAtCaret } from './sentMessage.js';
import { useSend } from './useSend.js';
import { useAnnouncer } from './useAnnouncer.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { Announcer } from './Announcer.js';
import { EmojiPicker } from './EmojiPicker.js';
import { FileButton } from './FileButton.js';
import { Suggestions } from './Suggestions.js';
import { ReplyBar } from './ReplyBar.js';
import { checkIcon, closeIcon, sendIcon } from './icons.js';

/** The tallest the input grows before it scrolls, in px. */
const maxInputHeight = 160;

const emptyDraft: Draft = { text: '', file: null };

const Form = styled('form', {
  flexShrink: 0,
  margin: 0,
  backgroundColor: '$userInputBg',
  color: '$userInputText',
  fontFamily: '$body',
  fontSize: '$body',
  borderTop: '1px solid $border',
});

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$1 $3',
  fontSize: '$small',
  '& > span': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
});

const Alert = styled('p', { margin: 0, padding: '$1 $3', fontSize: '$small', fontWeight: 600, color: 'inherit' });

const Row = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$1',
  paddingBlock: '$2',
  paddingInline: '$3 $2',
});

const Textarea = styled('textarea', {
  flex: '1 1 auto',
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: '$control',
  maxHeight: `${maxInputHeight}px`,
  margin: 0,
  padding: '6px $1',
  border: 'none',
  borderRadius: '$small',
  resize: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1.45,
  '&::placeholder': { color: 'inherit', opacity: 0.75 },
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '1px' },
  '@forcedColors': { border: '1px solid CanvasText', '&:focus-visible': { outline: '2px solid Highlight' } },
});

const Buttons = styled('div', { display: 'flex', alignItems: 'center', gap: '2px', flexShrink: 0 });

export interface UserInputProps {
  /** Called with the message to send; returning (or resolving to) `false` keeps the text and file. */
  onSubmit: (message: SentMessage) => SendResult;
  /** Receives an error thrown or rejected by `onSubmit` (the draft is kept); without it the error is rethrown. */
  onSendError?: (error: unknown) => void;
  /** Controlled draft (text and file). */
  draft?: Draft;
  /** Initial draft when uncontrolled. */
  defaultDraft?: Draft;
  onDraftChange?: (draft: Draft) => void;
  /** Placeholder of the text input (default "Write a message..."). */
  placeholder?: string;
  /** Shows the emoji button (default true). */
  showEmoji?: boolean;
  /** Shows the file button (default true). */
  showFile?: boolean;
  /** Accepted file types in the syntax of `<input accept>`; default any. Applies to chosen, pasted and dropped files. */
  acceptedFileTypes?: string;
  /** Quick replies shown above the input; a click sends one. */
  suggestions?: readonly string[];
  /** Editing a message: Enter calls `onEditSubmit`, Escape `onEditCancel`, and the emoji and file buttons hide. */
  editing?: boolean;
  /** Called with the edited text (trimmed, never empty) on Enter or Save while editing. */
  onEditSubmit?: (text: string) => void;
  /** Called on Escape or the cancel button while editing. */
  onEditCancel?: () => void;
  /**
   * The message being answered: a bar above the input shows its author and an excerpt with a cancel button
   * (Escape in the input cancels too), and the message sent carries its id as `replyTo`.
   */
  replyingTo?: ReplyTarget | null;
  /** Called when the reply ends: cancelled (its button, Escape in the input) or sent. */
  onReplyEnd?: () => void;
  /** Told the message whose promised send is pending, then null once it settles (to draw it as sending). */
  onSendingChange?: (message: SentMessage | null) => void;
  /** An element on which dropped files are attached (default the input area). */
  dropTargetRef?: RefObject<HTMLElement | null>;
  /** Replaces built-in strings. */
  labels?: Partial<ChatLabels>;
}

/**
 * The input area: a labelled, growing `<textarea>` (Enter sends, Shift+Enter is a new line, never while
 * composing), emoji and file buttons, a removable chip for the chosen file, a visible and announced
 * message for a refused file, suggestions, the message being answered (`replyingTo`, which describes the
 * textarea), and a Send button. Busy while a promised send is pending.
 * Files also arrive by pasting and dropping. The ref is the textarea.
 */
export const UserInput = memo(
  forwardRef<HTMLTextAreaElement, UserInputProps>(function UserInput(
    {
      onSubmit,
      onSendError,
      draft: draftProp,
      defaultDraft = emptyDraft,
      onDraftChange,
      placeholder = 'Write a message...',
      showEmoji = true,
      showFile = true,
      acceptedFileTypes,
      suggestions = [],
      editing = false,
      onEditSubmit,
      onEditCancel,
      replyingTo = null,
      onReplyEnd,
      onSendingChange,
      dropTargetRef,
      labels: ownLabels,
    },
    ref,
  ) {
    const labels = useLabels(ownLabels);
    const [draft, setDraft] = useControllableState({
      prop: draftProp,
      defaultProp: defaultDraft,
      onChange: onDraftChange,
      caller: 'UserInput',
    });
    const [rejected, setRejected] = useState<string | null>(null);
    const { busy, send } = useSend(onSubmit, onSendError, onSendingChange);
    const replyId = useId();
    const replying = replyingTo !== null && !editing;
    const { announcement, announce } = useAnnouncer();
    const textarea = useRef<HTMLTextAreaElement | null>(null);
    const form = useRef<HTMLFormElement>(null);
    const caret = useRef<number | null>(null);
    const { text, file } = draft;
    const canSend = editing ? text.trim() !== '' : text.trim() !== '' || file !== null;

    const setTextarea = (element: HTMLTextAreaElement | null) => {
      textarea.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    };

    useIsomorphicLayoutEffect(() => {
      const element = textarea.current;
      if (!element) return;
      element.style.height = 'auto';
      if (element.scrollHeight > 0) element.style.height = `${Math.min(element.scrollHeight, maxInputHeight)}px`;
      if (caret.current !== null) {
        element.setSelectionRange(caret.current, caret.current);
        caret.current = null;
      }
    }, [text]);

    const attach = (candidate: File) => {
      if (isFileAccepted(candidate, acceptedFileTypes)) {
        setRejected(null);
        setDraft((current) => ({ ...current, file: candidate }));
      } else setRejected(candidate.name);
    };
    const attachRef = useRef(attach);
    useEffect(() => {
      attachRef.current = attach;
    });

    useEffect(() => {
      const target = dropTargetRef?.current ?? form.current;
      if (!target || editing) return;
      const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
      const onDragOver = (event: DragEvent) => {
        if (hasFiles(event)) event.preventDefault();
      };
      const onDrop = (event: DragEvent) => {
        const dropped = event.dataTransfer?.files[0];
        if (!dropped) return;
        event.preventDefault();
        attachRef.current(dropped);
      };
      target.addEventListener('dragover', onDragOver);
      target.addEventListener('drop', onDrop);
      return () => {
        target.removeEventListener('dragover', onDragOver);
        target.removeEventListener('drop', onDrop);
      };
    }, [dropTargetRef, editing]);

    const submit = async () => {
      if (busy) return;
      if (editing) {
        if (text.trim()) onEditSubmit?.(text.trim());
        return;
      }
      const message = buildSentMessage(text, file, replying ? replyingTo.id : undefined);
      if (!message) return;
      const outcome = await send(message);
      if (outcome !== 'sent') return;
      setDraft(emptyDraft);
      setRejected(null);
      if (message.replyTo !== undefined) onReplyEnd?.();
      announce(file ? labels.fileSent(file.name) : labels.messageSent);
    };

    const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (event.nativeEvent.isComposing || event.keyCode === 229) return;
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        void submit();
      } else if (event.key === 'Escape' && editing && !event.defaultPrevented) {
        // Not one that closed a tooltip the pointer had opened: that Escape is the tooltip's alone.
        event.preventDefault();
        onEditCancel?.();
      } else if (event.key === 'Escape' && replying && !event.defaultPrevented) {
        event.preventDefault();
        onReplyEnd?.();
      }
    };

    const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
      const pasted = event.clipboardData.files[0];
      if (!pasted || editing) return;
      event.preventDefault();
      attach(pasted);
    };

    const insertEmoji = (emoji: string) => {
      const element = textarea.current;
      const next = insertAtCaret(
        text,
        emoji,
        element?.selectionStart ?? text.length,
        element?.selectionEnd ?? text.length,
      );
      caret.current = next.caret;
      setDraft((current) => ({ ...current, text: next.text }));
    };

    const sendSuggestion = async (suggestion: string) => {
      const outcome = await send({ author: 'me', type: 'text', data: { text: suggestion } });
      if (outcome === 'sent') announce(labels.messageSent);
    };

    return (
      <Form
        ref={form}
        aria-busy={busy}
        data-part="user-input"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit().then(() => textarea.current?.focus());
        }}
      >
        {!editing && (
          <Suggestions suggestions={suggestions} onSelect={sendSuggestion} disabled={busy} labels={ownLabels} />
        )}
        {editing && (
          <Bar>
            <span>{labels.editing}</span>
            <IconButton label={labels.cancelEdit} icon={closeIcon} iconSize={16} onClick={() => onEditCancel?.()} />
          </Bar>
        )}
        {replying && (
          <ReplyBar
            target={replyingTo}
            id={replyId}
            labels={ownLabels}
            onCancel={() => {
              onReplyEnd?.();
              textarea.current?.focus();
            }}
          />
        )}
        {file && !editing && (
          <Bar>
            <span>{file.name}</span>
            <IconButton
              label={labels.removeFile(file.name)}
              icon={closeIcon}
              iconSize={16}
              disabled={busy}
              onClick={() => {
                setDraft((current) => ({ ...current, file: null }));
                textarea.current?.focus();
              }}
            />
          </Bar>
        )}
        {rejected && !editing && <Alert role="alert">{labels.fileRejected(rejected, acceptedFileTypes ?? '')}</Alert>}
        <Row>
          <Textarea
            ref={setTextarea}
            rows={1}
            value={text}
            readOnly={busy}
            aria-label={editing ? labels.editing : labels.input}
            aria-describedby={replying ? replyId : undefined}
            placeholder={placeholder}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, text: value }));
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
          <Buttons>
            {!editing && showEmoji && (
              <EmojiPicker onSelect={insertEmoji} focusAfterSelectRef={textarea} labels={ownLabels} />
            )}
            {!editing && showFile && (
              <FileButton
                onFileSelect={attach}
                onFileReject={(refused) => setRejected(refused.name)}
                acceptedFileTypes={acceptedFileTypes}
                disabled={busy}
                labels={ownLabels}
              />
            )}
            <IconButton
              type="submit"
              label={editing ? labels.saveEdit : labels.send}
              icon={editing ? checkIcon : sendIcon}
              mirrorInRtl={!editing}
              disabled={!canSend || busy}
            />
          </Buttons>
        </Row>
        <Announcer announcement={announcement} />
      </Form>
    );
  }),
);
UserInput.displayName = 'UserInput';
