/**
 * Lists the functions of src/ longer than a limit (default 60 lines), longest first: functions,
 * methods, constructors, accessors and arrow functions, each counted from its first line to its
 * last (a nested function counts in its parent too). Read with the TypeScript compiler API.
 *
 *   node scripts/long-functions.ts [--min 60] [DIR...]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface LongFunction {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

function nameOf(node: ts.Node): string {
  if (
    (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node)) &&
    node.name !== undefined
  )
    return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isAccessor(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node);

/** The functions of one source text with more than `min` lines. */
export function longFunctionsOf(file: string, text: string, min: number): LongFunction[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body !== undefined) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > min) found.push({ file, line: first + 1, name: nameOf(node), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function* tsFiles(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* tsFiles(path);
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) yield path;
  }
}

/** Every function over `min` lines below `dirs`, longest first (then by file and line). */
export function longFunctions(dirs: readonly string[], min: number, base = process.cwd()): LongFunction[] {
  return dirs
    .flatMap((dir) => [...tsFiles(resolve(base, dir))])
    .flatMap((path) => longFunctionsOf(relative(base, path), readFileSync(path, 'utf8'), min))
    .sort((a, b) => b.lines - a.lines || (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--min');
  const min = at === -1 ? 60 : Number(args.splice(at, 2)[1]);
  if (!Number.isInteger(min) || min < 1) throw new Error('--min takes a whole number of lines');
  const found = longFunctions(args.length > 0 ? args : ['src'], min);
  const rows = found.map((f) => `${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}\n`);
  process.stdout.write(`${rows.join('')}${found.length} function(s) over ${min} lines\n`);
}
