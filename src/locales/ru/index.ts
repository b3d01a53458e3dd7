/** Russian: the chat's strings (`<Chat locale={chat}>`) and the captchas' (`<VerifyButton locale={captcha}>`). */
export { chat } from './chat.js';
export { captcha } from './captcha.js';
