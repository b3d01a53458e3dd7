import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('ru', ['one', 'few', 'many', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('ru', { type: 'conjunction' }).format(names);

/** Russian. */
export const chat: ChatLanguage = {
  lang: 'ru',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'Открыть чат',
    closeChat: 'Закрыть чат',
    unreadMessages: (n) =>
      p(n, {
        one: '# непрочитанное сообщение',
        few: '# непрочитанных сообщения',
        many: '# непрочитанных сообщений',
        other: '# непрочитанного сообщения',
      }),
    you: 'Вы',
    titleWithOne: (name) => `Вы и ${name}`,
    titleWithMany: (name) => `Вы, ${name} и другие`,
    window: 'Чат',
    minimize: 'Свернуть',
    close: 'Закрыть',
    participants: 'Участники',
    participantsToggle: (title) => `${title}: показать участников`,
    unknownAuthor: 'Неизвестный',
    messageList: 'Сообщения',
    newMessages: (n) =>
      p(n, {
        one: '# новое сообщение',
        few: '# новых сообщения',
        many: '# новых сообщений',
        other: '# нового сообщения',
      }),
    typing: (name) => `${name} печатает`,
    edited: 'изменено',
    editMessage: 'Изменить сообщение',
    deleteMessage: 'Удалить сообщение',
    deleteTitle: 'Удаление сообщения',
    deleteConfirm: 'Удалить',
    cancel: 'Отмена',
    input: 'Сообщение',
    placeholder: 'Напишите что-нибудь...',
    inputPlaceholder: 'Напишите сообщение...',
    deleteQuestion: 'Вы действительно хотите удалить сообщение?',
    send: 'Отправить',
    saveEdit: 'Сохранить изменения',
    editing: 'Изменение сообщения',
    cancelEdit: 'Отменить изменение',
    emoji: 'Вставить эмодзи',
    emojiCategories: 'Категории эмодзи',
    emojiCategoryNames: ['Люди', 'Природа', 'Предметы', 'Места', 'Символы'],
    attachFile: 'Прикрепить файл',
    attachFiles: 'Прикрепить файлы',
    fileRejected: (name, accepted) =>
      accepted
        ? `Нельзя отправить ${name}: принимаются только такие типы: ${accepted}.`
        : `Нельзя отправить ${name}: файлы такого типа не принимаются.`,
    fileTooLarge: (name, limit) => `Нельзя отправить ${name}: размер файла — не больше ${limit}.`,
    tooManyFiles: (name, max) =>
      `Нельзя отправить ${name}: к сообщению можно прикрепить не больше ${p(max, { one: '# файла', few: '# файлов', many: '# файлов', other: '# файла' })}.`,
    attachedFiles: 'Прикреплённые файлы',
    filesAttached: (n) =>
      p(n, {
        one: 'Прикреплён # файл',
        few: 'Прикреплено # файла',
        many: 'Прикреплено # файлов',
        other: 'Прикреплено # файла',
      }),
    uploading: (name) => `Загрузка ${name}`,
    cancelUpload: (name) => `Отменить загрузку ${name}`,
    uploadCancelled: (name) => `Загрузка ${name} отменена`,
    uploadFailed: (name) => `Не удалось загрузить ${name}.`,
    retryUpload: (name) => `Повторить загрузку ${name}`,
    waitingForUploads: 'Ожидание загрузки файлов',
    dropFiles: 'Перетащите файлы сюда, чтобы прикрепить их',
    dropZoneShown: 'Показана область для файлов: отпустите их, чтобы прикрепить',
    image: 'Изображение',
    fileDetails: (size, type) => `${type}, ${size}`,
    unknownFileType: 'Файл',
    removeFile: (name) => `Убрать файл ${name}`,
    messageSent: 'Сообщение отправлено',
    fileSent: (name) => `Файл отправлен: ${name}`,
    filesSent: (n) =>
      p(n, {
        one: 'Отправлен # файл',
        few: 'Отправлено # файла',
        many: 'Отправлено # файлов',
        other: 'Отправлено # файла',
      }),
    moreNewMessages: (n) =>
      p(n, {
        one: 'и ещё # новое сообщение',
        few: 'и ещё # новых сообщения',
        many: 'и ещё # новых сообщений',
        other: 'и ещё # нового сообщения',
      }),
    earlierMessagesLoaded: (n) =>
      p(n, {
        one: 'Загружено # более раннее сообщение',
        few: 'Загружено # более ранних сообщения',
        many: 'Загружено # более ранних сообщений',
        other: 'Загружено # более раннего сообщения',
      }),
    beginningOfConversation: 'Начало переписки',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `файл ${name}`,
    filesMessage: (name, count) => `файлы ${name} и ещё ${count - 1}`,
    copyCode: 'Копировать код',
    codeCopied: 'Скопировано',
    codeNotCopied: 'Не удалось скопировать',
    suggestions: 'Предлагаемые ответы',
    today: 'Сегодня',
    yesterday: 'Вчера',
    unreadLine: 'Новые сообщения',
    replyToMessage: 'Ответить',
    replyingTo: (name, excerpt) => `Ответ для ${name}: ${excerpt}`,
    cancelReply: 'Отменить ответ',
    inReplyTo: (name, excerpt) => `В ответ на сообщение ${name}: ${excerpt}`,
    quotedMessageDeleted: 'В ответ на удалённое сообщение',
    quotedMessageNotLoaded: 'В ответ на более раннее сообщение, которое не загружено',
    statusSending: 'Отправляется',
    statusSent: 'Отправлено',
    statusDelivered: 'Доставлено',
    statusRead: 'Прочитано',
    statusFailed: 'Не отправлено',
    retry: 'Повторить',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `Просмотрено: ${list(names)}`;
      return `Просмотрено: ${first} и ещё ${names.length - 1}`;
    },
    stop: 'Остановить',
    latestMessage: 'Последнее сообщение',
    replyStillComing: (jump) => `${jump}, ответ ещё поступает`,
    react: 'Отреагировать',
    reactions: 'Реакции',
    quickReactions: 'Быстрые реакции',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, вы`;
      const people = p(count, { one: '# человек', few: '# человека', many: '# человек', other: '# человека' });
      return mine ? `${emojiName}, ${people}, включая вас` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'вы'] : names),
    emojiNames: {
      '👍': 'большой палец вверх',
      '❤️': 'красное сердце',
      '😂': 'лицо со слезами радости',
      '😮': 'лицо с открытым ртом',
      '😢': 'плачущее лицо',
      '🙏': 'сложенные ладони',
    },
  },
};
