import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('ar', ['zero', 'one', 'two', 'few', 'many', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('ar', { type: 'conjunction' }).format(names);

/** Arabic (Modern Standard), right to left. */
export const chat: ChatLanguage = {
  lang: 'ar',
  dir: 'rtl',
  pluralCategories: p.categories,
  labels: {
    openChat: 'فتح الدردشة',
    closeChat: 'إغلاق الدردشة',
    unreadMessages: (n) =>
      p(n, {
        zero: 'لا رسائل غير مقروءة',
        one: 'رسالة واحدة غير مقروءة',
        two: 'رسالتان غير مقروءتين',
        few: '# رسائل غير مقروءة',
        many: '# رسالة غير مقروءة',
        other: '# رسالة غير مقروءة',
      }),
    you: 'أنت',
    titleWithOne: (name) => `أنت و${name}`,
    titleWithMany: (name) => `أنت و${name} وآخرون`,
    window: 'الدردشة',
    minimize: 'تصغير',
    close: 'إغلاق',
    participants: 'المشاركون',
    participantsToggle: (title) => `${title}: عرض المشاركين`,
    unknownAuthor: 'مجهول',
    messageList: 'الرسائل',
    newMessages: (n) =>
      p(n, {
        zero: 'لا رسائل جديدة',
        one: 'رسالة جديدة واحدة',
        two: 'رسالتان جديدتان',
        few: '# رسائل جديدة',
        many: '# رسالة جديدة',
        other: '# رسالة جديدة',
      }),
    typing: (name) => `${name} يكتب الآن`,
    edited: 'معدَّلة',
    editMessage: 'تعديل الرسالة',
    deleteMessage: 'حذف الرسالة',
    deleteTitle: 'حذف الرسالة',
    deleteConfirm: 'حذف',
    cancel: 'إلغاء',
    input: 'نص الرسالة',
    placeholder: 'اكتب شيئًا...',
    inputPlaceholder: 'اكتب رسالة...',
    deleteQuestion: 'هل تريد حقًا حذف الرسالة؟',
    send: 'إرسال',
    saveEdit: 'حفظ التعديل',
    editing: 'جارٍ تعديل الرسالة',
    cancelEdit: 'إلغاء التعديل',
    emoji: 'إدراج رمز تعبيري',
    emojiCategories: 'فئات الرموز التعبيرية',
    emojiCategoryNames: ['أشخاص', 'طبيعة', 'أشياء', 'أماكن', 'رموز'],
    attachFile: 'إرفاق ملف',
    attachFiles: 'إرفاق ملفات',
    fileRejected: (name, accepted) =>
      accepted
        ? `لا يمكن إرسال ${name}: الأنواع المقبولة فقط: ${accepted}.`
        : `لا يمكن إرسال ${name}: هذا النوع من الملفات غير مقبول.`,
    fileTooLarge: (name, limit) => `لا يمكن إرسال ${name}: يجب ألا يتجاوز حجم الملف ${limit}.`,
    tooManyFiles: (name, max) =>
      `لا يمكن إرسال ${name}: ${p(max, { zero: 'لا يمكن إرفاق ملفات', one: 'يمكن إرفاق ملف واحد فقط', two: 'يمكن إرفاق ملفين على الأكثر', few: 'يمكن إرفاق # ملفات على الأكثر', many: 'يمكن إرفاق # ملفًا على الأكثر', other: 'يمكن إرفاق # ملف على الأكثر' })} بالرسالة.`,
    attachedFiles: 'الملفات المرفقة',
    filesAttached: (n) =>
      p(n, {
        zero: 'لم يُرفق أي ملف',
        one: 'أُرفق ملف واحد',
        two: 'أُرفق ملفان',
        few: 'أُرفقت # ملفات',
        many: 'أُرفق # ملفًا',
        other: 'أُرفق # ملف',
      }),
    uploading: (name) => `جارٍ رفع ${name}`,
    cancelUpload: (name) => `إلغاء رفع ${name}`,
    uploadCancelled: (name) => `أُلغي رفع ${name}`,
    uploadFailed: (name) => `تعذّر رفع ${name}.`,
    retryUpload: (name) => `إعادة محاولة رفع ${name}`,
    waitingForUploads: 'في انتظار اكتمال رفع الملفات',
    dropFiles: 'أفلت الملفات هنا لإرفاقها',
    dropZoneShown: 'ظهرت منطقة الإفلات: أفلت الملفات لإرفاقها',
    image: 'صورة',
    fileDetails: (size, type) => `${type}، ${size}`,
    unknownFileType: 'ملف',
    removeFile: (name) => `إزالة الملف ${name}`,
    messageSent: 'أُرسلت الرسالة',
    fileSent: (name) => `أُرسل الملف: ${name}`,
    filesSent: (n) =>
      p(n, {
        zero: 'لم يُرسل أي ملف',
        one: 'أُرسل ملف واحد',
        two: 'أُرسل ملفان',
        few: 'أُرسلت # ملفات',
        many: 'أُرسل # ملفًا',
        other: 'أُرسل # ملف',
      }),
    moreNewMessages: (n) =>
      p(n, {
        zero: 'ولا رسائل جديدة أخرى',
        one: 'ورسالة جديدة أخرى',
        two: 'ورسالتان جديدتان أخريان',
        few: 'و# رسائل جديدة أخرى',
        many: 'و# رسالة جديدة أخرى',
        other: 'و# رسالة جديدة أخرى',
      }),
    earlierMessagesLoaded: (n) =>
      p(n, {
        zero: 'لم تُحمَّل رسائل سابقة',
        one: 'حُمِّلت رسالة سابقة واحدة',
        two: 'حُمِّلت رسالتان سابقتان',
        few: 'حُمِّلت # رسائل سابقة',
        many: 'حُمِّلت # رسالة سابقة',
        other: 'حُمِّلت # رسالة سابقة',
      }),
    beginningOfConversation: 'بداية المحادثة',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `ملف ${name}`,
    filesMessage: (name, count) =>
      `ملفات ${name} و${p(count - 1, { zero: 'لا غيره', one: 'ملف آخر', two: 'ملفان آخران', few: '# ملفات أخرى', many: '# ملفًا آخر', other: '# ملف آخر' })}`,
    copyCode: 'نسخ الشيفرة',
    codeCopied: 'تم النسخ',
    codeNotCopied: 'تعذّر النسخ',
    suggestions: 'ردود مقترحة',
    today: 'اليوم',
    yesterday: 'أمس',
    unreadLine: 'رسائل جديدة',
    replyToMessage: 'رد',
    replyingTo: (name, excerpt) => `رد على ${name}: ${excerpt}`,
    cancelReply: 'إلغاء الرد',
    inReplyTo: (name, excerpt) => `ردًّا على ${name}: ${excerpt}`,
    quotedMessageDeleted: 'ردًّا على رسالة محذوفة',
    quotedMessageNotLoaded: 'ردًّا على رسالة سابقة غير محمَّلة',
    statusSending: 'جارٍ الإرسال',
    statusSent: 'أُرسلت',
    statusDelivered: 'وصلت',
    statusRead: 'قُرئت',
    statusFailed: 'لم تُرسل',
    retry: 'إعادة المحاولة',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `شاهدها ${list(names)}`;
      const others = p(names.length - 1, {
        zero: '',
        one: 'وشخص آخر',
        two: 'وشخصان آخران',
        few: 'و# أشخاص آخرين',
        many: 'و# شخصًا آخر',
        other: 'و# شخص آخر',
      });
      return `شاهدها ${first} ${others}`;
    },
    stop: 'إيقاف',
    latestMessage: 'أحدث رسالة',
    replyStillComing: (jump) => `${jump}، ولا يزال الرد يصل`,
    react: 'تفاعل',
    reactions: 'التفاعلات',
    quickReactions: 'تفاعلات سريعة',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}، أنت`;
      const people = p(count, {
        zero: 'لا أحد',
        one: 'شخص واحد',
        two: 'شخصان',
        few: '# أشخاص',
        many: '# شخصًا',
        other: '# شخص',
      });
      return mine ? `${emojiName}، ${people}، بمن فيهم أنت` : `${emojiName}، ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'أنت'] : names),
    emojiNames: {
      '👍': 'إبهام للأعلى',
      '❤️': 'قلب أحمر',
      '😂': 'وجه بدموع الفرح',
      '😮': 'وجه بفم مفتوح',
      '😢': 'وجه باكٍ',
      '🙏': 'يدان متضرعتان',
    },
  },
};
