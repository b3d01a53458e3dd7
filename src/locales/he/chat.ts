import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('he', ['one', 'two', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('he', { type: 'conjunction' }).format(names);

/** Hebrew, right to left. */
export const chat: ChatLanguage = {
  lang: 'he',
  dir: 'rtl',
  pluralCategories: p.categories,
  labels: {
    openChat: 'פתיחת הצ׳אט',
    closeChat: 'סגירת הצ׳אט',
    unreadMessages: (n) =>
      p(n, { one: 'הודעה אחת שלא נקראה', two: 'שתי הודעות שלא נקראו', other: '# הודעות שלא נקראו' }),
    you: 'אני',
    titleWithOne: (name) => `אני ו־${name}`,
    titleWithMany: (name) => `אני, ${name} ועוד`,
    window: 'צ׳אט',
    minimize: 'מזעור',
    close: 'סגירה',
    participants: 'משתתפים',
    participantsToggle: (title) => `${title}: הצגת המשתתפים`,
    unknownAuthor: 'לא ידוע',
    messageList: 'הודעות',
    newMessages: (n) => p(n, { one: 'הודעה חדשה אחת', two: 'שתי הודעות חדשות', other: '# הודעות חדשות' }),
    typing: (name) => `${name} מקליד/ה`,
    edited: 'נערכה',
    editMessage: 'עריכת ההודעה',
    deleteMessage: 'מחיקת ההודעה',
    deleteTitle: 'מחיקת הודעה',
    deleteConfirm: 'מחיקה',
    cancel: 'ביטול',
    input: 'תוכן ההודעה',
    placeholder: 'כתבו משהו...',
    inputPlaceholder: 'כתבו הודעה...',
    deleteQuestion: 'למחוק את ההודעה?',
    send: 'שליחה',
    saveEdit: 'שמירת העריכה',
    editing: 'עריכת הודעה',
    cancelEdit: 'ביטול העריכה',
    emoji: 'הוספת אמוג׳י',
    emojiCategories: 'קטגוריות אמוג׳י',
    emojiCategoryNames: ['אנשים', 'טבע', 'חפצים', 'מקומות', 'סמלים'],
    attachFile: 'צירוף קובץ',
    attachFiles: 'צירוף קבצים',
    fileRejected: (name, accepted) =>
      accepted
        ? `אי אפשר לשלוח את ${name}: מתקבלים רק הסוגים האלה: ${accepted}.`
        : `אי אפשר לשלוח את ${name}: סוג הקובץ הזה אינו מתקבל.`,
    fileTooLarge: (name, limit) => `אי אפשר לשלוח את ${name}: גודל קובץ מרבי הוא ${limit}.`,
    tooManyFiles: (name, max) =>
      `אי אפשר לשלוח את ${name}: ${p(max, { one: 'אפשר לצרף רק קובץ אחד', two: 'אפשר לצרף עד שני קבצים', other: 'אפשר לצרף עד # קבצים' })} להודעה.`,
    attachedFiles: 'קבצים מצורפים',
    filesAttached: (n) => p(n, { one: 'צורף קובץ אחד', two: 'צורפו שני קבצים', other: 'צורפו # קבצים' }),
    uploading: (name) => `${name} בהעלאה`,
    cancelUpload: (name) => `ביטול ההעלאה של ${name}`,
    uploadCancelled: (name) => `ההעלאה של ${name} בוטלה`,
    uploadFailed: (name) => `ההעלאה של ${name} נכשלה.`,
    retryUpload: (name) => `ניסיון חוזר להעלות את ${name}`,
    waitingForUploads: 'ממתין לסיום העלאת הקבצים',
    dropFiles: 'אפשר לשחרר כאן קבצים כדי לצרף אותם',
    dropZoneShown: 'אזור השחרור מוצג: שחררו את הקבצים כדי לצרף אותם',
    image: 'תמונה',
    fileDetails: (size, type) => `${type}, ${size}`,
    unknownFileType: 'קובץ',
    removeFile: (name) => `הסרת הקובץ ${name}`,
    messageSent: 'ההודעה נשלחה',
    fileSent: (name) => `הקובץ נשלח: ${name}`,
    filesSent: (n) => p(n, { one: 'נשלח קובץ אחד', two: 'נשלחו שני קבצים', other: 'נשלחו # קבצים' }),
    moreNewMessages: (n) =>
      p(n, { one: 'ועוד הודעה חדשה אחת', two: 'ועוד שתי הודעות חדשות', other: 'ועוד # הודעות חדשות' }),
    earlierMessagesLoaded: (n) =>
      p(n, { one: 'נטענה הודעה קודמת אחת', two: 'נטענו שתי הודעות קודמות', other: 'נטענו # הודעות קודמות' }),
    beginningOfConversation: 'תחילת השיחה',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `קובץ ${name}`,
    filesMessage: (name, count) => `הקבצים ${name} ועוד ${count - 1}`,
    copyCode: 'העתקת הקוד',
    codeCopied: 'הועתק',
    codeNotCopied: 'ההעתקה נכשלה',
    suggestions: 'תשובות מוצעות',
    today: 'היום',
    yesterday: 'אתמול',
    unreadLine: 'הודעות חדשות',
    replyToMessage: 'תשובה',
    replyingTo: (name, excerpt) => `תשובה ל־${name}: ${excerpt}`,
    cancelReply: 'ביטול התשובה',
    inReplyTo: (name, excerpt) => `בתשובה ל־${name}: ${excerpt}`,
    quotedMessageDeleted: 'בתשובה להודעה שנמחקה',
    quotedMessageNotLoaded: 'בתשובה להודעה קודמת שלא נטענה',
    statusSending: 'בשליחה',
    statusSent: 'נשלחה',
    statusDelivered: 'נמסרה',
    statusRead: 'נקראה',
    statusFailed: 'לא נשלחה',
    retry: 'ניסיון חוזר',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `נצפתה על ידי ${list(names)}`;
      const others = p(names.length - 1, { one: 'אדם נוסף', two: 'שני אנשים נוספים', other: '# אנשים נוספים' });
      return `נצפתה על ידי ${first} ועוד ${others}`;
    },
    stop: 'עצירה',
    latestMessage: 'ההודעה האחרונה',
    replyStillComing: (jump) => `${jump}, התשובה עדיין מגיעה`,
    react: 'הוספת תגובה',
    reactions: 'תגובות',
    quickReactions: 'תגובות מהירות',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, אני`;
      const people = p(count, { one: 'אדם אחד', two: 'שני אנשים', other: '# אנשים' });
      return mine ? `${emojiName}, ${people}, כולל אותי` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'אני'] : names),
    emojiNames: {
      '👍': 'אגודל למעלה',
      '❤️': 'לב אדום',
      '😂': 'פרצוף עם דמעות של שמחה',
      '😮': 'פרצוף עם פה פתוח',
      '😢': 'פרצוף בוכה',
      '🙏': 'ידיים מקופלות',
    },
  },
};
