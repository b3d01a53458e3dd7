'use client';
import {
  forwardRef,
  memo,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { Draft, FileUploader, ReplyTarget, SendResult, SentMessage } from './types.js';
import { admitFiles, fileCountLimit, refusalText } from './fileRules.js';
import { buildSentMessage, draftFiles, insertAtCaret, sentFileOf, withDraftFiles } from './sentMessage.js';
import { uploadsReady } from './uploadQueue.js';
import { useUploads } from './useUploads.js';
import { useFilePreviews } from './useFilePreviews.js';
import { useFileDrop } from './useFileDrop.js';
import { useSend } from './useSend.js';
import { useAnnouncer } from './useAnnouncer.js';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect.js';
import { Announcer } from './Announcer.js';
import { EmojiPicker } from './EmojiPicker.js';
import { FileButton } from './FileButton.js';
import { Suggestions } from './Suggestions.js';
import { ReplyBar } from './ReplyBar.js';
import { FileChips, type RefusedFile } from './FileChips.js';
import { DropZone } from './DropZone.js';
import { checkIcon, closeIcon, sendIcon } from './icons.js';

/** The tallest the input grows before it scrolls, in px. */
const maxInputHeight = 160;

const emptyDraft: Draft = { text: '', file: null };

const Form = styled('form', {
  position: 'relative',
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
  /** Controlled draft (text and files). */
  draft?: Draft;
  /** Initial draft when uncontrolled. */
  defaultDraft?: Draft;
  onDraftChange?: (draft: Draft) => void;
  /** Placeholder of the text input (default the `inputPlaceholder` label: "Write a message..."). */
  placeholder?: string;
  /** Shows the emoji button (default true). */
  showEmoji?: boolean;
  /** Shows the file button (default true). */
  showFile?: boolean;
  /** Accepted file types in the syntax of `<input accept>`; default any. Applies to chosen, pasted and dropped files. */
  acceptedFileTypes?: string;
  /**
   * How many files may go with one message (default 1: a new file then replaces the one attached). Files beyond
   * it are refused, each with a reason shown and said.
   */
  maxFiles?: number;
  /** The largest file accepted, in bytes; default any size. A larger file is refused with the limit shown and said. */
  maxFileSize?: number;
  /**
   * Uploads each file as soon as it is attached: its chip shows the progress reported through `onProgress`
   * (a fraction from 0 to 1) and a Cancel button, which aborts `signal` (as removing the file does). Resolve to
   * where the file is stored, `{ url, name }` (sent as the file's url and name); throw and the chip offers
   * Retry. Send waits (is disabled) until every file is stored. Without it, the files go with the message.
   */
  onFileUpload?: FileUploader;
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
  /**
   * An element on which dropped files are attached (default the input area); a drop zone is drawn over it while
   * files are dragged (give it a position other than static).
   */
  dropTargetRef?: RefObject<HTMLElement | null>;
  /** Replaces built-in strings. */
  labels?: Partial<ChatLabels>;
}

/**
 * The input area: a labelled, growing `<textarea>` (Enter sends, Shift+Enter is a new line, never while
 * composing), emoji and file buttons, a chip for each file (a thumbnail for images, a remove button, upload
 * progress with Cancel, Retry; a refused file's chip says why, and it is said once), suggestions, the message
 * being answered (`replyingTo`, which describes the textarea), and a Send button. Busy while a promised send
 * is pending. Files also arrive by pasting and dropping (a drop zone shows, and is announced, while dragging).
 * The ref is the textarea.
 */
export const UserInput = memo(
  forwardRef<HTMLTextAreaElement, UserInputProps>(function UserInput(
    {
      onSubmit,
      onSendError,
      draft: draftProp,
      defaultDraft = emptyDraft,
      onDraftChange,
      placeholder: placeholderProp,
      showEmoji = true,
      showFile = true,
      acceptedFileTypes,
      maxFiles: maxFilesProp,
      maxFileSize,
      onFileUpload,
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
    const placeholder = placeholderProp ?? labels.inputPlaceholder;
    const maxFiles = fileCountLimit(maxFilesProp);
    const [draft, setDraft] = useControllableState({
      prop: draftProp,
      defaultProp: defaultDraft,
      onChange: onDraftChange,
      caller: 'UserInput',
    });
    const [refused, setRefused] = useState<readonly RefusedFile[]>([]);
    const { busy, send } = useSend(onSubmit, onSendError, onSendingChange);
    const replyId = useId();
    const replying = replyingTo !== null && !editing;
    const { announcement, announce } = useAnnouncer();
    const textarea = useRef<HTMLTextAreaElement | null>(null);
    const form = useRef<HTMLFormElement>(null);
    const caret = useRef<number | null>(null);
    const { text } = draft;
    const files = useMemo(
      () => draftFiles({ text: '', file: draft.file, files: draft.files }),
      [draft.file, draft.files],
    );
    const previews = useFilePreviews(files);
    const uploads = useUploads(files, onFileUpload, (failed) => announce(labels.uploadFailed(failed.name)));
    const ready = uploadsReady(files, uploads.states, onFileUpload !== undefined);
    const canSend = editing ? text.trim() !== '' : (text.trim() !== '' || files.length > 0) && ready;

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

    /** Attaches what the limits let through and refuses the rest, saying it all in one announcement. */
    const attach = (incoming: readonly File[]) => {
      const limits = { accept: acceptedFileTypes, maxSize: maxFileSize, maxFiles };
      // With one file per message, a new file replaces the one attached (the seed's behaviour).
      const { accepted, refused: out } = admitFiles(incoming, maxFiles === 1 ? 0 : files.length, limits);
      if (accepted.length > 0) {
        setDraft((current) =>
          withDraftFiles(current, maxFiles === 1 ? accepted : [...draftFiles(current), ...accepted]),
        );
      }
      const refusals = out.map(({ file, reason }) => ({
        file,
        refusal: refusalText(file.name, reason, limits, labels),
      }));
      setRefused((current) => [...current, ...refusals]);
      const said = refusals.map((entry) => entry.refusal);
      if (accepted.length > 0) said.push(labels.filesAttached(accepted.length));
      announce(said.join(' '));
    };

    const removeFile = (file: File) => {
      setDraft((current) =>
        withDraftFiles(
          current,
          draftFiles(current).filter((kept) => kept !== file),
        ),
      );
      textarea.current?.focus();
    };

    const drop = useFileDrop(dropTargetRef, form, !editing, attach, () => announce(labels.dropZoneShown));

    const submit = async () => {
      if (busy) return;
      if (editing) {
        if (text.trim()) onEditSubmit?.(text.trim());
        return;
      }
      if (!ready) {
        announce(labels.waitingForUploads);
        return;
      }
      const sentFiles = files.map((file) => {
        const upload = uploads.states.get(file);
        return sentFileOf(file, upload?.status === 'done' ? upload : undefined);
      });
      const message = buildSentMessage(text, sentFiles, replying ? replyingTo.id : undefined);
      if (!message) return;
      const outcome = await send(message);
      if (outcome !== 'sent') return;
      setDraft(emptyDraft);
      setRefused([]);
      if (message.replyTo !== undefined) onReplyEnd?.();
      const [first] = sentFiles;
      if (sentFiles.length > 1) announce(labels.filesSent(sentFiles.length));
      else announce(first ? labels.fileSent(first.name) : labels.messageSent);
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
      const pasted = Array.from(event.clipboardData.files);
      if (pasted.length === 0 || editing) return;
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
        {!editing && (
          <FileChips
            files={files}
            refused={refused}
            previews={previews}
            uploads={uploads.states}
            disabled={busy}
            labels={ownLabels}
            onRemove={removeFile}
            onCancel={(file) => {
              removeFile(file);
              announce(labels.uploadCancelled(file.name));
            }}
            onRetry={uploads.retry}
            onDismiss={(entry) => {
              setRefused((current) => current.filter((kept) => kept !== entry));
              textarea.current?.focus();
            }}
          />
        )}
        {drop.dragging &&
          (drop.target ? createPortal(<DropZone labels={ownLabels} />, drop.target) : <DropZone labels={ownLabels} />)}
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
                onFileSelect={(file) => attach([file])}
                onFilesSelect={attach}
                multiple={maxFiles > 1}
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
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') UserInput.displayName = 'UserInput';
} catch {
  // no `process`: the function's own name names it
}
