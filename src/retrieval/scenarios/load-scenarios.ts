/**
 * Read `retrieval.tests.yaml`: a list of scenarios (or a mapping with `tests:`), each
 * `{ name, character, messages: [string…], expect: { injected, ordered, notInjected, reason } }`
 * (docs/retrieval.md). Malformed scenarios are reported (`retrieval.invalid-scenario`, at the
 * field) and left out; a file that cannot be read, parsed or expanded is one such diagnostic.
 * Never throws. Refs are only parsed here; run-scenarios.ts resolves them against the assets, so
 * the same scenarios can be replayed on another asset graph (`rp-assets diff`).
 */
import { closestCandidate } from '../../core/closest-candidate.js';
import type { FileSystem } from '../../core/fs.js';
import type { Diagnostic, Place } from '../../diagnostics/define.js';
import { fileOnly, report } from '../../diagnostics/report.js';
import { retrievalInvalidScenario } from '../../diagnostics/codes/retrieval/invalid-scenario.js';
import type { InvalidScenarioData } from '../../diagnostics/codes/retrieval/invalid-scenario.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath, RuleSpans } from '../../core/spans.js';
import { readNamedItems, spanAt } from '../../core/spans.js';
import { choices } from '../../core/value-kinds.js';
import { FILE_LIMITS, YamlBudget, tooLargeData } from '../../core/yaml/budget.js';
import type { Plain } from '../../core/yaml/plain.js';
import { isMapping, plainKind, readPlain, scenarioItems } from '../../core/yaml/plain.js';
import { readYamlFile } from '../../core/yaml/read-file.js';
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

function readScenario(raw: Plain, file: string, spans: RuleSpans, out: Diagnostic[]): RetrievalScenario | null {
  const at = (path: NodePath, which: 'key' | 'value' = 'value') => placeOf(file, spanAt(spans, path, which));
  let name = '';
  let ok = true;
  const bad = (path: NodePath, field: string, expected: string, found: Plain | undefined): void => {
    const kind =
      found === undefined ? 'missing' : Array.isArray(found) && found.length === 0 ? 'empty-list' : plainKind(found);
    out.push(invalidScenario(at(path), { name, field, expected, found: kind }));
    ok = false;
  };
  const unknownKeys = (m: { [key: string]: Plain }, known: readonly string[], prefix: NodePath): void => {
    for (const key of Object.keys(m)) {
      if (known.includes(key)) continue;
      const field = [...prefix, key].join('.');
      out.push(
        invalidScenario(at([...prefix, key], 'key'), {
          problem: 'unknown-field',
          name,
          field,
          expected: choices(known),
          found: '`' + key + '`',
          suggestion: closestCandidate(key, known) ?? '',
        }),
      );
      ok = false;
    }
  };
  if (!isMapping(raw)) {
    bad([], 'scenario', 'mapping', raw);
    return null;
  }
  const rawName = raw['name'];
  if (typeof rawName === 'string' && rawName.trim() !== '') name = rawName;
  else bad(rawName === undefined ? [] : ['name'], 'name', 'non-empty-string', rawName);
  unknownKeys(raw, SCENARIO_FIELDS, []);

  const rawCharacter = raw['character'];
  const character = typeof rawCharacter === 'string' && rawCharacter.trim() !== '' ? rawCharacter : null;
  if (character === null)
    bad(rawCharacter === undefined ? [] : ['character'], 'character', 'non-empty-string', rawCharacter);

  const rawMessages = raw['messages'];
  const messages: string[] = [];
  if (!Array.isArray(rawMessages) || rawMessages.length === 0)
    bad(rawMessages === undefined ? [] : ['messages'], 'messages', 'message-list', rawMessages);
  else
    rawMessages.forEach((m, i) => {
      if (typeof m === 'string') messages.push(m);
      else bad(['messages', i], `messages.${i}`, 'string', m);
    });

  const rawExpect = raw['expect'];
  if (!isMapping(rawExpect)) {
    bad(rawExpect === undefined ? [] : ['expect'], 'expect', 'mapping', rawExpect);
    return null;
  }
  unknownKeys(rawExpect, EXPECT_FIELDS, ['expect']);
  const refList = (key: 'injected' | 'notInjected'): ScenarioEntryRef[] => {
    const v = rawExpect[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) {
      bad(['expect', key], `expect.${key}`, 'ref-list', v);
      return [];
    }
    return v.flatMap((item, j) => {
      const ref = typeof item === 'string' ? parseRef(item) : null;
      if (ref) return [ref];
      bad(['expect', key, j], `expect.${key}.${j}`, 'entry-ref', item);
      return [];
    });
  };
  const injected = refList('injected');
  const notInjected = refList('notInjected');
  let ordered = false;
  const rawOrdered = rawExpect['ordered'];
  if (typeof rawOrdered === 'boolean') ordered = rawOrdered;
  else if (rawOrdered !== undefined && rawOrdered !== null)
    bad(['expect', 'ordered'], 'expect.ordered', 'boolean', rawOrdered);
  const reasons: { entry: ScenarioEntryRef; reason: ExclusionReason }[] = [];
  const rawReason = rawExpect['reason'];
  if (isMapping(rawReason)) {
    for (const [text, v] of Object.entries(rawReason)) {
      const entry = parseRef(text);
      if (!entry) {
        bad(['expect', 'reason', text], `expect.reason`, 'entry-ref', text);
        continue;
      }
      if (typeof v === 'string' && (EXCLUSION_REASONS as readonly string[]).includes(v))
        reasons.push({ entry, reason: v as ExclusionReason });
      else {
        const suggestion = typeof v === 'string' ? (closestCandidate(v, EXCLUSION_REASONS) ?? '') : '';
        out.push(
          invalidScenario(at(['expect', 'reason', text]), {
            name,
            field: `expect.reason.${text}`,
            expected: choices(EXCLUSION_REASONS),
            found: typeof v === 'string' ? '`' + v + '`' : plainKind(v),
            suggestion,
          }),
        );
        ok = false;
      }
    }
  } else if (rawReason !== undefined && rawReason !== null)
    bad(['expect', 'reason'], 'expect.reason', 'mapping', rawReason);

  if (ok && injected.length + notInjected.length + reasons.length === 0) {
    out.push(
      invalidScenario(at(['expect']), { name, field: 'expect', expected: 'expectation', found: 'no-expectation' }),
    );
    ok = false;
  }
  if (!ok || character === null) return null;
  return { name, file, character, messages, expect: { injected, ordered, notInjected, reasons }, spans };
}
