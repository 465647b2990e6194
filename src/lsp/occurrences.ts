/**
 * Every place an id is declared or named, in every root: what go-to-definition, find-references
 * and rename read. Files are read as the checks read them (open buffers first). A declaration
 * without an `id:` key (the id is the folder or file name) is found too: renaming it writes the
 * `id:` key, so the folder keeps its name and the asset gets the new id.
 */
import { basename, dirname } from '../common/paths.js';
import { filesOf, readText } from './documents.js';
import { scenarioEntryRef } from './symbols-at.js';
import type { IdTarget } from './symbols-at.js';
import type { Checked } from './workspace.js';
import { fileYaml, frontmatterYaml, scalars } from './yaml-at.js';
import type { ScalarAt } from './yaml-at.js';

export interface Occurrence {
  /** Display path. */
  readonly file: string;
  readonly text: string;
  /** File offsets of the id as written (quotes excluded); equal for an id given by a name. */
  readonly start: number;
  readonly end: number;
  readonly declaration: boolean;
  /** The edit that renames this occurrence. */
  readonly rename: (id: string) => { readonly start: number; readonly end: number; readonly newText: string };
}

/** The id inside a scalar's range: quotes left out. */
function inner(text: string, s: ScalarAt): { start: number; end: number } {
  const q = text[s.start];
  return q === '"' || q === "'" ? { start: s.start + 1, end: s.end - 1 } : { start: s.start, end: s.end };
}

function replacing(
  file: string,
  text: string,
  start: number,
  end: number,
  declaration: boolean,
  prefix = '',
): Occurrence {
  return {
    file,
    text,
    start,
    end,
    declaration,
    rename: (id) => ({ start, end, newText: prefix + id }),
  };
}

/** The `id:` declaration of an asset file: its value, or (no `id:` key) where to write one. */
function declaration(file: string, text: string, implicitId: string, id: string): Occurrence | null {
  const y = frontmatterYaml(text);
  const written = y === null ? undefined : scalars(y).find((s) => s.path.length === 1 && s.path[0] === 'id');
  if (written !== undefined) {
    if (written.value !== id) return null;
    const r = inner(text, written);
    return replacing(file, text, r.start, r.end, true);
  }
  if (implicitId !== id) return null;
  const open = y === null ? 0 : y.offset;
  return {
    file,
    text,
    start: 0,
    end: 0,
    declaration: true,
    rename: (newId) =>
      y === null
        ? { start: 0, end: 0, newText: `---\nid: ${newId}\n---\n\n` }
        : { start: open, end: open, newText: `id: ${newId}\n` },
  };
}

async function each(checked: Checked, files: readonly string[], visit: (file: string, text: string) => Occurrence[]) {
  const out: Occurrence[] = [];
  for (const file of files) {
    const text = await readText(checked, file);
    if (text !== null) out.push(...visit(file, text));
  }
  return out;
}

/** Entry references of the retrieval scenario files (`id` or `world/id`) that `match`. */
async function scenarioRefs(
  checked: Checked,
  match: (world: string | null, id: string) => 'id' | 'world' | null,
): Promise<Occurrence[]> {
  return each(checked, checked.report.retrieval?.files ?? [], (file, text) =>
    scalars(fileYaml(text), true).flatMap((s) => {
      const onKey = s.path[s.path.length - 1] === '$key';
      const ref = scenarioEntryRef(onKey ? s.path.slice(0, -1) : s.path, onKey, s.value);
      if (ref === null || ref.kind !== 'entry') return [];
      const part = match(ref.world, ref.id);
      if (part === null) return [];
      const r = inner(text, s);
      const worldPart = ref.world === null ? 0 : ref.world.length + 1;
      return part === 'world'
        ? [replacing(file, text, r.start, r.start + worldPart - 1, false)]
        : [replacing(file, text, r.start + worldPart, r.end, false)];
    }),
  );
}

