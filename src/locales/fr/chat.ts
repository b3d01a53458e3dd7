import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('fr', ['one', 'many', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('fr', { type: 'conjunction' }).format(names);

/** French. */
export const chat: ChatLanguage = {
  lang: 'fr',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'Ouvrir la discussion',
    closeChat: 'Fermer la discussion',
    unreadMessages: (n) =>
      p(n, { one: '# message non lu', many: '# de messages non lus', other: '# messages non lus' }),
    you: 'Vous',
    titleWithOne: (name) => `Vous et ${name}`,
    titleWithMany: (name) => `Vous, ${name} et d’autres`,
    window: 'Discussion',
    minimize: 'Réduire',
    close: 'Fermer',
    participants: 'Participants',
    participantsToggle: (title) => `${title} : afficher les participants`,
    unknownAuthor: 'Inconnu',
    messageList: 'Messages',
    newMessages: (n) =>
      p(n, { one: '# nouveau message', many: '# de nouveaux messages', other: '# nouveaux messages' }),
    typing: (name) => `${name} est en train d’écrire`,
    edited: 'modifié',
    editMessage: 'Modifier le message',
    deleteMessage: 'Supprimer le message',
    deleteTitle: 'Supprimer le message',
    deleteConfirm: 'Supprimer',
    cancel: 'Annuler',
    input: 'Votre message',
    placeholder: 'Écrivez quelque chose...',
    inputPlaceholder: 'Écrivez un message...',
    deleteQuestion: 'Voulez-vous vraiment supprimer ce message ?',
    send: 'Envoyer',
    saveEdit: 'Enregistrer la modification',
    editing: 'Modification du message',
    cancelEdit: 'Annuler la modification',
    emoji: 'Insérer un émoji',
    emojiCategories: 'Catégories d’émojis',
    emojiCategoryNames: ['Personnes', 'Nature', 'Objets', 'Lieux', 'Symboles'],
    attachFile: 'Joindre un fichier',
    attachFiles: 'Joindre des fichiers',
    fileRejected: (name, accepted) =>
      accepted
        ? `Impossible d’envoyer ${name} : seuls ces types sont acceptés : ${accepted}.`
        : `Impossible d’envoyer ${name} : ce type de fichier n’est pas accepté.`,
    fileTooLarge: (name, limit) => `Impossible d’envoyer ${name} : les fichiers ne doivent pas dépasser ${limit}.`,
    tooManyFiles: (name, max) =>
      `Impossible d’envoyer ${name} : ${p(max, { one: 'on ne peut joindre que # fichier', many: 'on peut joindre au plus # de fichiers', other: 'on peut joindre au plus # fichiers' })} à un message.`,
    attachedFiles: 'Fichiers joints',
    filesAttached: (n) => p(n, { one: '# fichier joint', many: '# de fichiers joints', other: '# fichiers joints' }),
    uploading: (name) => `Envoi de ${name} en cours`,
    cancelUpload: (name) => `Annuler l’envoi de ${name}`,
    uploadCancelled: (name) => `Envoi de ${name} annulé`,
    uploadFailed: (name) => `L’envoi de ${name} a échoué.`,
    retryUpload: (name) => `Réessayer l’envoi de ${name}`,
    waitingForUploads: 'En attente de l’envoi des fichiers',
    dropFiles: 'Déposez les fichiers ici pour les joindre',
    dropZoneShown: 'Zone de dépôt affichée : relâchez les fichiers pour les joindre',
    image: 'Image',
    fileDetails: (size, type) => `${type}, ${size}`,
    unknownFileType: 'Fichier',
    removeFile: (name) => `Retirer le fichier ${name}`,
    messageSent: 'Message envoyé',
    fileSent: (name) => `Fichier envoyé : ${name}`,
    filesSent: (n) => p(n, { one: '# fichier envoyé', many: '# de fichiers envoyés', other: '# fichiers envoyés' }),
    moreNewMessages: (n) =>
      p(n, {
        one: 'et # autre nouveau message',
        many: 'et # d’autres nouveaux messages',
        other: 'et # autres nouveaux messages',
      }),
    earlierMessagesLoaded: (n) =>
      p(n, {
        one: '# message précédent chargé',
        many: '# de messages précédents chargés',
        other: '# messages précédents chargés',
      }),
    beginningOfConversation: 'Début de la conversation',
    messageFrom: (name, text) => `${name} : ${text}`,
    fileMessage: (name) => `fichier ${name}`,
    filesMessage: (name, count) =>
      `fichiers ${name} et ${p(count - 1, { one: '# autre', many: '# d’autres', other: '# autres' })}`,
    copyCode: 'Copier le code',
    codeCopied: 'Copié',
    codeNotCopied: 'Copie impossible',
    suggestions: 'Réponses suggérées',
    today: 'Aujourd’hui',
    yesterday: 'Hier',
    unreadLine: 'Nouveaux messages',
    replyToMessage: 'Répondre',
    replyingTo: (name, excerpt) => `Réponse à ${name} : ${excerpt}`,
    cancelReply: 'Annuler la réponse',
    inReplyTo: (name, excerpt) => `En réponse à ${name} : ${excerpt}`,
    quotedMessageDeleted: 'En réponse à un message supprimé',
    quotedMessageNotLoaded: 'En réponse à un message plus ancien qui n’est pas chargé',
    statusSending: 'Envoi en cours',
    statusSent: 'Envoyé',
    statusDelivered: 'Distribué',
    statusRead: 'Lu',
    statusFailed: 'Non envoyé',
    retry: 'Réessayer',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `Vu par ${list(names)}`;
      return `Vu par ${first} et ${p(names.length - 1, { one: '# autre personne', many: '# d’autres personnes', other: '# autres personnes' })}`;
    },
    stop: 'Arrêter',
    latestMessage: 'Dernier message',
    replyStillComing: (jump) => `${jump}, la réponse arrive encore`,
    react: 'Réagir',
    reactions: 'Réactions',
    quickReactions: 'Réactions rapides',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, vous`;
      const people = p(count, { one: '# personne', many: '# de personnes', other: '# personnes' });
      return mine ? `${emojiName}, ${people}, dont vous` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'vous'] : names),
    emojiNames: {
      '👍': 'pouce vers le haut',
      '❤️': 'cœur rouge',
      '😂': 'visage riant aux larmes',
      '😮': 'visage avec bouche ouverte',
      '😢': 'visage qui pleure',
      '🙏': 'mains en prière',
    },
  },
};
