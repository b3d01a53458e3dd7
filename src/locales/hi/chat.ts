import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('hi', ['one', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('hi', { type: 'conjunction' }).format(names);

/** Hindi. */
export const chat: ChatLanguage = {
  lang: 'hi',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'चैट खोलें',
    closeChat: 'चैट बंद करें',
    unreadMessages: (n) => p(n, { one: '# अपठित संदेश', other: '# अपठित संदेश' }),
    you: 'आप',
    titleWithOne: (name) => `आप और ${name}`,
    titleWithMany: (name) => `आप, ${name} और अन्य`,
    window: 'बातचीत',
    minimize: 'छोटा करें',
    close: 'बंद करें',
    participants: 'प्रतिभागी',
    participantsToggle: (title) => `${title}: प्रतिभागी दिखाएँ`,
    unknownAuthor: 'अज्ञात',
    messageList: 'संदेश',
    newMessages: (n) => p(n, { one: '# नया संदेश', other: '# नए संदेश' }),
    typing: (name) => `${name} लिख रहे हैं`,
    edited: 'संपादित',
    editMessage: 'संदेश संपादित करें',
    deleteMessage: 'संदेश हटाएँ',
    deleteTitle: 'संदेश हटाना',
    deleteConfirm: 'हटाएँ',
    cancel: 'रद्द करें',
    input: 'आपका संदेश',
    placeholder: 'कुछ लिखें...',
    deleteQuestion: 'क्या आप सच में यह संदेश हटाना चाहते हैं?',
    send: 'भेजें',
    saveEdit: 'बदलाव सहेजें',
    editing: 'संदेश संपादित हो रहा है',
    cancelEdit: 'संपादन रद्द करें',
    emoji: 'इमोजी डालें',
    emojiCategories: 'इमोजी श्रेणियाँ',
    attachFile: 'फ़ाइल जोड़ें',
    removeFile: (name) => `फ़ाइल ${name} हटाएँ`,
    fileRejected: (name) => `${name} नहीं भेजी जा सकती: इस प्रकार की फ़ाइल स्वीकार नहीं है।`,
    messageSent: 'संदेश भेजा गया',
    fileSent: (name) => `फ़ाइल भेजी गई: ${name}`,
    moreNewMessages: (n) => p(n, { one: 'और # नया संदेश', other: 'और # नए संदेश' }),
    earlierMessagesLoaded: (n) => p(n, { one: '# पुराना संदेश लोड हुआ', other: '# पुराने संदेश लोड हुए' }),
    beginningOfConversation: 'बातचीत की शुरुआत',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `फ़ाइल ${name}`,
    copyCode: 'कोड कॉपी करें',
    codeCopied: 'कॉपी हो गया',
    codeNotCopied: 'कॉपी नहीं हो सका',
    suggestions: 'सुझाए गए जवाब',
    today: 'आज',
    yesterday: 'कल',
    unreadLine: 'नए संदेश',
    replyToMessage: 'जवाब दें',
    replyingTo: (name, excerpt) => `${name} को जवाब: ${excerpt}`,
    cancelReply: 'जवाब रद्द करें',
    inReplyTo: (name, excerpt) => `${name} के संदेश का जवाब: ${excerpt}`,
    quotedMessageDeleted: 'हटाए गए संदेश का जवाब',
    quotedMessageNotLoaded: 'ऐसे पुराने संदेश का जवाब जो लोड नहीं है',
    statusSending: 'भेजा जा रहा है',
    statusSent: 'भेजा गया',
    statusDelivered: 'पहुँच गया',
    statusRead: 'पढ़ लिया गया',
    statusFailed: 'नहीं भेजा गया',
    retry: 'फिर से कोशिश करें',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `${list(names)} ने देखा`;
      return `${first} और ${p(names.length - 1, { one: '# अन्य व्यक्ति', other: '# अन्य लोगों' })} ने देखा`;
    },
    stop: 'रोकें',
    latestMessage: 'नवीनतम संदेश',
    replyStillComing: (jump) => `${jump}, जवाब अभी आ रहा है`,
    react: 'प्रतिक्रिया दें',
    reactions: 'प्रतिक्रियाएँ',
    quickReactions: 'त्वरित प्रतिक्रियाएँ',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, आप`;
      const people = p(count, { one: '# व्यक्ति', other: '# लोग' });
      return mine ? `${emojiName}, ${people}, आप सहित` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'आप'] : names),
    emojiNames: {
      '👍': 'अंगूठा ऊपर',
      '❤️': 'लाल दिल',
      '😂': 'खुशी के आँसू वाला चेहरा',
      '😮': 'खुले मुँह वाला चेहरा',
      '😢': 'रोता हुआ चेहरा',
      '🙏': 'जुड़े हुए हाथ',
    },
  },
};
