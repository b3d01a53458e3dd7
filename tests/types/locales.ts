// Type-level checks of the languages, run by `tsc -p tsconfig.json` (npm run typecheck): each
// `@ts-expect-error` fails the type check if the line below it ever compiles.
import { plurals } from '../../src/locales/plural.js';
import type { CaptchaLanguage, ChatLanguage } from '../../src/locales/types.js';
import { chat as spanish } from '../../src/locales/es/chat.js';
import { captcha as spanishCaptcha } from '../../src/locales/es/captcha.js';

const { send: _send, ...withoutSend } = spanish.labels;

// @ts-expect-error -- a language without one of the chat's keys is refused.
export const missingChatKey: ChatLanguage = { ...spanish, labels: withoutSend };

const { next: _next, ...rotateWithoutNext } = spanishCaptcha.strings.rotate;

const stringsWithoutNext = { ...spanishCaptcha.strings, rotate: rotateWithoutNext };

// @ts-expect-error -- a language without one of a captcha's keys is refused.
export const missingCaptchaKey: CaptchaLanguage = { ...spanishCaptcha, strings: stringsWithoutNext };

const russian = plurals('ru', ['one', 'few', 'many', 'other']);

// @ts-expect-error -- plural forms without one of the language's categories ('few') are refused.
export const missingCategory = russian(3, { one: '# файл', many: '# файлов', other: '# файла' });

// @ts-expect-error -- and so are forms of a category the language does not have.
export const extraCategory = russian(3, { one: '#', few: '#', many: '#', other: '#', two: '#' });

export const everyCategory = russian(3, { one: '# файл', few: '# файла', many: '# файлов', other: '# файла' });

export const fourCategories: ChatLanguage = {
  ...spanish,
  // @ts-expect-error -- the emoji picker's category names are five, in its order: four are refused.
  labels: { ...spanish.labels, emojiCategoryNames: ['Personas', 'Naturaleza', 'Objetos', 'Lugares'] },
};
