/**
 * The mutation kinds: realistic mistakes an author makes in an asset repository, one line of the
 * table each (`kind`, the mistake in words, where it applies). A kind returns every mutation it can
 * make in a repository, each one edit of one or two files, as an author would make it. New kinds
 * are one entry of KINDS.
 */
import type { Files, Repo } from './repo.js';
import {
  addFrontmatterLines,
  filesOfKind,
  flowList,
  frontmatterLine,
  replaceFrontmatterLine,
  scalarField,
} from './repo.js';
import { appendRule, editRules, readRules, ROUTING, ruleNode } from './routing-edit.js';
import type { PlainRule, Predicate } from './routing-edit.js';
import type { Document, YAMLMap } from 'yaml';

export interface Mutation {
  /** What was changed, for the bench's detail output (`worlds/astra/WORLD.md: id`). */
  readonly target: string;
  readonly files: Files;
}

export interface MutationKind {
  readonly kind: string;
  readonly area: 'assets' | 'routing' | 'scenarios';
  /** The mistake, as an author would describe what they did. */
  readonly mistake: string;
  readonly make: (repo: Repo) => Mutation[];
}

const edit = (files: Files, changes: Record<string, string | null>): Files => {
  const out: Record<string, string> = { ...files };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete out[path];
    else out[path] = text;
  }
  return out;
};

/** A misspelling: two neighbouring characters swapped (or one doubled when too short). */
export function typo(word: string): string {
  const chars = [...word];
  if (chars.length < 3) return word + chars[chars.length - 1];
  const i = Math.floor(chars.length / 2) - 1;
  const swapped = [...chars];
  [swapped[i], swapped[i + 1]] = [chars[i + 1]!, chars[i]!];
  const out = swapped.join('');
  return out === word ? word + chars[chars.length - 1] : out;
}

/** For each file of `paths`, the mutation `change` gives (null: not applicable). */
function perFile(
  files: Files,
  paths: readonly string[],
  change: (text: string, path: string) => { target: string; changes: Record<string, string | null> } | null,
): Mutation[] {
  return paths.flatMap((path) => {
    const c = change(files[path]!, path);
    return c === null ? [] : [{ target: c.target, files: edit(files, c.changes) }];
  });
}

/** A frontmatter field renamed to a misspelling of itself, where the field is present. */
function fieldTypo(kind: 'character' | 'world' | 'world-entry', field: string, wrong: string) {
  return (repo: Repo): Mutation[] =>
    perFile(
      repo.files,
      kind === 'character' ? activeCharacters(repo.files) : filesOfKind(repo.files, kind),
      (text, path) => {
        const at = frontmatterLine(text, field);
        if (at === null) return null;
        const replaced = replaceFrontmatterLine(text, field, [wrong + at[1].slice(field.length)])!;
        return { target: `${path}: ${field} → ${wrong}`, changes: { [path]: replaced } };
      },
    );
}

/** Entries that fire on keys (not constant, enabled). */
function keyedEntries(files: Files): string[] {
  return filesOfKind(files, 'world-entry').filter(
    (p) => frontmatterLine(files[p]!, 'keys') !== null && scalarField(files[p]!, 'constant') !== 'true',
  );
}

/** Entries whose only trigger field is `keys` (no aliases or secondary keys, which fire too). */
function keysOnlyEntries(files: Files): string[] {
  return keyedEntries(files).filter(
    (p) => frontmatterLine(files[p]!, 'aliases') === null && frontmatterLine(files[p]!, 'secondaryKeys') === null,
  );
}

/** Cards in effect: a card whose id another root's card overrides changes nothing at run time. */
function activeCharacters(files: Files): string[] {
  const all = filesOfKind(files, 'character');
  const last = new Map(all.map((p) => [scalarField(files[p]!, 'id'), p]));
  return all.filter((p) => last.get(scalarField(files[p]!, 'id')) === p);
}

/** Which characters read which world ids. */
function readers(files: Files): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of activeCharacters(files)) {
    const line = frontmatterLine(files[path]!, 'worlds');
    for (const w of line === null ? [] : (flowList(line[1]) ?? [])) out.set(w, [...(out.get(w) ?? []), path]);
  }
  return out;
}

/** The enabled rules of the routing file (a mistake in a disabled rule changes nothing). */
const routingRules = (files: Files): PlainRule[] =>
  files[ROUTING] === undefined ? [] : readRules(files[ROUTING]).filter((r) => r.enabled !== false);

