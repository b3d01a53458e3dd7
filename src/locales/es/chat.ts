import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('es', ['one', 'many', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(names);

/** Spanish. */
export const chat: ChatLanguage = {
  lang: 'es',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'Abrir el chat',
    closeChat: 'Cerrar el chat',
    unreadMessages: (n) =>
      p(n, { one: '# mensaje sin leer', many: '# de mensajes sin leer', other: '# mensajes sin leer' }),
    you: 'Tú',
    titleWithOne: (name) => `Tú y ${name}`,
    titleWithMany: (name) => `Tú, ${name} y otros`,
    window: 'Conversación',
    minimize: 'Minimizar',
    close: 'Cerrar',
    participants: 'Participantes',
    participantsToggle: (title) => `${title}: mostrar participantes`,
    unknownAuthor: 'Desconocido',
    messageList: 'Mensajes',
    newMessages: (n) => p(n, { one: '# mensaje nuevo', many: '# de mensajes nuevos', other: '# mensajes nuevos' }),
    typing: (name) => `${name} está escribiendo`,
    edited: 'editado',
    editMessage: 'Editar mensaje',
    deleteMessage: 'Eliminar mensaje',
    deleteTitle: 'Eliminar el mensaje',
    deleteConfirm: 'Eliminar',
    cancel: 'Cancelar',
    input: 'Mensaje',
    placeholder: 'Escribe algo...',
    inputPlaceholder: 'Escribe un mensaje...',
    deleteQuestion: '¿Seguro que quieres eliminar el mensaje?',
    send: 'Enviar',
    saveEdit: 'Guardar cambios',
    editing: 'Editando el mensaje',
    cancelEdit: 'Cancelar la edición',
    emoji: 'Insertar emoji',
    emojiCategories: 'Categorías de emojis',
    emojiCategoryNames: ['Personas', 'Naturaleza', 'Objetos', 'Lugares', 'Símbolos'],
    attachFile: 'Adjuntar un archivo',
    attachFiles: 'Adjuntar archivos',
    fileRejected: (name, accepted) =>
      accepted
        ? `${name} no se puede enviar: solo se aceptan estos tipos: ${accepted}.`
        : `${name} no se puede enviar: no se aceptan archivos de este tipo.`,
    fileTooLarge: (name, limit) => `${name} no se puede enviar: los archivos pueden ocupar como máximo ${limit}.`,
    tooManyFiles: (name, max) =>
      `${name} no se puede enviar: ${p(max, { one: 'solo # archivo puede ir', many: 'como máximo # de archivos pueden ir', other: 'como máximo # archivos pueden ir' })} con un mensaje.`,
    attachedFiles: 'Archivos adjuntos',
    filesAttached: (n) =>
      p(n, { one: '# archivo adjuntado', many: '# de archivos adjuntados', other: '# archivos adjuntados' }),
    uploading: (name) => `Subiendo ${name}`,
    cancelUpload: (name) => `Cancelar la subida de ${name}`,
    uploadCancelled: (name) => `Subida de ${name} cancelada`,
    uploadFailed: (name) => `No se pudo subir ${name}.`,
    retryUpload: (name) => `Reintentar la subida de ${name}`,
    waitingForUploads: 'Esperando a que se suban los archivos',
    dropFiles: 'Suelta aquí los archivos para adjuntarlos',
    dropZoneShown: 'Zona para soltar visible: suelta los archivos para adjuntarlos',
    image: 'Imagen',
    fileDetails: (size, type) => `${type}, ${size}`,
    unknownFileType: 'Archivo',
    removeFile: (name) => `Quitar el archivo ${name}`,
    messageSent: 'Mensaje enviado',
    fileSent: (name) => `Archivo enviado: ${name}`,
    filesSent: (n) => p(n, { one: '# archivo enviado', many: '# de archivos enviados', other: '# archivos enviados' }),
    moreNewMessages: (n) =>
      p(n, { one: 'y # mensaje nuevo más', many: 'y # de mensajes nuevos más', other: 'y # mensajes nuevos más' }),
    earlierMessagesLoaded: (n) =>
      p(n, {
        one: '# mensaje anterior cargado',
        many: '# de mensajes anteriores cargados',
        other: '# mensajes anteriores cargados',
      }),
    beginningOfConversation: 'Inicio de la conversación',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `archivo ${name}`,
    filesMessage: (name, count) => `archivos ${name} y ${count - 1} más`,
    copyCode: 'Copiar el código',
    codeCopied: 'Copiado',
    codeNotCopied: 'No se pudo copiar',
    suggestions: 'Respuestas sugeridas',
    today: 'Hoy',
    yesterday: 'Ayer',
    unreadLine: 'Mensajes nuevos',
    replyToMessage: 'Responder',
    replyingTo: (name, excerpt) => `Respondiendo a ${name}: ${excerpt}`,
    cancelReply: 'Cancelar la respuesta',
    inReplyTo: (name, excerpt) => `En respuesta a ${name}: ${excerpt}`,
    quotedMessageDeleted: 'En respuesta a un mensaje eliminado',
    quotedMessageNotLoaded: 'En respuesta a un mensaje anterior que no está cargado',
    statusSending: 'Enviando',
    statusSent: 'Enviado',
    statusDelivered: 'Entregado',
    statusRead: 'Leído',
    statusFailed: 'No enviado',
    retry: 'Reintentar',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `Visto por ${list(names)}`;
      return `Visto por ${first} y ${p(names.length - 1, { one: '# más', many: '# de personas más', other: '# más' })}`;
    },
    stop: 'Detener',
    latestMessage: 'Último mensaje',
    replyStillComing: (jump) => `${jump}, la respuesta aún está llegando`,
    react: 'Reaccionar',
    reactions: 'Reacciones',
    quickReactions: 'Reacciones rápidas',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, tú`;
      const people = p(count, { one: '# persona', many: '# de personas', other: '# personas' });
      return mine ? `${emojiName}, ${people}, incluido tú` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'tú'] : names),
    emojiNames: {
      '👍': 'pulgar hacia arriba',
      '❤️': 'corazón rojo',
      '😂': 'cara llorando de risa',
      '😮': 'cara con la boca abierta',
      '😢': 'cara llorando',
      '🙏': 'manos juntas',
    },
  },
};
