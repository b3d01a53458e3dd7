// What the fragments in README.md and docs/ use without declaring it: the reader's own values, named for what
// they stand for. A global script (no import or export), so every snippet of the scratch project sees it.
declare const challenge: import('confab-ui/captcha').SlideData;
declare function verify(x: number, y: number): boolean;
declare function loadAnother(): void;
declare function SendIcon(): import('react').ReactElement;
declare function send(): void;
declare const ourColors: import('confab-ui/chat').ChatColors;
declare const team: import('confab-ui/chat').Participant[];
declare function App(): import('react').ReactElement;
declare const template: string;
declare const response: import('node:http').ServerResponse;
declare const form: FormData;
declare const captcha: import('confab-ui/captcha/server').CaptchaService;
