// The static site: the page, and the embed script with the chunks it loads beside itself, as the packed
// library ships them.
import { cpSync, mkdirSync, rmSync } from 'node:fs';

const embed = 'node_modules/confab-ui/dist/embed';
rmSync('dist', { recursive: true, force: true });
mkdirSync('dist/client/confab', { recursive: true });
cpSync('index.html', 'dist/client/index.html');
cpSync(`${embed}/confab-embed.js`, 'dist/client/confab/confab-embed.js');
cpSync(`${embed}/chunks`, 'dist/client/confab/chunks', { recursive: true });
