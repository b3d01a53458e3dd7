export * from './theme/index.js';
export * from './primitives/index.js';
export * from './text/index.js';
export * from './emoji/index.js';
export * from './chat/index.js';
export * from './captcha/index.js';
