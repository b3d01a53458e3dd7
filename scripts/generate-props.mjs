// Writes website/src/generated/props.json: the props of every component confab-ui exports, read from the
// TypeScript source and its TSDoc with the compiler API, for the docs' <PropsTable of="Chat" />. Run by
// `npm run site` and `npm start`, so a props table is never written by hand. Only props declared in src/ are
// listed (not the DOM or React attributes a component passes through).
import ts from 'typescript';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

const root = fileURLToPath(new URL('../', import.meta.url));
const entry = `${root}src/index.ts`;
const out = `${root}website/src/generated/props.json`;

const configFile = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const program = ts.createProgram([entry], { ...options, noEmit: true });
const checker = program.getTypeChecker();
const srcDir = `${root}src/`;

/** "(default x)" or "[x]" in the text, or a @default tag: the default a reader sees in the table. */
function defaultOf(symbol, text) {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default' || t.name === 'defaultValue');
  if (tag) return ts.displayPartsToString(tag.text).trim();
  const inText = /\(default:? ([^)]+)\)|\[([^\]]+)\]$/.exec(text.trim());
  return inText ? (inText[1] ?? inText[2]).trim() : '';
}

/** The props of a function component: the own properties of its first parameter's type. */
function propsOf(symbol) {
  const type = checker.getTypeOfSymbol(symbol);
  const signature = type.getCallSignatures()[0];
  const param = signature?.getParameters()[0];
  if (!param || !/^[A-Z]/.test(symbol.name)) return null;
  const propsType = checker.getTypeOfSymbol(param);
  const props = [];
  for (const prop of checker.getPropertiesOfType(propsType)) {
    const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!declaration || !declaration.getSourceFile().fileName.startsWith(srcDir)) continue;
    const description = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim();
    const propType = checker.getTypeOfSymbolAtLocation(prop, declaration);
    const shown = ts.isPropertySignature(declaration) && declaration.type ? declaration.type.getText() : undefined;
    props.push({
      name: prop.name,
      type: (shown ?? checker.typeToString(checker.getNonNullableType(propType))).replace(/\s+/g, ' '),
      required: (prop.flags & ts.SymbolFlags.Optional) === 0,
      default: defaultOf(prop, description),
      description,
      from: relative(root, declaration.getSourceFile().fileName),
    });
  }
  if (props.length === 0) return null;
  return props;
}

const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
const components = {};
for (const exported of checker.getExportsOfModule(moduleSymbol)) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
  const props = propsOf(symbol);
  if (!props) continue;
  const docs = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  components[exported.name] = { description: docs, props };
}

mkdirSync(new URL('.', `file://${out}`), { recursive: true });
writeFileSync(out, `${JSON.stringify(components, null, 2)}\n`);
const total = Object.values(components).reduce((sum, c) => sum + c.props.length, 0);
console.log(`props: ${Object.keys(components).length} components, ${total} props -> ${relative(root, out)}`);
