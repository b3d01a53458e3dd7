'use client';
import { useCallback, useState } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import type { ChatMessage, Draft } from './types.js';

const emptyDraft: Draft = { text: '', file: null };

export interface ChatStateOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The state of a chat window that outlives its parts: open (controlled or not), the participant list, the
 * draft (kept across closing and reopening), the message being edited with the draft it set aside, the
 * message being answered, and the message waiting for deletion to be confirmed.
 */
export function useChatState({ open, defaultOpen = false, onOpenChange }: ChatStateOptions) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'Chat',
  });
  const [userListOpen, setUserListOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<{ message: ChatMessage; saved: Draft } | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [replyingTo, setReplyingTo] = useState<ChatMessage | null>(null);

  const toggleUserList = useCallback(() => setUserListOpen((shown) => !shown), []);

  /** Makes `message` the edit target and puts its text in the input, setting the draft aside. */
  const startEdit = useCallback(
    (message: ChatMessage) => {
      setEditing((current) => ({ message, saved: current ? current.saved : draft }));
      setDraft({ text: message.data.text ?? '', file: null });
      setReplyingTo(null);
    },
    [draft],
  );

  /** Makes `message` the one answered by the next message sent; an edit in progress is cancelled. */
  const startReply = useCallback(
    (message: ChatMessage) => {
      if (editing) {
        setDraft(editing.saved);
        setEditing(null);
      }
      setReplyingTo(message);
    },
    [editing],
  );

  /** The next message sent answers none (after sending, or when the reply is cancelled). */
  const cancelReply = useCallback(() => setReplyingTo(null), []);

  /** Leaves editing and brings the set-aside draft back. */
  const cancelEdit = useCallback(() => {
    if (!editing) return;
    setDraft(editing.saved);
    setEditing(null);
  }, [editing]);

  /** The edited message for a new text, and back to the set-aside draft; null for an empty text. */
  const finishEdit = useCallback(
    (text: string): ChatMessage | null => {
      if (!editing || !text.trim()) return null;
      setDraft(editing.saved);
      setEditing(null);
      return { ...editing.message, data: { ...editing.message.data, text }, isEdited: true };
    },
    [editing],
  );

  return {
    open: isOpen,
    setOpen,
    userListOpen,
    toggleUserList,
    draft,
    setDraft,
    editing: editing?.message ?? null,
    startEdit,
    cancelEdit,
    finishEdit,
    deleting,
    setDeleting,
    replyingTo,
    startReply,
    cancelReply,
  };
}
