// Copies one emoji style (twitter, 64 px images and the 64 px sprite sheet) from the dataset's image package
// into the docs site's static folder, so the Emoji page can show the converter's image modes working.
// The library itself ships no images: paths are the host's.
import { cpSync, existsSync, mkdirSync } from 'node:fs';

const from = new URL('../node_modules/emoji-datasource-twitter/img/twitter/', import.meta.url);
const to = new URL('../website/static/emoji/twitter/', import.meta.url);

if (!existsSync(new URL('sheets/64.png', to))) {
  mkdirSync(new URL('sheets/', to), { recursive: true });
  cpSync(new URL('64/', from), new URL('64/', to), { recursive: true });
  cpSync(new URL('sheets/64.png', from), new URL('sheets/64.png', to));
}
