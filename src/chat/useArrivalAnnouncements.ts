'use client';
import { useEffect, useRef } from 'react';
import type { MessageStyling } from '../text/index.js';
import type { ChatLabels } from './labels.js';
import { loadedMarkdown } from './lazyMarkdown.js';
import { arrivalsToAnnounce, authorName, messageSummary, type MessageRow } from './messageRules.js';
import { changedSince, type PreparedRows } from './rowUpdates.js';
import { diffKeys } from './scrollRules.js';
import { finishedStreams } from './streamingRules.js';
import type { Participant } from './types.js';
import { useAnnouncer } from './useAnnouncer.js';

/** How long someone must have been typing before it is announced (ms): a burst of keys is not news. */
export const typingAnnounceDelayMs = 1500;
/** Arrivals of one update whose text is made for the announcer; the queue summarises beyond a few anyway. */
const arrivalTexts = 10;

export interface ArrivalAnnouncementsInput {
  /** The rows of the thread, as `useThreadRows` made them. */
  prepared: PreparedRows;
  byId: ReadonlyMap<string, Participant>;
  labels: ChatLabels;
  messageStyling: MessageStyling;
  /** The name of the participant typing, if any. */
  typistName: string | undefined;
}

/**
 * What a message list says through its polite status region: arrivals at the bottom (a burst's extra ones
 * summarised), each streamed message once when complete, older messages loaded, and someone typing once they
 * have been at it for a moment. Returns the announcement for the `<Announcer>`.
 */
export function useArrivalAnnouncements({
  prepared,
  byId,
  labels,
  messageStyling,
  typistName,
}: ArrivalAnnouncementsInput) {
  const { announcement, announce } = useAnnouncer(labels.moreNewMessages);
  const announced = useRef<PreparedRows | null>(null);
  // Other people's messages seen streaming: each is announced once, when complete.
  const streamingKeys = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const { rows, keys } = prepared;
    const previous = announced.current?.keys ?? null;
    // Messages replaced in place since the last rows announced: only they are read.
    const changed = changedSince(prepared, announced.current);
    announced.current = prepared;
    const streams = finishedStreams(streamingKeys.current, rows, changed ?? undefined);
    streamingKeys.current = streams.streaming;
    if (previous === null) return;
    // The same keys: messages replaced in place (a reply streaming), nothing arrived or was prepended.
    const arrivals = [
      ...(previous === keys ? [] : arrivalsToAnnounce(previous, rows, false).filter((row) => !row.message.streaming)),
      ...streams.finished,
    ];
    if (arrivals.length > 0) {
      const name = (row: MessageRow) => authorName(row.message.author, byId, labels);
      const texts = arrivals
        .slice(0, arrivalTexts)
        .map((row) => messageSummary(row.message, name(row), labels, messageStyling, loadedMarkdown() ?? undefined));
      announce(texts, true, arrivals.length - texts.length);
    }
    const { prepended } = previous === keys ? { prepended: 0 } : diffKeys(previous, keys);
    if (prepended > 0) announce(labels.earlierMessagesLoaded(prepended));
  }, [prepared, byId, labels, announce, messageStyling]);

  // Someone typing is said once they have been at it for a moment, politely, with the rest.
  useEffect(() => {
    if (!typistName) return;
    const timer = setTimeout(() => announce(labels.typing(typistName)), typingAnnounceDelayMs);
    return () => clearTimeout(timer);
  }, [typistName, labels, announce]);
  return announcement;
}
