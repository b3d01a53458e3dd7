// The shipped languages' chat labels, packed after tsc: each language's `labels` object in dist/ becomes
// `chatLabels([...])`, its values in the order of English's keys, so that the hundred key names (about 0.5 kB
// gzip) are shipped once, with the chat's English, and not again in each language. The typed source in
// src/locales/<lang>/chat.ts stays an object keyed by name: TypeScript checks every key there, and tests read it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The object literal of `labels` in a language module's JavaScript, with the parsed file. */
function labelsObject(code) {
  const file = ts.createSourceFile('chat.js', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let found;
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(file) === 'labels' &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      found = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error('pack-locales: no `labels: { ... }` object in the module');
  const entries = found.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name))
      throw new Error(`pack-locales: labels must be plain \`key: value\` entries, not \`${property.getText(file)}\``);
    return [property.name.text, property.initializer.getText(file)];
  });
  return { file, node: found, entries };
}

/** The label keys of a language module (English's, in its order). */
export function labelKeys(code) {
  return labelsObject(code).entries.map(([key]) => key);
}

/** A language module's code with its labels packed in the order of `keys`; throws on a missing or extra key. */
export function packLabels(code, keys) {
  const { file, node, entries } = labelsObject(code);
  const values = new Map(entries);
  const missing = keys.filter((key) => !values.has(key));
  const extra = entries.map(([key]) => key).filter((key) => !keys.includes(key));
  if (missing.length || extra.length)
    throw new Error(
      `pack-locales: labels missing ${missing.join(', ') || 'none'}, extra ${extra.join(', ') || 'none'}`,
    );
  const packed = `/* @__PURE__ */ chatLabels([\n${keys.map((key) => `    /* ${key} */ ${values.get(key)},\n`).join('')}  ])`;
  const lastImport = file.statements.filter(ts.isImportDeclaration).at(-1);
  const at = lastImport ? lastImport.end : 0;
  const start = node.getStart(file);
  return `${code.slice(0, at)}\nimport { chatLabels } from '../chatLabels.js';${code.slice(at, start)}${packed}${code.slice(node.end)}`;
}

/** Packs every language of `dist/locales` but English, in place. */
export function packLocales(dist) {
  const folder = join(dist, 'locales');
  const keys = labelKeys(readFileSync(join(folder, 'en', 'chat.js'), 'utf8'));
  const languages = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name } of languages) {
    if (name === 'en') continue;
    const path = join(folder, name, 'chat.js');
    writeFileSync(path, packLabels(readFileSync(path, 'utf8'), keys));
  }
  return languages.length - 1;
}
