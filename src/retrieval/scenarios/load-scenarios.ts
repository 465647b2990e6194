/**
 * Read `retrieval.tests.yaml`: a list of scenarios (or a mapping with `tests:`), each
 * `{ name, character, messages: [string…], expect: { injected, ordered, notInjected, reason } }`
 * (docs/retrieval.md). Malformed scenarios are reported (`retrieval.invalid-scenario`, at the
 * field) and left out; a file that cannot be read, parsed or expanded is one such diagnostic.
 * Never throws. Refs are only parsed here; run-scenarios.ts resolves them against the assets, so
 * the same scenarios can be replayed on another asset graph (`rp-assets diff`).
 */
import { closestCandidate } from '../../common/closest-candidate.js';
import type { FileSystem } from '../../common/fs.js';
import type { Diagnostic, Place } from '../../diagnostics/define.js';
import { fileOnly, report } from '../../diagnostics/report.js';
import { retrievalInvalidScenario } from '../../diagnostics/codes/retrieval/invalid-scenario.js';
import type { InvalidScenarioData } from '../../diagnostics/codes/retrieval/invalid-scenario.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath, RuleSpans } from '../../common/spans.js';
import { readNamedItems, spanAt } from '../../common/spans.js';
import { choices } from '../../common/value-kinds.js';
import { FILE_LIMITS, YamlBudget, tooLargeData } from '../../common/yaml/budget.js';
import type { Plain } from '../../common/yaml/plain.js';
import { isMapping, plainKind, readPlain, scenarioItems } from '../../common/yaml/plain.js';
import { readYamlFile } from '../../common/yaml/read-file.js';
import type { ExclusionReason } from '../types.js';
import { EXCLUSION_REASONS, EXPECT_FIELDS, SCENARIO_FIELDS } from './fields.js';
import type { RetrievalScenario, ScenarioEntryRef } from './types.js';

export interface LoadedRetrievalScenarios {
  readonly scenarios: readonly RetrievalScenario[];
  readonly diagnostics: readonly Diagnostic[];
}

/** A `retrieval.invalid-scenario` diagnostic; unset data fields are empty. */
export function invalidScenario(place: Place, data: Partial<InvalidScenarioData>, key?: string): Diagnostic {
  const full: InvalidScenarioData = {
    problem: 'field',
    name: '',
    field: '',
    expected: '',
    found: '',
    suggestion: '',
    candidates: [],
    character: '',
    reason: '',
    limit: 0,
    ...data,
  };
  return report(retrievalInvalidScenario, place, full, key !== undefined ? { key } : {});
}

/** The text of a ref as written: `id` or `world/id`. */
export function refText(ref: ScenarioEntryRef): string {
  return ref.world === null ? ref.id : `${ref.world}/${ref.id}`;
}

/** `world/id` splits at the first `/`; a ref without one is a bare id. Null when a side is empty. */
export function parseRef(text: string): ScenarioEntryRef | null {
  if (text.trim() === '') return null;
  const slash = text.indexOf('/');
  if (slash < 0) return { world: null, id: text };
  const world = text.slice(0, slash);
  const id = text.slice(slash + 1);
  return world === '' || id === '' ? null : { world, id };
}

export async function loadRetrievalScenarios(
  path: string,
  fs: FileSystem,
  file = path,
): Promise<LoadedRetrievalScenarios> {
  const read = await readYamlFile(path, fs);
  if (!read.ok)
    return {
      scenarios: [],
      diagnostics: [invalidScenario(fileOnly(file), { problem: 'unreadable', field: file, reason: read.reason })],
    };
  const { source } = read;
  const diagnostics: Diagnostic[] = source.syntaxErrors.map((e) =>
    invalidScenario(placeOf(file, e.span), { problem: 'yaml-syntax', reason: e.reason }),
  );
  if (diagnostics.length > 0) return { scenarios: [], diagnostics };
  const plain = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
  if (plain.kind === 'too-large') {
    diagnostics.push(invalidScenario(placeOf(file, plain.span), { problem: 'too-large', ...tooLargeData(plain) }));
    return { scenarios: [], diagnostics };
  }
  const { root, nodes } = plain;
  const items = scenarioItems(root);
  if (items === null) {
    const at = isMapping(root) && root['tests'] !== undefined ? ['tests'] : [];
    diagnostics.push(
      invalidScenario(placeOf(file, spanAt({ index: -1, nodes }, at)), {
        field: 'tests',
        expected: 'retrieval-scenario-list',
        found: plainKind(isMapping(root) && root['tests'] !== undefined ? root['tests'] : root),
      }),
    );
    return { scenarios: [], diagnostics };
  }
  const scenarios = readNamedItems(
    items.list,
    items.base,
    nodes,
    (raw, spans) => readScenario(raw, file, spans, diagnostics),
    (s, spans) =>
      diagnostics.push(
        invalidScenario(placeOf(file, spanAt(spans, ['name'])), {
          problem: 'duplicate-name',
          name: s.name,
          field: 'name',
          found: '`' + s.name + '`',
        }),
      ),
  );
  return { scenarios, diagnostics };
}

/**
 * Reads one scenario's fields: each problem is a `retrieval.invalid-scenario` at its field, named
 * by the scenario (once its name is read), and makes the scenario invalid (`ok` false).
 */
class ScenarioReader {
  name = '';
  ok = true;

  constructor(
    readonly file: string,
    readonly spans: RuleSpans,
    private readonly out: Diagnostic[],
  ) {}

  at(path: NodePath, which: 'key' | 'value' = 'value'): Place {
    return placeOf(this.file, spanAt(this.spans, path, which));
  }

