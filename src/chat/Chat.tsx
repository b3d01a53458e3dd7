'use client';
import {
  Suspense,
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
// The theme's files, not its index: esbuild's code splitting keeps every module an index reaches in the
// closed chat's chunk (the contrast check among them), whatever is used (see scripts/size.mjs).
import { styled } from '../theme/stitches.js';
import { defaultChatColors, type ChatColors } from '../theme/colors.js';
import { useEventCallback } from '../internal/useEventCallback.js';
import { OnMount } from '../internal/OnMount.js';
// The file, not the folder's index: the closed chat must not pull in every primitive (see scripts/size.mjs).
import { DirectionProvider } from '../primitives/DirectionProvider.js';
import { ChatContext, useLabels } from './ChatContext.js';
import { chatThemeClass } from './chatThemeClass.js';
import type { MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import type { ChatLanguage } from '../locales/types.js';
import { useChatLanguage } from './useChatLanguage.js';
import type {
  ChatMessage,
  Draft,
  MessageMargins,
  MessageSlots,
  Participant,
  SendResult,
  SentMessage,
  ThreadOptions,
  FileUploader,
} from './types.js';
import { chatTitle } from './chatTitle.js';
import { sendingMessage, withSendingMessage, type SendingMessage } from './sendingMessage.js';
import { validateChatProps } from './validateChatProps.js';
import { useChatState } from './useChatState.js';
import { Launcher } from './Launcher.js';
// The window's parts load on first need (hover or focus of the launcher, or opening): a closed chat is
// the launcher alone.
import { useWindowLoaded } from './useWindowLoaded.js';
import {
  ConfirmDialog,
  ContrastCheck,
  Header,
  MessageList,
  TooltipProvider,
  UserInput,
  UserList,
  loadedWindowParts,
  prefetchChat,
} from './lazyWindow.js';
import { useKeyBuffer } from './useKeyBuffer.js';
import { activeElementAt } from '../primitives/activeElement.js';

const Root = styled('div', {
  fontFamily: '$body',
  variants: {
    mode: {
      floating: {},
      inline: { position: 'relative', width: '100%', height: '100%', minHeight: 0 },
    },
  },
});

const Window = styled('div', {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  backgroundColor: '$messageListBg',
  '&[hidden]': { display: 'none' },
  variants: {
    mode: {
      floating: {
        position: 'fixed',
        zIndex: '$window',
        bottom: '100px',
        insetInlineEnd: '25px',
        width: '370px',
        height: 'calc(100% - 120px)',
        maxHeight: '590px',
        borderRadius: '$large',
        boxShadow: '$floating',
        '@narrow': { inset: 0, width: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
        // Forced colours drop the shadow that sets the window off the page.
        '@forcedColors': { border: '1px solid CanvasText' },
      },
      inline: { width: '100%', height: '100%' },
    },
  },
});

const Conversation = styled('div', { display: 'contents', '&[hidden]': { display: 'none' } });

const LauncherSlot = styled('div', {
  position: 'fixed',
  zIndex: '$window',
  bottom: '25px',
  insetInlineEnd: '25px',
  '@narrow': { '&[data-state="open"]': { display: 'none' } },
});

/** What a header slot receives. */
/** The suggestions of a last message without any: one array, so the memoized input need not render again. */
const noSuggestions: string[] = [];

export interface ChatHeaderSlot {
  title: string;
  participants: readonly Participant[];
  userListOpen: boolean;
  toggleUserList: () => void;
  /** Closes the window (and calls `onClose`). */
  close: () => void;
  /** Minimizes the window (and calls `onMinimize`). */
  minimize: () => void;
}

export interface ChatProps extends MessageSlots, Omit<ThreadOptions, 'locale'> {
  /** The other people in the conversation. */
  participants: readonly Participant[];
  /** The conversation, oldest first. Keep message objects (or give ids) stable between renders. */
  messages: readonly ChatMessage[];
  /** Controlled open state of the window. */
  open?: boolean;
  /** Initial open state when uncontrolled (default false). */
  defaultOpen?: boolean;
  /** Called when the user opens or closes the window. */
  onOpenChange?: (open: boolean) => void;
  /** Unread count on the launcher, shown while closed and above 0. */
  newMessagesCount?: number;
  /** Header title; default "You", "You & {name}" or "You, {name} & others". */
  title?: string;
  /** Image before the title. */
  titleImageUrl?: string;
  /** The colour theme (every field required: a missing one throws `ChatColorsError` naming it). */
  colors?: ChatColors;
  /**
   * The language: a BCP 47 tag (`'es'`, `'en-GB'`) sets the locale of times and dates and, for a shipped
   * language, its strings (loaded on first need; English meanwhile); a language object from
   * `confab-ui/locales/<lang>` (its `chat` export) is ready at once. Right-to-left languages set `dir`.
   */
  locale?: string | ChatLanguage;
  /** Placeholder of the input (default the language's: "Write something..."). */
  placeholder?: string;
  /** Shows the emoji button (default true). */
  showEmoji?: boolean;
  /** Shows the file button (default true). */
  showFile?: boolean;
  /** Shows an edit button on own text messages with an id (default false). */
  showEdition?: boolean;
  /** Shows a delete button on own messages with an id (default false). */
  showDeletion?: boolean;
  /**
   * Shows a Reply button on each message with an id (default false): the input then shows what is answered,
   * and `onMessageSend` receives its id as `replyTo`.
   */
  showReply?: boolean;
  /** Asks before deleting, in a dialog (default false). */
  showConfirmationDeletion?: boolean;
  /** The dialog's question (default the language's: "Do you really want to delete the message?"). */
  confirmationDeletionMessage?: string;
  /** The id of the participant who is typing, or '' (default) when nobody is. */
  showTypingIndicator?: string;
  /** Shows the header's close button (default true). */
  showCloseButton?: boolean;
  /** Shows the header's minimize button (default false). */
  showMinimizeButton?: boolean;
  /** Shows the launcher (default true; always false in inline mode). */
  showLauncher?: boolean;
  /** Makes the title plain text instead of a participant-list toggle. */
  disableUserListToggle?: boolean;
  /** Follows new messages even when the reader has scrolled up (default false: only within 600 px). */
  alwaysScrollToBottom?: boolean;
  /**
   * Styles text messages: `true`, inline marks (`*bold*`, `/italic/`, ...); `'markdown'`, Markdown (emphasis,
   * code and code blocks with a copy button, lists, quotes, links; never HTML), whose parser loads only then.
   * Default false.
   */
  messageStyling?: MessageStyling;
  /** Accepted file types in the syntax of `<input accept>` (`image/*,.pdf`); default any. */
  acceptedFileTypes?: string;
  /** How many files may go with one message (default 1: a new file replaces the one attached). */
  maxFiles?: number;
  /** The largest file accepted, in bytes; default any size. */
  maxFileSize?: number;
  /**
   * Uploads each file as it is attached (progress, Cancel and Retry in its chip); resolve to `{ url, name }`,
   * sent as the file's. Send waits until every file is stored. Without it, the files go with the message.
   */
  onFileUpload?: FileUploader;
  /**
   * Called with each message the user sends. Return `false` (or a promise of it) to keep the text and
   * file in the input; while a returned promise is pending the input is busy. If it throws or rejects,
   * the input keeps the draft and the error goes to `onSendError` (or is rethrown asynchronously).
   */
  onMessageSend?: (message: SentMessage) => SendResult;
  /** Receives an error thrown or rejected by `onMessageSend`. */
  onSendError?: (error: unknown) => void;
  /** Called each time the user changes the text in the input (to tell others that they are typing). */
  onType?: () => void;
  /** Called with an edited message (new `data.text`, `isEdited: true`). */
  onMessageEdit?: (message: ChatMessage) => void;
  /** Called with a message the user deleted (after confirmation, when asked). */
  onMessageRemove?: (message: ChatMessage) => void;
  /** Called by the Retry button of an own message whose `status` is `'failed'`: send it again. */
  onRetry?: (message: ChatMessage) => void;
  /**
   * Called once each time the reader reaches the top of the list, or moves focus to the first loaded
   * message: prepend older messages then.
   */
  onScrollToTop?: () => void;
  /** The thread's true length when older messages are not all loaded (each message's `aria-posinset` counts from it). */
  totalCount?: number;
  /** Whether older messages remain to load; `false` draws "Beginning of conversation" above the first. */
  hasMoreHistory?: boolean;
  /** Older messages are being loaded: the message list is `aria-busy` meanwhile. */
  loadingHistory?: boolean;
  /** Shows a "Stop" button under the messages while any message is `streaming`; called when it is pressed. */
  onStop?: () => void;
  /** Shows a "React" button on each message; called with the message and an emoji the user adds. */
  onReact?: (message: ChatMessage, emoji: string) => void;
  /** Called with the message and an emoji whose reaction the user takes back (a pressed reaction). */
  onUnreact?: (message: ChatMessage, emoji: string) => void;
  /** Called when the header's minimize button is pressed (the window also closes). */
  onMinimize?: () => void;
  /** Called when the header's close button is pressed (the window also closes). */
  onClose?: () => void;
  /** Replaces the header. */
  renderHeader?: (header: ChatHeaderSlot) => ReactNode;
  /** Spacing of sender, recipient and system rows. */
  margins?: MessageMargins;
  /** `'floating'` (default): launcher and a window at the bottom corner; `'inline'`: fills its container. */
  mode?: 'floating' | 'inline';
  /**
   * Text direction; `'rtl'` mirrors the layout (the window moves to the bottom left). Default: the language's
   * (`'rtl'` for Arabic and Hebrew), else `'ltr'`.
   */
  dir?: 'ltr' | 'rtl';
  /** Replaces built-in strings (the language's, or English). */
  labels?: Partial<ChatLabels>;
  /** Class name of the root element (which also carries the theme class). */
  className?: string;
  /** Style of the root element. */
  style?: CSSProperties;
}

/**
 * The chat widget: a launcher and a floating window (or an inline panel) with header, participant list,
 * message list, input, emoji picker, file button and suggestions. Open is controlled or uncontrolled;
 * opening moves focus to the input, closing returns it to the launcher. The ref is the root element.
 */
export const Chat = forwardRef<HTMLDivElement, ChatProps>(function Chat(
  {
    participants: participantsProp,
    messages: messagesProp,
    open,
    defaultOpen,
    onOpenChange,
    newMessagesCount = 0,
    title,
    titleImageUrl,
    colors = defaultChatColors,
    placeholder,
    // The input's and the header's own defaults apply to what is not given.
    showEmoji,
    showFile,
    showConfirmationDeletion,
    confirmationDeletionMessage,
    showCloseButton = true,
    showMinimizeButton = false,
    showLauncher = true,
    disableUserListToggle,
    messageStyling = false,
    acceptedFileTypes,
    maxFiles,
    maxFileSize,
    onFileUpload,
    onMessageSend,
    onSendError,
    onType,
    onMessageEdit,
    onMessageRemove,
    locale,
    onMinimize,
    onClose,
    renderHeader,
    mode = 'floating',
    dir: dirProp,
    labels: labelsProp,
    className,
    style,
    // The message list's own props (what it shows and the host's callbacks), handed to it as they are.
    ...listProps
  },
  ref,
) {
  const { participants, messages } = validateChatProps('Chat', participantsProp, messagesProp);
  const inline = mode === 'inline';
  const state = useChatState({ open: inline ? true : open, defaultOpen, onOpenChange });
  // Null only in production, for colours that lack fields: then the chat renders nothing (below).
  const themeClassName = useMemo(() => chatThemeClass(colors), [colors]);
  const language = useChatLanguage(locale);
  const dir = dirProp ?? language?.dir ?? 'ltr';
  const hostLabels = useMemo(() => ({ ...language?.labels, ...labelsProp }), [language, labelsProp]);
  const context = useMemo(
    () => ({ labels: hostLabels, dir, themeClassName: themeClassName ?? '' }),
    [hostLabels, dir, themeClassName],
  );
  const labels = useLabels(hostLabels);
  const windowRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<Element | null>(null);
  const userListId = useId();
  const heading = title ?? chatTitle(participants, labels);
  const suggestions = messages[messages.length - 1]?.suggestions ?? noSuggestions;
  const { open: isOpen, setOpen, editing, deleting, replyingTo } = state;
  // A message whose promised send is pending is drawn as sending until the host adds its own.
  const [sending, setSending] = useState<SendingMessage | null>(null);
  const shownMessages = useMemo(() => withSendingMessage(messages, sending), [messages, sending]);
  const onSendingChange = useEventCallback((message: SentMessage | null) =>
    setSending(message ? sendingMessage(message, messages.length) : null),
  );
  // A reply starts from a message's Reply button, which is in the window: its parts are in by then.
  const replyTarget = useMemo(
    () =>
      replyingTo
        ? (loadedWindowParts()?.replyTargetOf(replyingTo, participants, labels, messageStyling) ?? null)
        : null,
    [replyingTo, participants, labels, messageStyling],
  );

  // The window is drawn from its first opening on; until its parts have loaded, what is typed is kept.
  const [windowNeeded, setWindowNeeded] = useState(isOpen);
  if (isOpen && !windowNeeded) setWindowNeeded(true);
  useWindowLoaded(windowNeeded);
  const [windowReady, setWindowReady] = useState(false);
  const takeTyped = useKeyBuffer(isOpen && !windowReady);

  // The input, or the title when the participant list hides it.
  const focusWindow = () => {
    const input = inputRef.current;
    if (input && !input.closest('[hidden]')) input.focus();
    else windowRef.current?.querySelector<HTMLElement>('button')?.focus();
  };
  const onWindowReady = () => {
    setWindowReady(true);
    const typed = takeTyped();
    if (typed) state.setDraft((draft) => ({ ...draft, text: draft.text + typed }));
    // Only when the reader opened it and it was still loading: a chat open from the start (inline, or
    // defaultOpen) never takes focus when the page loads.
    if (focusWhenReady.current && shownOpen.current) focusWindow();
    focusWhenReady.current = false;
  };

  const shownOpen = useRef(isOpen);
  const focusWhenReady = useRef(false);
  useEffect(() => {
    if (shownOpen.current === isOpen) return;
    shownOpen.current = isOpen;
    if (isOpen) {
      focusWhenReady.current = !inputRef.current;
      focusWindow();
    } else if (
      windowRef.current?.contains(activeElementAt(windowRef.current)) ||
      document.activeElement === document.body
    ) {
      launcherRef.current?.focus();
    }
  }, [isOpen]);

  useEffect(() => {
    if (editing || replyingTo) inputRef.current?.focus();
  }, [editing, replyingTo]);

  // After a deletion (or its dialog), focus goes back to the delete button, or to the input if it is gone.
  const restoreFocus = () => {
    const button = deleteButton.current;
    deleteButton.current = null;
    setTimeout(() => {
      if (button instanceof HTMLElement && button.isConnected) button.focus();
      else inputRef.current?.focus();
    });
  };
  const dialogOpen = deleting !== null;
  const wasDialogOpen = useRef(dialogOpen);
  useEffect(() => {
    if (wasDialogOpen.current && !dialogOpen) restoreFocus();
    wasDialogOpen.current = dialogOpen;
  });

  // Stable, like every callback handed to the window's memoized parts: a streaming reply renders the chat
  // tens of times a second, and only the message list has anything new to draw.
  const close = useEventCallback(() => {
    setOpen(false);
    onClose?.();
  });
  // Escape closes the floating window like any dialog (focus goes back to the launcher). A popover, the
  // emoji picker, a tooltip, the confirm dialog or editing handles its own Escape first and marks it handled.
  const onWindowKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || inline) return;
    event.preventDefault();
    close();
  };
  const minimize = useEventCallback(() => {
    setOpen(false);
    onMinimize?.();
  });
  const submit = useEventCallback((message: SentMessage) => onMessageSend?.(message));
  const changeDraft = useEventCallback((draft: Draft) => {
    if (draft.text !== state.draft.text) onType?.();
    state.setDraft(draft);
  });
  const submitEdit = useEventCallback((text: string) => {
    const edited = state.finishEdit(text);
    if (edited) onMessageEdit?.(edited);
  });

  // Handed to the message list, which keeps its handlers stable for its memoized rows itself.
  const deleteMessage = (message: ChatMessage) => {
    deleteButton.current = activeElementAt(windowRef.current);
    if (showConfirmationDeletion) state.setDeleting(message);
    else {
      onMessageRemove?.(message);
      restoreFocus();
    }
  };

  const header = renderHeader ? (
    renderHeader({
      title: heading,
      participants,
      userListOpen: state.userListOpen,
      toggleUserList: state.toggleUserList,
      close,
      minimize,
    })
  ) : (
    <Header
      title={heading}
      titleImageUrl={titleImageUrl}
      userListOpen={state.userListOpen}
      onUserListToggle={state.toggleUserList}
      disableUserListToggle={disableUserListToggle}
      userListId={userListId}
      showCloseButton={showCloseButton && !inline}
      showMinimizeButton={showMinimizeButton && !inline}
      onClose={close}
      onMinimize={minimize}
    />
  );

  const content = (
    <ChatContext.Provider value={context}>
      <Root
        ref={ref}
        dir={dir}
        mode={mode}
        className={[themeClassName, className].filter(Boolean).join(' ')}
        style={style}
        data-state={isOpen ? 'open' : 'closed'}
      >
        <Window
          ref={windowRef}
          mode={mode}
          role={inline ? 'region' : 'dialog'}
          aria-label={heading}
          data-part="window"
          hidden={!isOpen}
          data-state={isOpen ? 'open' : 'closed'}
          onKeyDown={onWindowKeyDown}
        >
          {windowNeeded && (
            <Suspense fallback={null}>
              {/* One tooltip delay group for the window's icon buttons: from one to the next, it shows at once. */}
              <TooltipProvider>
                {header}
                {state.userListOpen && !disableUserListToggle && (
                  <UserList id={userListId} participants={participants} />
                )}
                <Conversation hidden={state.userListOpen && !disableUserListToggle}>
                  <MessageList
                    {...listProps}
                    messages={shownMessages}
                    participants={participants}
                    messageStyling={messageStyling}
                    editingId={editing?.id}
                    onEdit={state.startEdit}
                    onDelete={deleteMessage}
                    onReply={state.startReply}
                    locale={typeof locale === 'object' ? locale.lang : locale}
                  />
                  <UserInput
                    ref={inputRef}
                    onSubmit={submit}
                    onSendError={onSendError}
                    draft={state.draft}
                    onDraftChange={changeDraft}
                    placeholder={placeholder ?? labels.placeholder}
                    showEmoji={showEmoji}
                    showFile={showFile}
                    acceptedFileTypes={acceptedFileTypes}
                    maxFiles={maxFiles}
                    maxFileSize={maxFileSize}
                    onFileUpload={onFileUpload}
                    suggestions={suggestions}
                    editing={editing !== null}
                    onEditSubmit={submitEdit}
                    onEditCancel={state.cancelEdit}
                    replyingTo={replyTarget}
                    onReplyEnd={state.cancelReply}
                    onSendingChange={onSendingChange}
                    dropTargetRef={windowRef}
                  />
                </Conversation>
                <ContrastCheck colors={colors} />
                <OnMount onMount={onWindowReady} />
              </TooltipProvider>
            </Suspense>
          )}
        </Window>
        {showLauncher && !inline && (
          <LauncherSlot data-state={isOpen ? 'open' : 'closed'}>
            <Launcher
              ref={launcherRef}
              open={isOpen}
              onOpenChange={setOpen}
              newMessagesCount={newMessagesCount}
              onPointerEnter={prefetchChat}
              onFocus={prefetchChat}
            />
          </LauncherSlot>
        )}
        {windowNeeded && (
          <Suspense fallback={null}>
            <ConfirmDialog
              open={dialogOpen}
              onOpenChange={(next) => {
                if (!next) state.setDeleting(null);
              }}
              title={labels.deleteTitle}
              message={confirmationDeletionMessage ?? labels.deleteQuestion}
              confirmLabel={labels.deleteConfirm}
              cancelLabel={labels.cancel}
              onConfirm={() => {
                if (deleting) onMessageRemove?.(deleting);
              }}
            />
          </Suspense>
        )}
      </Root>
    </ChatContext.Provider>
  );
  if (themeClassName === null) return null;
  // Radix parts (the message list's scroll area above all) follow the chat's direction, not their ltr default.
  return <DirectionProvider dir={dir}>{content}</DirectionProvider>;
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') Chat.displayName = 'Chat';
} catch {
  // no `process`: the function's own name names it
}
