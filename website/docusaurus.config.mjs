// @ts-check
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { prismLight, prismDark } from './src/prismThemes.mjs';

const root = new URL('../', import.meta.url);
const { exports: entries } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** The site imports confab-ui as a user would: each entry of its exports map, from the built dist/. */
function confabAliases() {
  const alias = {};
  for (const [key, target] of Object.entries(entries)) {
    if (typeof target !== 'object') continue;
    alias[`confab-ui${key.slice(1)}$`] = fileURLToPath(new URL(target.default, root));
  }
  return alias;
}

function confabPlugin() {
  return {
    name: 'confab-library',
    configureWebpack: () => ({ resolve: { alias: confabAliases() } }),
  };
}

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Confab',
  tagline: 'Accessible chat and human-verification widgets for React',
  url: 'https://confab-ui.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  favicon: undefined,
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: fileURLToPath(new URL('../docs', import.meta.url)),
          routeBasePath: '/',
          sidebarPath: fileURLToPath(new URL('./sidebars.mjs', import.meta.url)),
        },
        blog: false,
        pages: false,
        theme: { customCss: fileURLToPath(new URL('./src/css/custom.css', import.meta.url)) },
      }),
    ],
  ],
  themes: [
    '@docusaurus/theme-live-codeblock',
    [
      // Offline full-text search: the index is built with the site and searched in the browser, no service.
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        indexBlog: false,
        docsDir: '../docs',
        docsRouteBasePath: '/',
        highlightSearchTermsOnTargetPage: false,
      },
    ],
  ],
  plugins: [confabPlugin],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: { respectPrefersColorScheme: true },
      navbar: {
        title: 'Confab',
        items: [
          { type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs' },
          { href: 'https://www.npmjs.com/package/confab-ui', label: 'npm', position: 'right' },
        ],
      },
      footer: { style: 'dark', copyright: 'Confab: MIT licensed.' },
      prism: { theme: prismLight, darkTheme: prismDark },
      liveCodeBlock: { playgroundPosition: 'bottom' },
    }),
  staticDirectories: ['static'],
};

export default config;
