/**
 * The behaviour diff as sections of lines, in zh-CN or en: the one wording the text and Markdown
 * formats (and the Action's summary and PR comment) share. Asset-derived values stand between
 * backticks; each format decides how to show them (the Markdown one makes them inert).
 */
import type { Locale } from '../diagnostics/define.js';
import { LABELS as RETRIEVAL_LABELS } from '../retrieval/text-labels.js';
import type { JsonValue, Predicate, RoutingInput } from '../routing/model/types.js';
import { filterInWords } from '../routing/predicates/filter-words.js';
import { QUIET_REASONS } from './retrieval-side.js';
import { WORDS, code } from './describe-words.js';
import type { Words } from './describe-words.js';
import type {
  AssetDiff,
  BehaviourDiff,
  EntryOutcome,
  InputChange,
  InputSource,
  KeyChange,
  RetrievalChange,
  RetrievalSource,
  RuleChange,
} from './types.js';

export interface Item {
  readonly text: string;
  readonly details: readonly string[];
}

export interface Section {
  /** `moved`: files that moved with their ids unchanged (not behaviour; the Markdown leaves it out). */
  readonly kind: 'routing' | 'retrieval' | 'assets' | 'moved';
  readonly title: string;
  readonly items: readonly Item[];
}

export interface Description {
  readonly heading: string;
  readonly sections: readonly Section[];
  /** The closing line: what was compared. */
  readonly footer: string;
}

const plain = (text: string): Item => ({ text, details: [] });
const json = (v: JsonValue | null): string => (v === null ? '—' : code(JSON.stringify(v)));

/** The input as the user would write it: fields that are false or empty left out. */
function inputText(input: RoutingInput): string {
  const shown = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== false && v !== ''));
  return code(JSON.stringify(shown));
}

function inputSource(w: Words, s: InputSource): string {
  switch (s.kind) {
    case 'scenario':
      return w.scenario(s.name);
    case 'rule':
      return w.rule(s.ruleId);
    case 'scope-value':
      return w.scopeValue(s.ruleId, s.field, s.value, s.added);
    default:
      return w.probe(s.name);
  }
}

/** A changed field's value as the author reads it: a filter in the predicate's words, else JSON. */
function fieldValue(locale: Locale, field: string, v: JsonValue | null): string {
  if (field === 'filter' && v !== null && isPredicate(v)) return code(filterInWords(v, locale));
  return json(v);
}

const isPredicate = (v: JsonValue): v is JsonValue & Predicate =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { kind?: unknown }).kind === 'string';

function ruleLines(w: Words, locale: Locale, r: RuleChange): Item[] {
  if (r.before === null && r.after !== null) return [plain(w.ruleAdded(r.id, r.after.position))];
  if (r.after === null && r.before !== null) return [plain(w.ruleRemoved(r.id, r.before.position))];
  const out: Item[] = [];
  if (r.before !== null && r.after !== null && r.before.rank !== r.after.rank)
    out.push(plain(w.ruleMoved(r.id, r.before.position, r.after.position)));
  if (r.fields.length > 0)
    out.push({
      text: w.ruleFields(r.id, r.fields.map(code).join(', ')),
      details: r.changes.map(
        (c) => `${code(c.field)}: ${fieldValue(locale, c.field, c.before)} → ${fieldValue(locale, c.field, c.after)}`,
      ),
    });
  return out;
}

function inputItem(w: Words, c: InputChange): Item {
  const details = [
    ...c.values.map((v) => `${code(v.path)}: ${json(v.before)} → ${json(v.after)}`),
    ...c.decidedBy.map((d) => w.decided(d.namespace, d.before, d.after)),
    ...c.suppressed.map((s) => w.suppressed(s.path, s.ruleId, s.after)),
  ];
  return { text: w.input(inputText(c.input), c.sources.map((s) => inputSource(w, s)).join(', ')), details };
}

function outcome(w: Words, locale: Locale, o: EntryOutcome | null): string {
  if (o === null) return w.notThere;
  return o.kind === 'injected' ? w.injected(o.order) : w.excluded(RETRIEVAL_LABELS[locale].reason[o.reason]);
}

function retrievalSource(w: Words, s: RetrievalSource): string {
  return s.kind === 'scenario' ? w.scenario(s.name) : w.entryProbe(s.entry);
}

/**
 * One line per probe that changed: an entry probe's own entry is left out (its per-word line says
 * it), so a probe shows here only when its word moves other entries too.
 */
function retrievalItem(w: Words, locale: Locale, c: RetrievalChange): Item | null {
  const own = c.source.kind === 'entry' ? c.source.entry : null;
  const entries = c.entries.filter((e) => e.entry !== own);
  if (entries.length === 0) return null;
  return {
    text: w.retrievalFor(c.character, code(JSON.stringify(c.messages)), retrievalSource(w, c.source)),
    details: entries.map((e) => `${code(e.entry)}: ${outcome(w, locale, e.before)} → ${outcome(w, locale, e.after)}`),
  };
}