/** A filter no narrower than `f` with the same specificity (docs/routing-validation.md), or null. */
export function broaden(f: Predicate): Predicate | null {
  if (f.kind === 'scope' && Array.isArray(f['values']) && f['values'].length > 0)
    return f['field'] === 'guild' ? { kind: 'group' } : { kind: 'scope', field: f['field'], values: [] };
  if (f.kind === 'content' && (f['match'] === 'contains' || f['match'] === 'startsWith')) {
    const text = [...String(f['text'])];
    return text.length < 2 ? null : { kind: 'content', match: 'contains', text: text.slice(1).join('') };
  }
  if (f.kind === 'and' && Array.isArray(f['operands'])) {
    const ops = f['operands'] as Predicate[];
    const i = ops.findIndex((o) => broaden(o) !== null && o.kind !== 'and');
    if (i < 0) return null;
    return { kind: 'and', operands: ops.map((o, j) => (j === i ? broaden(o)! : o)) };
  }
  return null;
}

/** An atom every input matching `f` matches too, so `and[f, it]` is f, one step more specific. */
export function impliedAtom(f: Predicate): Predicate | null {
  if (f.kind === 'scope' && Array.isArray(f['values']) && f['values'].length > 0)
    return f['field'] === 'guild' ? { kind: 'group' } : { kind: 'scope', field: f['field'], values: [] };
  if (f.kind === 'content' && (f['match'] === 'contains' || f['match'] === 'startsWith')) {
    const text = [...String(f['text'])];
    return text.length < 2 ? null : { kind: 'content', match: 'contains', text: text.slice(0, -1).join('') };
  }
  if (f.kind === 'and' && Array.isArray(f['operands']))
    for (const o of f['operands'] as Predicate[]) {
      const a = impliedAtom(o);
      if (a !== null) return a;
    }
  return null;
}

const PRESET_RULES = (files: Files): PlainRule[] =>
  routingRules(files).filter((r) => r.id !== 'global' && r.values?.['chat.preset'] !== undefined);

/** A rule added beside each rule `r` that writes chat.preset: filter from `filterOf`, priority from `priorityOf`. */
function ruleBeside(
  idSuffix: string,
  filterOf: (r: PlainRule) => Predicate | null,
  priorityOf: (r: PlainRule) => number,
) {
  return (repo: Repo): Mutation[] =>
    PRESET_RULES(repo.files).flatMap((r) => {
      const filter = filterOf(r);
      if (filter === null) return [];
      const text = editRules(repo.files[ROUTING]!, (rules, doc) =>
        appendRule(rules, doc, {
          id: `${r.id}${idSuffix}`,
          filter,
          priority: priorityOf(r),
          values: { 'chat.preset': { preset: 'group-default' } },
        }),
      );
      return [
        { target: `${ROUTING}: ${r.id}${idSuffix} beside ${r.id}`, files: edit(repo.files, { [ROUTING]: text }) },
      ];
    });
}

/** Every dotted leaf path a rule's values write. */
function leafPaths(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([k, v]) => {
    const path = prefix === '' ? k : `${prefix}.${k}`;
    return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0
      ? leafPaths(v as Record<string, unknown>, path)
      : [path];
  });
}

/** Edits one rule of the routing file for each rule `pick` accepts. */
function perRule(
  pick: (r: PlainRule) => boolean,
  change: (rule: YAMLMap, r: PlainRule, doc: Document) => string | null,
) {
  return (repo: Repo): Mutation[] =>
    routingRules(repo.files)
      .filter(pick)
      .flatMap((r) => {
        let target: string | null = null;
        const text = editRules(repo.files[ROUTING]!, (rules, doc) => {
          target = change(ruleNode(rules, r.id), r, doc);
        });
        return target === null
          ? []
          : [{ target: `${ROUTING}: ${r.id} ${target}`, files: edit(repo.files, { [ROUTING]: text }) }];
      });
}

const scopeWithValues = (f: Predicate): Predicate | null => {
  if (f.kind === 'scope' && Array.isArray(f['values']) && f['values'].length > 0) return f;
  if (f.kind === 'and' || f.kind === 'or')
    for (const o of (f['operands'] as Predicate[]) ?? []) {
      const s = scopeWithValues(o);
      if (s !== null) return s;
    }
  return null;
};