  /** A diagnostic of its own; the scenario is invalid. */
  report(d: Diagnostic): void {
    this.out.push(d);
    this.ok = false;
  }

  /** `field` (at `path`) is not what `expected` names. */
  bad(path: NodePath, field: string, expected: string, found: Plain | undefined): void {
    const kind =
      found === undefined ? 'missing' : Array.isArray(found) && found.length === 0 ? 'empty-list' : plainKind(found);
    this.report(invalidScenario(this.at(path), { name: this.name, field, expected, found: kind }));
  }

  unknownKeys(m: { [key: string]: Plain }, known: readonly string[], prefix: NodePath): void {
    for (const key of Object.keys(m)) {
      if (known.includes(key)) continue;
      this.report(
        invalidScenario(this.at([...prefix, key], 'key'), {
          problem: 'unknown-field',
          name: this.name,
          field: [...prefix, key].join('.'),
          expected: choices(known),
          found: '`' + key + '`',
          suggestion: closestCandidate(key, known) ?? '',
        }),
      );
    }
  }

  /** A non-empty string field, or null (reported). */
  text(raw: { [key: string]: Plain }, key: string): string | null {
    const v = raw[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    this.bad(v === undefined ? [] : [key], key, 'non-empty-string', v);
    return null;
  }
}

function readScenario(raw: Plain, file: string, spans: RuleSpans, out: Diagnostic[]): RetrievalScenario | null {
  const r = new ScenarioReader(file, spans, out);
  if (!isMapping(raw)) {
    r.bad([], 'scenario', 'mapping', raw);
    return null;
  }
  r.name = r.text(raw, 'name') ?? '';
  r.unknownKeys(raw, SCENARIO_FIELDS, []);
  const character = r.text(raw, 'character');
  const messages = readMessages(r, raw['messages']);
  const rawExpect = raw['expect'];
  if (!isMapping(rawExpect)) {
    r.bad(rawExpect === undefined ? [] : ['expect'], 'expect', 'mapping', rawExpect);
    return null;
  }
  r.unknownKeys(rawExpect, EXPECT_FIELDS, ['expect']);
  const injected = readRefList(r, rawExpect, 'injected');
  const notInjected = readRefList(r, rawExpect, 'notInjected');
  const ordered = readOrdered(r, rawExpect['ordered']);
  const reasons = readReasons(r, rawExpect['reason']);
  if (r.ok && injected.length + notInjected.length + reasons.length === 0)
    r.report(
      invalidScenario(r.at(['expect']), {
        name: r.name,
        field: 'expect',
        expected: 'expectation',
        found: 'no-expectation',
      }),
    );
  if (!r.ok || character === null) return null;
  return { name: r.name, file, character, messages, expect: { injected, ordered, notInjected, reasons }, spans };
}

/** `messages`: a non-empty list of strings. */
function readMessages(r: ScenarioReader, raw: Plain | undefined): string[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    r.bad(raw === undefined ? [] : ['messages'], 'messages', 'message-list', raw);
    return [];
  }
  return raw.flatMap((m, i) => {
    if (typeof m === 'string') return [m];
    r.bad(['messages', i], `messages.${i}`, 'string', m);
    return [];
  });
}

/** `expect.injected` / `expect.notInjected`: a list of entry refs (absent: none). */
function readRefList(
  r: ScenarioReader,
  rawExpect: { [key: string]: Plain },
  key: 'injected' | 'notInjected',
): ScenarioEntryRef[] {
  const v = rawExpect[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    r.bad(['expect', key], `expect.${key}`, 'ref-list', v);
    return [];
  }
  return v.flatMap((item, j) => {
    const ref = typeof item === 'string' ? parseRef(item) : null;
    if (ref) return [ref];
    r.bad(['expect', key, j], `expect.${key}.${j}`, 'entry-ref', item);
    return [];
  });
}

/** `expect.ordered`: a boolean (absent: false). */
function readOrdered(r: ScenarioReader, raw: Plain | undefined): boolean {
  if (typeof raw === 'boolean') return raw;
  if (raw !== undefined && raw !== null) r.bad(['expect', 'ordered'], 'expect.ordered', 'boolean', raw);
  return false;
}

/** `expect.reason`: entry ref -> the reason it is left out (one of EXCLUSION_REASONS). */
function readReasons(
  r: ScenarioReader,
  raw: Plain | undefined,
): { entry: ScenarioEntryRef; reason: ExclusionReason }[] {
  if (!isMapping(raw)) {
    if (raw !== undefined && raw !== null) r.bad(['expect', 'reason'], 'expect.reason', 'mapping', raw);
    return [];
  }
  const reasons: { entry: ScenarioEntryRef; reason: ExclusionReason }[] = [];
  for (const [text, v] of Object.entries(raw)) {
    const entry = parseRef(text);
    if (!entry) {
      r.bad(['expect', 'reason', text], `expect.reason`, 'entry-ref', text);
      continue;
    }
    if (typeof v === 'string' && (EXCLUSION_REASONS as readonly string[]).includes(v)) {
      reasons.push({ entry, reason: v as ExclusionReason });
      continue;
    }
    r.report(
      invalidScenario(r.at(['expect', 'reason', text]), {
        name: r.name,
        field: `expect.reason.${text}`,
        expected: choices(EXCLUSION_REASONS),
        found: typeof v === 'string' ? '`' + v + '`' : plainKind(v),
        suggestion: typeof v === 'string' ? (closestCandidate(v, EXCLUSION_REASONS) ?? '') : '',
      }),
    );
  }
  return reasons;
}