const fires = (o: EntryOutcome | null): boolean => o !== null && o.kind === 'injected';
const quiet = (o: EntryOutcome | null): boolean => o === null || (o.kind === 'excluded' && QUIET_REASONS.has(o.reason));
const probeWords = (w: Words, k: KeyChange): string =>
  k.words.length === 0 ? w.anyMessage : code(k.words.join(' + '));

/**
 * The per-key lines: "`astra/capital` for `alice`: no longer fires on `王都`, `塞勒恩`; now fires on
 * `无关词`". Words with the same before → after go together; characters with the same words too.
 */
function keyItems(w: Words, locale: Locale, keys: readonly KeyChange[]): Item[] {
  const byEntry = new Map<string, Map<string, Map<string, string[]>>>();
  for (const k of keys) {
    const transition =
      fires(k.before) && quiet(k.after)
        ? 'stopped'
        : quiet(k.before) && fires(k.after)
          ? 'started'
          : `${outcome(w, locale, k.before)}\u0000${outcome(w, locale, k.after)}`;
    const characters = byEntry.get(k.entry) ?? new Map<string, Map<string, string[]>>();
    byEntry.set(k.entry, characters);
    const groups = characters.get(k.character) ?? new Map<string, string[]>();
    characters.set(k.character, groups);
    groups.set(transition, [...(groups.get(transition) ?? []), probeWords(w, k)]);
  }
  const items: Item[] = [];
  for (const [entry, characters] of byEntry) {
    const byText = new Map<string, string[]>();
    for (const [character, groups] of characters) {
      const order = (t: string): number => (t === 'stopped' ? 0 : t === 'started' ? 1 : 2);
      const sorted = [...groups].sort(([x], [y]) => order(x) - order(y));
      const parts = sorted.map(([t, words]) => {
        const list = words.join(w.list);
        if (t === 'stopped') return w.stopped(list);
        if (t === 'started') return w.started(list);
        const [a = '', b = ''] = t.split('\u0000');
        return w.moved(list, a, b);
      });
      const text = parts.join(w.groups);
      byText.set(text, [...(byText.get(text) ?? []), character]);
    }
    for (const [text, cs] of byText) items.push(plain(w.keysFor(entry, cs.map(code).join(w.list), text)));
  }
  return items;
}

function assetLines(w: Words, a: AssetDiff): string[] {
  return [
    ...a.presence.map((p) =>
      p.before === null
        ? w.presenceAdded(w.kinds[p.kind], p.id, p.after ?? '')
        : w.presenceRemoved(w.kinds[p.kind], p.id, p.before),
    ),
    ...a.worldRefs.map((r) => w.worldRef(r.character, r.ref, r.before, r.after)),
    ...a.entryStatus.map((s) =>
      w.status(s.entry, w.statuses[s.status], s.after === true, s.characters.map(code).join(', ')),
    ),
    ...a.overrides.map((o) => w.override(w.kinds[o.kind], o.id, o.before, o.after)),
    ...a.budgets.map((b) => w.budget(b.character, b.key, b.before, b.after)),
  ];
}

export function describeDiff(diff: BehaviourDiff, locale: Locale): Description {
  const w: Words = WORDS[locale];
  const sections: Section[] = [];
  const routing: Item[] = [];
  if (diff.routing.files.before !== diff.routing.files.after)
    routing.push(plain(w.routingFile(diff.routing.files.before, diff.routing.files.after)));
  routing.push(...diff.routing.rules.flatMap((r) => ruleLines(w, locale, r)));
  routing.push(...diff.routing.inputs.map((c) => inputItem(w, c)));
  if (routing.length > 0) sections.push({ kind: 'routing', title: w.routing, items: routing });
  const retrieval = [
    ...keyItems(w, locale, diff.retrieval.keys),
    ...diff.retrieval.changes.flatMap((c) => retrievalItem(w, locale, c) ?? []),
  ];
  if (retrieval.length > 0) sections.push({ kind: 'retrieval', title: w.retrieval, items: retrieval });
  const assets = assetLines(w, diff.assets).map(plain);
  if (assets.length > 0) sections.push({ kind: 'assets', title: w.assets, items: assets });
  const moved = diff.assets.paths.map((p) => plain(w.path(w.kinds[p.kind], p.id, p.before ?? '', p.after ?? '')));
  if (moved.length > 0) sections.push({ kind: 'moved', title: w.movedFiles, items: moved });
  return {
    heading: diff.behaviourChanged ? w.heading(diff.base, diff.head) : w.none(diff.base, diff.head),
    sections,
    footer: w.footer(diff.routing.compared, diff.retrieval.compared, diff.retrieval.omitted),
  };
}