/** The path of the first scope-with-values node of a filter, below `filter`. */
function scopePath(f: Predicate, at: (string | number)[] = ['filter']): (string | number)[] | null {
  if (f.kind === 'scope' && Array.isArray(f['values']) && f['values'].length > 0) return at;
  if (f.kind === 'and' || f.kind === 'or') {
    const ops = (f['operands'] as Predicate[]) ?? [];
    for (const [i, o] of ops.entries()) {
      const p = scopePath(o, [...at, 'operands', i]);
      if (p !== null) return p;
    }
  }
  return null;
}

export const KINDS: readonly MutationKind[] = [
  // ── assets ──────────────────────────────────────────────────────────────────────────────────
  {
    kind: 'world-ref-typo',
    area: 'assets',
    mistake: "a card's world reference misspelt",
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) => {
        const line = frontmatterLine(text, 'worlds');
        const list = line === null ? null : flowList(line[1]);
        if (!list || list.length === 0) return null;
        const wrong = [typo(list[0]!), ...list.slice(1)];
        return {
          target: `${path}: worlds ${list[0]} → ${wrong[0]}`,
          changes: { [path]: replaceFrontmatterLine(text, 'worlds', [`worlds: [${wrong.join(', ')}]`])! },
        };
      }),
  },
  {
    kind: 'world-id-typo',
    area: 'assets',
    mistake: "a world's own id misspelt (its cards still name the old one)",
    make: (repo) =>
      perFile(repo.files, filesOfKind(repo.files, 'world'), (text, path) => {
        const id = scalarField(text, 'id');
        if (id === null || !readers(repo.files).has(id)) return null;
        return {
          target: `${path}: id ${id} → ${typo(id)}`,
          changes: { [path]: replaceFrontmatterLine(text, 'id', [`id: ${typo(id)}`])! },
        };
      }),
  },
  {
    kind: 'world-dropped',
    area: 'assets',
    mistake: "a world removed from a card's `worlds` (no other card reads it)",
    make: (repo) => {
      const who = readers(repo.files);
      return perFile(repo.files, activeCharacters(repo.files), (text, path) => {
        const line = frontmatterLine(text, 'worlds');
        const list = line === null ? null : flowList(line[1]);
        const only = list?.find((w) => who.get(w)?.length === 1);
        if (!list || only === undefined) return null;
        const rest = list.filter((w) => w !== only);
        return {
          target: `${path}: worlds without ${only}`,
          changes: { [path]: replaceFrontmatterLine(text, 'worlds', [`worlds: [${rest.join(', ')}]`])! },
        };
      });
    },
  },
  {
    kind: 'entry-field-typo',
    area: 'assets',
    mistake: 'an entry field misspelt (`kyes:` for `keys:`)',
    make: fieldTypo('world-entry', 'keys', 'kyes'),
  },
  {
    kind: 'secondary-keys-case',
    area: 'assets',
    mistake: 'an entry field in the wrong case (`secondarykeys:`)',
    make: fieldTypo('world-entry', 'secondaryKeys', 'secondarykeys'),
  },
  {
    kind: 'character-field-typo',
    area: 'assets',
    mistake: 'a card field misspelt (`world:` for `worlds:`)',
    make: fieldTypo('character', 'worlds', 'world'),
  },
  {
    kind: 'key-typo',
    area: 'assets',
    mistake: "a key copied from the entry's name with two characters swapped",
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => {
        const list = flowList(frontmatterLine(text, 'keys')![1]);
        const name = scalarField(text, 'name') ?? '';
        const key = list?.find(
          (k) => [...k].length >= (/[\u4e00-\u9fff]/.test(k) ? 3 : 4) && name.toLowerCase().includes(k.toLowerCase()),
        );
        if (!list || key === undefined || typo(key) === key) return null;
        const wrong = list.map((k) => (k === key ? typo(key) : k));
        return {
          target: `${path}: key ${key} → ${typo(key)}`,
          changes: { [path]: replaceFrontmatterLine(text, 'keys', [`keys: [${wrong.join(', ')}]`])! },
        };
      }),
  },
  {
    kind: 'keys-removed',
    area: 'assets',
    mistake: "an entry's `keys` and `aliases` lines deleted (its secondary keys kept)",
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => {
        // the primary words go; secondary keys, if any, stay (they never trigger alone)
        const noKeys = replaceFrontmatterLine(text, 'keys', [])!;
        return {
          target: `${path}: keys removed`,
          changes: { [path]: replaceFrontmatterLine(noKeys, 'aliases', []) ?? noKeys },
        };
      }),
  },
  {
    kind: 'keys-emptied',
    area: 'assets',
    mistake: "an entry's keys emptied (`keys: []`)",
    make: (repo) =>
      perFile(repo.files, keysOnlyEntries(repo.files), (text, path) => ({
        target: `${path}: keys: []`,
        changes: { [path]: replaceFrontmatterLine(text, 'keys', ['keys: []'])! },
      })),
  },
  {
    kind: 'overlong-key',
    area: 'assets',
    mistake: 'a whole sentence written as a key',
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => {
        const list = flowList(frontmatterLine(text, 'keys')![1]);
        if (!list || list.length === 0) return null;
        const cjk = /[\u3400-\u9fff]/.test(list[0]!);
        const sentence = cjk
          ? `在长安东市听雨茶馆里与各派使者谈判的那个下着小雨的午后${list[0]}`
          : `the afternoon when it rained over the ${list[0]} and every envoy came`;
        return {
          target: `${path}: keys [${sentence}]`,
          changes: { [path]: replaceFrontmatterLine(text, 'keys', [`keys: [${sentence}]`])! },
        };
      }),
  },
  {
    kind: 'short-key',
    area: 'assets',
    mistake: 'a one-character key added',
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => {
        const list = flowList(frontmatterLine(text, 'keys')![1]);
        if (!list || list.length === 0) return null;
        const one = [...list[0]!][0]!;
        return {
          target: `${path}: key ${one} added`,
          changes: { [path]: replaceFrontmatterLine(text, 'keys', [`keys: [${[...list, one].join(', ')}]`])! },
        };
      }),
  },
  {
    kind: 'key-with-macro',
    area: 'assets',
    mistake: 'a card macro written in a key (`{{user}}的家`)',
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => ({
        target: `${path}: key {{user}}的家`,
        changes: { [path]: replaceFrontmatterLine(text, 'keys', [`keys: ['{{user}}的家']`])! },
      })),
  },
  {
    kind: 'entry-copied',
    area: 'assets',
    mistake: 'an entry file copied to start a new one, its id left unchanged',
    make: (repo) =>
      perFile(repo.files, keyedEntries(repo.files), (text, path) => ({
        target: `${path} copied`,
        changes: { [path.replace(/\.md$/, '-copy.md')]: text },
      })),
  },
  {
    kind: 'character-copied',
    area: 'assets',
    mistake: 'a card folder copied to start a new character, its id left unchanged',
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) => {
        const copy = path.replace(/\/([^/]+)\/CHARACTER\.md$/, '/$1-copy/CHARACTER.md');
        const examples = scalarField(text, 'examples');
        const folder = path.slice(0, path.lastIndexOf('/'));
        const extra =
          examples === null
            ? {}
            : { [copy.replace(/CHARACTER\.md$/, examples)]: repo.files[`${folder}/${examples}`] ?? '' };
        return { target: `${path} copied`, changes: { [copy]: text, ...extra } };
      }),
  },
  {
    kind: 'second-default',
    area: 'assets',
    mistake: 'a second card marked `default: true`',
    make: (repo) => {
      const hasDefault = activeCharacters(repo.files).some((p) => scalarField(repo.files[p]!, 'default') === 'true');
      if (!hasDefault) return [];
      return perFile(repo.files, activeCharacters(repo.files), (text, path) =>
        scalarField(text, 'default') === 'true'
          ? null
          : { target: `${path}: default: true`, changes: { [path]: addFrontmatterLines(text, ['default: true']) } },
      );
    },
  },
  {
    kind: 'broken-yaml',
    area: 'assets',
    mistake: 'a frontmatter line broken (a list left unclosed)',
    make: (repo) =>
      perFile(repo.files, [...keyedEntries(repo.files), ...activeCharacters(repo.files)], (text, path) => {
        const field = frontmatterLine(text, 'keys') ? 'keys' : 'worlds';
        const at = frontmatterLine(text, field);
        if (at === null || !at[1].trimEnd().endsWith(']')) return null;
        return {
          target: `${path}: ${field} list unclosed`,
          changes: { [path]: replaceFrontmatterLine(text, field, [at[1].trimEnd().slice(0, -1)])! },
        };
      }),
  },
  {
    kind: 'frontmatter-unclosed',
    area: 'assets',
    mistake: "the frontmatter's closing `---` deleted",
    make: (repo) =>
      perFile(repo.files, [...keyedEntries(repo.files), ...activeCharacters(repo.files)], (text, path) => {
        const lines = text.split('\n');
        const end = lines.indexOf('---', 1);
        if (end < 0) return null;
        lines.splice(end, 1);
        return { target: `${path}: closing --- deleted`, changes: { [path]: lines.join('\n') } };
      }),
  },
  {
    kind: 'budget-typo',
    area: 'assets',
    mistake: 'a budget name misspelt (`worldEntry:`)',
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) =>
        text.includes('\n  worldEntries:')
          ? {
              target: `${path}: budgets.worldEntry`,
              changes: { [path]: text.replace('\n  worldEntries:', '\n  worldEntry:') },
            }
          : null,
      ),
  },
  {
    kind: 'budget-zero',
    area: 'assets',
    mistake: 'a budget set to 0 (meaning "no limit")',
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) =>
        /\n {2}worldEntries: \d+/.test(text)
          ? {
              target: `${path}: budgets.worldEntries: 0`,
              changes: { [path]: text.replace(/\n {2}worldEntries: \d+/, '\n  worldEntries: 0') },
            }
          : null,
      ),
  },
  {
    kind: 'budget-as-text',
    area: 'assets',
    mistake: 'a budget written with a unit (`5k`)',
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) =>
        /\n {2}worldEntries: \d+/.test(text)
          ? {
              target: `${path}: budgets.worldEntries: 5k`,
              changes: { [path]: text.replace(/\n {2}worldEntries: \d+/, '\n  worldEntries: 5k') },
            }
          : null,
      ),
  },
  {
    kind: 'budget-too-small',
    area: 'assets',
    mistake: 'the world budget cut below what the world core needs (`worldCore: 20`)',
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) => {
        const line = frontmatterLine(text, 'worlds');
        if (line === null || (flowList(line[1]) ?? []).length === 0 || !text.includes('\nbudgets:\n')) return null;
        const without = text.replace(/\n {2}worldCore: \d+/, '');
        return {
          target: `${path}: budgets.worldCore: 20`,
          changes: { [path]: without.replace('\nbudgets:\n', '\nbudgets:\n  worldCore: 20\n') },
        };
      }),
  },
  {
    kind: 'examples-missing',
    area: 'assets',
    mistake: "a card's examples file renamed, the card not updated",
    make: (repo) =>
      perFile(repo.files, activeCharacters(repo.files), (text, path) => {
        const examples = scalarField(text, 'examples');
        if (examples === null) return null;
        const file = `${path.slice(0, path.lastIndexOf('/'))}/${examples}`;
        if (repo.files[file] === undefined) return null;
        return {
          target: `${file} renamed`,
          changes: { [file]: null, [file.replace(/\.md$/, '-old.md')]: repo.files[file]! },
        };
      }),
  },
  {
    kind: 'imported-keyless',
    area: 'assets',
    mistake: 'an imported entry whose source had no keys and was not constant',
    make: (repo) =>
      perFile(repo.files, keysOnlyEntries(repo.files), (text, path) => ({
        target: `${path}: imported without keys`,
        changes: {
          [path]: addFrontmatterLines(replaceFrontmatterLine(text, 'keys', [])!, ['x-sillytavern:', '  uid: 7']),
        },
      })),
  },
  // ── routing ─────────────────────────────────────────────────────────────────────────────────
  {
    kind: 'broader-rule-higher-priority',
    area: 'routing',
    mistake: 'a broader rule given a higher priority "so it wins"',
    make: ruleBeside(
      '-wide',
      (r) => broaden(r.filter),
      (r) => (r.priority ?? 0) + 10,
    ),
  },
  {
    kind: 'more-specific-copy',
    area: 'routing',
    mistake: 'a copy of a rule with one more (already implied) condition, the old rule kept',
    make: ruleBeside(
      '-v2',
      (r) => {
        const a = impliedAtom(r.filter);
        return a === null ? null : { kind: 'and', operands: [r.filter, a] };
      },
      (r) => r.priority ?? 0,
    ),
  },
  {
    kind: 'lock-over-writes',
    area: 'routing',
    mistake: '`global` locks a path that narrower rules write',
    make: (repo) => {
      const rules = routingRules(repo.files);
      const locked = new Set(rules.find((r) => r.id === 'global')?.locked ?? []);
      const paths = [...new Set(rules.filter((r) => r.id !== 'global').flatMap((r) => leafPaths(r.values ?? {})))]
        .filter((p) => !locked.has(p))
        .sort();
      return paths.map((path) => ({
        target: `${ROUTING}: global locks ${path}`,
        files: edit(repo.files, {
          [ROUTING]: editRules(repo.files[ROUTING]!, (seq, doc) => {
            const global = ruleNode(seq, 'global');
            const locked = ((global.toJSON() as PlainRule).locked ?? []) as string[];
            global.set('locked', doc.createNode([...locked, path]));
          }),
        }),
      }));
    },
  },
  {
    kind: 'engine-typo',
    area: 'routing',
    mistake: 'an engine id misspelt in a rule (`charcter`)',
    make: perRule(
      (r) => r.id !== 'global',
      (rule, _r, doc) => {
        const values = rule.get('values', true) as YAMLMap | undefined;
        if (!values) return null;
        values.set('chat.engine', doc.createNode({ id: 'charcter' }));
        return 'chat.engine.id: charcter';
      },
    ),
  },
  {
    kind: 'namespace-typo',
    area: 'routing',
    mistake: 'a namespace misspelt (`chat.presets`)',
    make: perRule(
      (r) => r.values?.['chat.preset'] !== undefined,
      (rule) => {
        const values = rule.get('values', true) as unknown as YAMLMap;
        const pair = values.items.find((p) => String((p.key as { value?: unknown })?.value ?? p.key) === 'chat.preset');
        if (!pair) return null;
        (pair.key as { value: string }).value = 'chat.presets';
        return 'chat.preset → chat.presets';
      },
    ),
  },
  {
    kind: 'value-field-typo',
    area: 'routing',
    mistake: 'a field inside a namespace misspelt (`chat.preset.presets`)',
    make: perRule(
      (r) => r.id !== 'global' && r.values?.['chat.preset'] !== undefined,
      (rule, r, doc) => {
        const values = rule.get('values', true) as unknown as YAMLMap;
        values.set(
          'chat.preset',
          doc.createNode({ presets: (r.values!['chat.preset'] as { preset?: string }).preset }),
        );
        return 'chat.preset.preset → presets';
      },
    ),
  },
  {
    kind: 'value-wrong-type',
    area: 'routing',
    mistake: 'a value of the wrong type (`render.quote: "yes"`)',
    make: perRule(
      (r) => r.id !== 'global',
      (rule, _r, doc) => {
        const values = rule.get('values', true) as YAMLMap | undefined;
        if (!values) return null;
        values.set('render', doc.createNode({ quote: 'yes' }));
        return 'render.quote: "yes"';
      },
    ),
  },
  {
    kind: 'scope-id-unquoted',
    area: 'routing',
    mistake: 'a numeric guild or user id written without quotes',
    make: perRule(
      (r) =>
        scopeWithValues(r.filter) !== null &&
        /^\d+$/.test(String((scopeWithValues(r.filter)!['values'] as unknown[])[0])),
      (rule, r, doc) => {
        const path = scopePath(r.filter)!;
        const values = (scopeWithValues(r.filter)!['values'] as string[]).map((v) => (/^\d+$/.test(v) ? Number(v) : v));
        const node = doc.createNode(values);
        (node as { flow?: boolean }).flow = true;
        rule.setIn([...path, 'values'], node);
        return `${path.join('.')}.values unquoted`;
      },
    ),
  },
  {
    kind: 'predicate-kind-typo',
    area: 'routing',
    mistake: 'a predicate kind misspelt (`scopes`)',
    make: perRule(
      (r) => scopeWithValues(r.filter) !== null,
      (rule, r) => {
        const path = scopePath(r.filter)!;
        rule.setIn([...path, 'kind'], 'scopes');
        return `${path.join('.')}.kind: scopes`;
      },
    ),
  },
  {
    kind: 'scope-field-typo',
    area: 'routing',
    mistake: 'a scope field misspelt (`guilds`)',
    make: perRule(
      (r) => scopeWithValues(r.filter) !== null,
      (rule, r) => {
        const path = scopePath(r.filter)!;
        const field = String(scopeWithValues(r.filter)!['field']);
        rule.setIn([...path, 'field'], `${field}s`);
        return `${path.join('.')}.field: ${field}s`;
      },
    ),
  },
  {
    kind: 'rule-copied',
    area: 'routing',
    mistake: 'a rule copied to start a new one, its id left unchanged',
    make: (repo) =>
      routingRules(repo.files)
        .filter((r) => r.id !== 'global')
        .map((r) => ({
          target: `${ROUTING}: ${r.id} copied`,
          files: edit(repo.files, {
            [ROUTING]: editRules(repo.files[ROUTING]!, (rules, doc) =>
              appendRule(rules, doc, { ...r, values: { 'chat.preset': { preset: 'copy' } } }),
            ),
          }),
        })),
  },
  {
    kind: 'regex-broken',
    area: 'routing',
    mistake: 'a content regex with an unclosed group',
    make: perRule(
      (r) => r.id !== 'global',
      (rule, _r, doc) => {
        rule.set('filter', doc.createNode({ kind: 'content', match: 'regex', text: '^(#研讨\\s+' }));
        return 'filter regex ^(#研讨\\s+';
      },
    ),
  },
  {
    kind: 'global-narrowed',
    area: 'routing',
    mistake: "`global`'s filter narrowed",
    make: perRule(
      (r) => r.id === 'global',
      (rule, _r, doc) => {
        rule.set('filter', doc.createNode({ kind: 'group' }));
        return 'filter: group';
      },
    ),
  },
  {
    kind: 'contradictory-filter',
    area: 'routing',
    mistake: 'a rule narrowed to "direct and in this guild" (never both)',
    make: perRule(
      (r) => r.id !== 'global' && scopeWithValues(r.filter)?.['field'] === 'guild',
      (rule, r, doc) => {
        rule.set('filter', doc.createNode({ kind: 'and', operands: [{ kind: 'direct' }, r.filter] }));
        return 'filter: and[direct, …]';
      },
    ),
  },
  {
    kind: 'routing-broken-yaml',
    area: 'routing',
    mistake: 'a line of the routing file broken (a quote left open)',
    make: (repo) => {
      const text = repo.files[ROUTING];
      if (text === undefined) return [];
      const lines = text.split('\n');
      return lines
        .map((line, i) => [line, i] as const)
        .filter(([line]) => /^\s+(- )?id: /.test(line))
        .slice(0, 12)
        .map(([line, i]) => {
          const broken = [...lines];
          broken[i] = line.replace(/id: '?([^']*)'?$/, "id: '$1");
          return {
            target: `${ROUTING}:${i + 1} quote left open`,
            files: edit(repo.files, { [ROUTING]: broken.join('\n') }),
          };
        });
    },
  },
  // ── scenarios ───────────────────────────────────────────────────────────────────────────────
  {
    kind: 'scenario-entry-deleted',
    area: 'scenarios',
    mistake: 'an entry deleted while a retrieval scenario still names it',
    make: (repo) => {
      const scenarios = repo.files['retrieval.tests.yaml'];
      if (scenarios === undefined) return [];
      return perFile(repo.files, filesOfKind(repo.files, 'world-entry'), (text, path) => {
        const id = scalarField(text, 'id');
        if (id === null || !new RegExp(`[\\[ ,/]${id}[\\], \\n]`).test(scenarios)) return null;
        return { target: `${path} deleted`, changes: { [path]: null } };
      });
    },
  },
  {
    kind: 'scenario-rule-deleted',
    area: 'scenarios',
    mistake: 'a rule deleted while a routing scenario still names it in `decidedBy`',
    make: (repo) => {
      const scenarios = repo.files['routing.tests.yaml'];
      if (scenarios === undefined) return [];
      return routingRules(repo.files)
        .filter((r) => r.id !== 'global' && new RegExp(`: ${r.id}[ ,}\\n]`).test(scenarios))
        .map((r) => ({
          target: `${ROUTING}: ${r.id} deleted`,
          files: edit(repo.files, {
            [ROUTING]: editRules(repo.files[ROUTING]!, (rules) => {
              rules.items = rules.items.filter((n) => (n as YAMLMap).get('id') !== r.id);
            }),
          }),
        }));
    },
  },
];
