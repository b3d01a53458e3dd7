import { plurals } from '../plural.js';
import type { ChatLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('pt', ['one', 'many', 'other']);
const list = (names: readonly string[]) => new Intl.ListFormat('pt', { type: 'conjunction' }).format(names);

/** Portuguese. */
export const chat: ChatLanguage = {
  lang: 'pt',
  dir: 'ltr',
  pluralCategories: p.categories,
  labels: {
    openChat: 'Abrir o chat',
    closeChat: 'Fechar o chat',
    unreadMessages: (n) =>
      p(n, { one: '# mensagem não lida', many: '# de mensagens não lidas', other: '# mensagens não lidas' }),
    you: 'Você',
    titleWithOne: (name) => `Você e ${name}`,
    titleWithMany: (name) => `Você, ${name} e outros`,
    window: 'Conversa',
    minimize: 'Minimizar',
    close: 'Fechar',
    participants: 'Participantes',
    participantsToggle: (title) => `${title}: mostrar participantes`,
    unknownAuthor: 'Desconhecido',
    messageList: 'Mensagens',
    newMessages: (n) => p(n, { one: '# mensagem nova', many: '# de mensagens novas', other: '# mensagens novas' }),
    typing: (name) => `${name} está digitando`,
    edited: 'editada',
    editMessage: 'Editar mensagem',
    deleteMessage: 'Excluir mensagem',
    deleteTitle: 'Excluir a mensagem',
    deleteConfirm: 'Excluir',
    cancel: 'Cancelar',
    input: 'Mensagem',
    placeholder: 'Escreva algo...',
    inputPlaceholder: 'Escreva uma mensagem...',
    deleteQuestion: 'Quer mesmo excluir a mensagem?',
    send: 'Enviar',
    saveEdit: 'Salvar edição',
    editing: 'Editando a mensagem',
    cancelEdit: 'Cancelar a edição',
    emoji: 'Inserir emoji',
    emojiCategories: 'Categorias de emojis',
    emojiCategoryNames: ['Pessoas', 'Natureza', 'Objetos', 'Lugares', 'Símbolos'],
    attachFile: 'Anexar um arquivo',
    attachFiles: 'Anexar arquivos',
    fileRejected: (name, accepted) =>
      accepted
        ? `Não é possível enviar ${name}: só são aceitos estes tipos: ${accepted}.`
        : `Não é possível enviar ${name}: este tipo de arquivo não é aceito.`,
    fileTooLarge: (name, limit) => `Não é possível enviar ${name}: os arquivos devem ter no máximo ${limit}.`,
    tooManyFiles: (name, max) =>
      `Não é possível enviar ${name}: ${p(max, { one: 'só # arquivo pode ir', many: 'no máximo # de arquivos podem ir', other: 'no máximo # arquivos podem ir' })} com uma mensagem.`,
    attachedFiles: 'Arquivos anexados',
    filesAttached: (n) =>
      p(n, { one: '# arquivo anexado', many: '# de arquivos anexados', other: '# arquivos anexados' }),
    uploading: (name) => `Enviando ${name}`,
    cancelUpload: (name) => `Cancelar o envio de ${name}`,
    uploadCancelled: (name) => `Envio de ${name} cancelado`,
    uploadFailed: (name) => `Falha no envio de ${name}.`,
    retryUpload: (name) => `Tentar enviar ${name} de novo`,
    waitingForUploads: 'Aguardando o envio dos arquivos',
    dropFiles: 'Solte os arquivos aqui para anexá-los',
    dropZoneShown: 'Área para soltar exibida: solte os arquivos para anexá-los',
    image: 'Imagem',
    fileDetails: (size, type) => `${type}, ${size}`,
    unknownFileType: 'Arquivo',
    removeFile: (name) => `Remover o arquivo ${name}`,
    messageSent: 'Mensagem enviada',
    fileSent: (name) => `Arquivo enviado: ${name}`,
    filesSent: (n) => p(n, { one: '# arquivo enviado', many: '# de arquivos enviados', other: '# arquivos enviados' }),
    moreNewMessages: (n) =>
      p(n, { one: 'e mais # mensagem nova', many: 'e mais # de mensagens novas', other: 'e mais # mensagens novas' }),
    earlierMessagesLoaded: (n) =>
      p(n, {
        one: '# mensagem anterior carregada',
        many: '# de mensagens anteriores carregadas',
        other: '# mensagens anteriores carregadas',
      }),
    beginningOfConversation: 'Início da conversa',
    messageFrom: (name, text) => `${name}: ${text}`,
    fileMessage: (name) => `arquivo ${name}`,
    filesMessage: (name, count) => `arquivos ${name} e mais ${count - 1}`,
    copyCode: 'Copiar o código',
    codeCopied: 'Copiado',
    codeNotCopied: 'Não foi possível copiar',
    suggestions: 'Respostas sugeridas',
    today: 'Hoje',
    yesterday: 'Ontem',
    unreadLine: 'Mensagens novas',
    replyToMessage: 'Responder',
    replyingTo: (name, excerpt) => `Respondendo a ${name}: ${excerpt}`,
    cancelReply: 'Cancelar a resposta',
    inReplyTo: (name, excerpt) => `Em resposta a ${name}: ${excerpt}`,
    quotedMessageDeleted: 'Em resposta a uma mensagem excluída',
    quotedMessageNotLoaded: 'Em resposta a uma mensagem anterior que não está carregada',
    statusSending: 'Enviando',
    statusSent: 'Enviada',
    statusDelivered: 'Entregue',
    statusRead: 'Lida',
    statusFailed: 'Não enviada',
    retry: 'Tentar de novo',
    seenBy: (names) => {
      const [first = ''] = names;
      if (names.length <= 2) return `Vista por ${list(names)}`;
      return `Vista por ${first} e ${p(names.length - 1, { one: 'mais # pessoa', many: 'mais # de pessoas', other: 'mais # pessoas' })}`;
    },
    stop: 'Parar',
    latestMessage: 'Última mensagem',
    replyStillComing: (jump) => `${jump}, a resposta ainda está chegando`,
    react: 'Reagir',
    reactions: 'Reações',
    quickReactions: 'Reações rápidas',
    reaction: (emojiName, count, mine) => {
      if (mine && count <= 1) return `${emojiName}, você`;
      const people = p(count, { one: '# pessoa', many: '# de pessoas', other: '# pessoas' });
      return mine ? `${emojiName}, ${people}, incluindo você` : `${emojiName}, ${people}`;
    },
    reactedBy: (names, mine) => list(mine ? [...names, 'você'] : names),
    emojiNames: {
      '👍': 'polegar para cima',
      '❤️': 'coração vermelho',
      '😂': 'rosto chorando de rir',
      '😮': 'rosto com boca aberta',
      '😢': 'rosto chorando',
      '🙏': 'mãos juntas',
    },
  },
};