export async function occurrences(checked: Checked, target: IdTarget): Promise<Occurrence[]> {
  const { assets } = checked.report;
  if (target.kind === 'world') {
    const worlds = await each(checked, filesOf(checked, 'world'), (file, text) => {
      const d = declaration(file, text, basename(dirname(file)), target.id);
      return d === null ? [] : [d];
    });
    const cards = await each(checked, filesOf(checked, 'character'), (file, text) => {
      const y = frontmatterYaml(text);
      if (y === null) return [];
      return scalars(y)
        .filter((s) => s.path.length === 2 && s.path[0] === 'worlds' && s.value === target.id)
        .map((s) => {
          const r = inner(text, s);
          return replacing(file, text, r.start, r.end, false);
        });
    });
    const tests = await scenarioRefs(checked, (world) => (world === target.id ? 'world' : null));
    return [...worlds, ...cards, ...tests];
  }
  if (target.kind === 'entry') {
    const inWorld = assets.entries.filter((e) => target.world === null || e.world === target.world);
    const named = inWorld.filter((e) => e.id === target.id);
    const worldsOf = new Set(named.map((e) => e.world));
    const decls = await each(
      checked,
      named.map((e) => e.file),
      (file, text) => {
        const d = declaration(file, text, basename(file).replace(/\.md$/i, ''), target.id);
        return d === null ? [] : [d];
      },
    );
    const parents = await each(
      checked,
      inWorld.filter((e) => worldsOf.has(e.world) && e.parents.includes(target.id)).map((e) => e.file),
      (file, text) => {
        const y = frontmatterYaml(text);
        if (y === null) return [];
        return scalars(y)
          .filter((s) => s.path.length === 2 && s.path[0] === 'parents' && s.value === target.id)
          .map((s) => {
            const r = inner(text, s);
            return replacing(file, text, r.start, r.end, false);
          });
      },
    );
    const tests = await scenarioRefs(checked, (world, id) =>
      id === target.id && (world === null || worldsOf.has(world)) ? 'id' : null,
    );
    return [...decls, ...parents, ...tests];
  }
  return ruleOccurrences(checked, target.id);
}

/**
 * The file that already declares `id` where `target` would be renamed to it (a world, or an entry of
 * the worlds the target's entries live in), or null when the id is free.
 */
export function takenBy(checked: Checked, target: IdTarget, id: string): string | null {
  if (id === target.id || target.kind === 'rule') return null;
  const { assets } = checked.report;
  if (target.kind === 'world') return assets.worlds.find((w) => w.id === id)?.file ?? null;
  const worlds = new Set(
    assets.entries
      .filter((e) => e.id === target.id && (target.world === null || e.world === target.world))
      .map((e) => e.world),
  );
  return assets.entries.find((e) => e.id === id && worlds.has(e.world))?.file ?? null;
}

/** Offsets of a 1-based line and column in `text`. */
export function offsetAt(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(text.length, offset + column - 1);
}

async function ruleOccurrences(checked: Checked, id: string): Promise<Occurrence[]> {
  const routing = checked.report.routing;
  if (routing === undefined) return [];
  const out: Occurrence[] = [];
  const index = routing.rules.findIndex((r) => r.id === id);
  const span = index < 0 ? undefined : routing.spans[index]?.nodes.get('/id')?.value;
  const text = await readText(checked, routing.file);
  if (span !== undefined && text !== null) {
    const start = offsetAt(text, span.line, span.column);
    const end = offsetAt(text, span.endLine, span.endColumn);
    out.push(replacing(routing.file, text, start, end, true));
  }
  if (routing.scenarioFile !== null) {
    out.push(
      ...(await each(checked, [routing.scenarioFile], (file, t) =>
        scalars(fileYaml(t))
          .filter((s) => s.path.includes('decidedBy') && s.value === id)
          .map((s) => {
            const r = inner(t, s);
            return replacing(file, t, r.start, r.end, false);
          }),
      )),
    );
  }
  return out;
}
