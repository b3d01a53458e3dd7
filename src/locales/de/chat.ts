import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('de', ['one', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('de', { type: 'conjunction' }).format(names);

/** German. */
export const chat: ChatLanguage = {
  lang: 'de',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'Chat öffnen',
    closeChat: 'Chat schließen',
    unreadMessages: (n) => p(n, { one: '# ungelesene Nachricht', other: '# ungelesene Nachrichten' }),
    you: 'Du',
    titleWithOne: (name) => `Du und ${name}`,
    titleWithMany: (name) => `Du, ${name} und weitere`,
    window: 'Unterhaltung',
    minimize: 'Minimieren',
    close: 'Schließen',
    participants: 'Teilnehmende',
    participantsToggle: (title) => `${title}: Teilnehmende anzeigen`,
    unknownAuthor: 'Unbekannt',
    messageList: 'Nachrichten',
    newMessages: (n) => p(n, { one: '# neue Nachricht', other: '# neue Nachrichten' }),
    typing: (name) => `${name} schreibt`,
    edited: 'bearbeitet',
    editMessage: 'Nachricht bearbeiten',
    deleteMessage: 'Nachricht löschen',
    deleteTitle: 'Nachricht löschen',
    deleteConfirm: 'Löschen',
    cancel: 'Abbrechen',
    input: 'Nachricht',
    placeholder: 'Schreib etwas...',
    deleteQuestion: 'Möchtest du die Nachricht wirklich löschen?',
    send: 'Senden',
    saveEdit: 'Änderung speichern',
    editing: 'Nachricht wird bearbeitet',
    cancelEdit: 'Bearbeiten abbrechen',
    emoji: 'Emoji einfügen',
    emojiCategories: 'Emoji-Kategorien',
    attachFile: 'Datei anhängen',
    removeFile: (name) => `Datei ${name} entfernen`,
    fileRejected: (name) => `${name} kann nicht gesendet werden: Dieser Dateityp wird nicht akzeptiert.`,
    messageSent: 'Nachricht gesendet',
    fileSent: (name) => `Datei gesendet: ${name}`,
    moreNewMessages: (n) => p(n, { one: 'und # weitere neue Nachricht', other: 'und # weitere neue Nachrichten' }),
    earlierMessagesLoaded: (n) => p(n, { one: '# ältere Nachricht geladen', other: '# ältere Nachrichten geladen' }),
    beginningOfConversation: 'Beginn der Unterhaltung',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `Datei ${name}`,
    copyCode: 'Code kopieren',
    codeCopied: 'Kopiert',
    codeNotCopied: 'Kopieren nicht möglich',
    suggestions: 'Antwortvorschläge',
    today: 'Heute',
    yesterday: 'Gestern',
    unreadLine: 'Neue Nachrichten',
    replyToMessage: 'Antworten',
    replyingTo: (name, excerpt) => `Antwort an ${name}: ${excerpt}`,
    cancelReply: 'Antwort abbrechen',
    inReplyTo: (name, excerpt) => `Antwort auf ${name}: ${excerpt}`,
    quotedMessageDeleted: 'Antwort auf eine gelöschte Nachricht',
    quotedMessageNotLoaded: 'Antwort auf eine ältere Nachricht, die nicht geladen ist',
    statusSending: 'Wird gesendet',
    statusSent: 'Gesendet',
    statusDelivered: 'Zugestellt',
    statusRead: 'Gelesen',
    statusFailed: 'Nicht gesendet',
    retry: 'Erneut versuchen',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `Gesehen von ${list(names)}`;
      return `Gesehen von ${first} und ${p(names.length - 1, { one: '# weiteren Person', other: '# weiteren Personen' })}`;
    },
    stop: 'Anhalten',
    latestMessage: 'Neueste Nachricht',
    replyStillComing: (jump) => `${jump}, Antwort kommt noch`,
    react: 'Reagieren',
    reactions: 'Reaktionen',
    quickReactions: 'Schnelle Reaktionen',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, du`;
      const people = p(count, { one: '# Person', other: '# Personen' });
      return mine ? `${emojiName}, ${people}, einschließlich dir` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'du'] : names),
    emojiNames: {
      '👍': 'Daumen hoch',
      '❤️': 'rotes Herz',
      '😂': 'Gesicht mit Freudentränen',
      '😮': 'Gesicht mit offenem Mund',
      '😢': 'weinendes Gesicht',
      '🙏': 'zusammengelegte Hände',
    },
  },
};
