// Spreads and array patterns over anything but an array, in src/: `[...set]`, `f(...map.keys())`, `const [a] = set`.
// Babel's preset-env in loose mode (Docusaurus compiles our dist so, and some apps compile their dependencies so)
// assumes an array there: `[...set]` becomes `[set]`. The docs' chat playground crashed on it (issue 30). Use
// `Array.from(x)` instead. Run by `npm run typecheck`; prints each place and exits 1.
import { relative } from 'node:path';
import ts from 'typescript';

const configPath = ts.findConfigFile('.', ts.sys.fileExists, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, '.');
const inSrc = (name) => /^(.*\/)?src\//.test(name) && !name.includes('/node_modules/') && !name.endsWith('.d.ts');
const sources = fileNames.filter(inSrc);
const program = ts.createProgram(sources, options);
const checker = program.getTypeChecker();

/** Whether the type is an array at run time: an array or tuple (readonly too), a subtype of one (a RegExp
 * match), a type parameter bound to one, `never`, or a union of those. */
const anyArray = checker.createArrayType(checker.getAnyType());
function isArray(type) {
  const bound = checker.getBaseConstraintOfType(type) ?? type;
  if (bound.isUnion()) return bound.types.every(isArray);
  return checker.isArrayType(bound) || checker.isTupleType(bound) || checker.isTypeAssignableTo(bound, anyArray);
}

const found = [];
function visit(node) {
  const iterated = ts.isSpreadElement(node)
    ? node.expression
    : ts.isVariableDeclaration(node) && ts.isArrayBindingPattern(node.name) && node.initializer
      ? node.initializer
      : undefined;
  if (iterated && !isArray(checker.getTypeAtLocation(iterated))) {
    const file = node.getSourceFile();
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
    const type = checker.typeToString(checker.getTypeAtLocation(iterated));
    found.push(
      `${relative('.', file.fileName)}:${line + 1}:${character + 1}  ${node.getText().slice(0, 60)}  (${type})`,
    );
  }
  ts.forEachChild(node, visit);
}
for (const file of program.getSourceFiles()) if (inSrc(file.fileName)) visit(file);

if (found.length > 0) {
  console.error(`Spread or array pattern over a non-array (use Array.from; see scripts/check-spreads.mjs):`);
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`ok    no spread over a non-array in ${sources.length} files of src/`);
