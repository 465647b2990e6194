/** Parsed files -> Character / World / Entry records (before ids and references are resolved). */
import type { Diagnostic } from '../diagnostics/define.js';
import { parseBudgets } from '../budgets/parse-budgets.js';
import { estimateTokens } from '../budgets/tokens.js';
import { checkFields } from './check-fields.js';
import type { FieldValue } from './check-fields.js';
import type { Character, Entry, Span, World, WorldRef } from './model.js';
import type { ParsedFile } from './parse-file.js';

export interface Origin {
  readonly root: string;
  readonly rootIndex: number;
}

export interface Built<T> {
  readonly asset: T;
  readonly diagnostics: readonly Diagnostic[];
}

const str = (v: FieldValue | undefined, fallback: string): string => (typeof v === 'string' ? v : fallback);
const bool = (v: FieldValue | undefined, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const list = (v: FieldValue | undefined): readonly string[] => (Array.isArray(v) ? (v as readonly string[]) : []);

function source(p: ParsedFile, o: Origin) {
  return {
    file: p.file,
    root: o.root,
    rootIndex: o.rootIndex,
    body: p.body,
    bodyLine: p.bodyLine,
    hasFrontmatter: p.hasFrontmatter,
    readable: p.decoded,
    keySpans: p.keySpans,
  };
}

export function buildCharacter(p: ParsedFile, o: Origin, folder: string): Built<Character> {
  const f = checkFields(p.data, 'character', p.file);
  const b = parseBudgets(f.nodes.budgets ?? null, p.file);
  const id = str(f.values.id, folder);
  const worldsNode = f.nodes.worlds;
  const worlds: WorldRef[] = [];
  if (worldsNode?.kind === 'seq' && f.values.worlds !== undefined) {
    for (const item of worldsNode.items) {
      if (item.kind === 'scalar' && typeof item.value === 'string')
        worlds.push({ ref: item.value, resolved: false, span: item.span });
    }
  }
  const examples = f.values.examples;
  const asset: Character = {
    kind: 'character',
    ...source(p, o),
    id,
    idExplicit: f.values.id !== undefined,
    name: str(f.values.name, id),
    description: str(f.values.description, ''),
    default: bool(f.values.default, false),
    language: typeof f.values.language === 'string' ? f.values.language : null,
    tags: list(f.values.tags),
    worlds,
    examples: typeof examples === 'string' ? { ref: examples, file: null, text: null } : null,
    avatar: null, // the loader fills it from the folder listing (scan-root.ts)
    budgets: b.budgets,
    models: f.models,
  };
  return { asset, diagnostics: [...p.diagnostics, ...f.diagnostics, ...b.diagnostics] };
}

export function buildWorld(p: ParsedFile, o: Origin, folder: string): Built<World> {
  const f = checkFields(p.data, 'world', p.file);
  const id = str(f.values.id, folder);
  const asset: World = {
    kind: 'world',
    ...source(p, o),
    id,
    idExplicit: f.values.id !== undefined,
    name: str(f.values.name, id),
    description: str(f.values.description, ''),
    entryRoot: str(f.values.entryRoot, 'entries'),
    entryDir: null,
  };
  return { asset, diagnostics: [...p.diagnostics, ...f.diagnostics] };
}

export function buildEntry(p: ParsedFile, o: Origin, world: Pick<World, 'id' | 'file'>): Built<Entry> {
  const f = checkFields(p.data, 'entry', p.file);
  const name = p.file.slice(p.file.lastIndexOf('/') + 1);
  const id = str(f.values.id, name.endsWith('.md') ? name.slice(0, -3) : name);
  const asset: Entry = {
    kind: 'entry',
    ...source(p, o),
    id,
    idExplicit: f.values.id !== undefined,
    world: world.id,
    worldFile: world.file,
    name: str(f.values.name, id),
    keys: list(f.values.keys),
    aliases: list(f.values.aliases),
    secondaryKeys: list(f.values.secondaryKeys),
    tags: list(f.values.tags),
    priority: typeof f.values.priority === 'number' ? f.values.priority : 0,
    constant: bool(f.values.constant, false),
    enabled: bool(f.values.enabled, true),
    parents: list(f.values.parents),
    tokens: estimateTokens(p.body),
    duplicate: false,
  };
  return { asset, diagnostics: [...p.diagnostics, ...f.diagnostics] };
}

/** Where to report something about an asset's id: the `id:` key, else the file. */
export function idPlace(a: { readonly file: string; readonly keySpans: { readonly [k: string]: Span } }) {
  const s = a.keySpans.id;
  return s ? { file: a.file, ...s } : { file: a.file, line: null, column: null };
}
