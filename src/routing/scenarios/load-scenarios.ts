/**
 * Read `routing.tests.yaml`: a list of scenarios (or a mapping with `tests:`), each
 * `{ name, input, expect: { 'ns.field': value }, decidedBy?: { ns: ruleId } }`.
 * Malformed scenarios are reported (`routing.invalid-scenario`) and left out; never throws.
 */
import type { Diagnostic } from '../../diagnostics/define.js';
import { fileOnly, report } from '../../diagnostics/report.js';
import { fileUnreadable } from '../../diagnostics/codes/routing/lint/file-unreadable.js';
import { yamlSyntax } from '../../diagnostics/codes/routing/lint/yaml-syntax.js';
import { invalidScenario } from '../../diagnostics/codes/routing/scenario/invalid-scenario.js';
import type { FileSystem } from '../../common/fs.js';
import { placeOf } from '../../diagnostics/place.js';
import type { NodePath, RuleSpans } from '../../common/spans.js';
import { readNamedItems, spanAt } from '../../common/spans.js';
import { FILE_LIMITS, YamlBudget, tooLargeData } from '../../common/yaml/budget.js';
import type { Plain } from '../../common/yaml/plain.js';
import { isMapping, plainKind, readPlain, scenarioItems } from '../../common/yaml/plain.js';
import { readYamlFile } from '../../common/yaml/read-file.js';
import { yamlTooLarge } from '../../diagnostics/codes/routing/lint/yaml-too-large.js';
import type { PredicateContext } from '../file/normalise-predicate.js';
import { stringish } from '../file/normalise-predicate.js';
import type { RoutingInput } from '../model/types.js';
import type { Scenario } from './types.js';

const STRING_FIELDS = ['platform', 'selfId', 'guildId', 'channelId', 'userId', 'routeId', 'content'] as const;
const FLAG_FIELDS = ['isDirect', 'isAtMe', 'isQuotingMe', 'isSelf'] as const;

export interface LoadedScenarios {
  readonly scenarios: readonly Scenario[];
  readonly diagnostics: readonly Diagnostic[];
}

export async function loadScenarios(path: string, fs: FileSystem, file = path): Promise<LoadedScenarios> {
  const read = await readYamlFile(path, fs);
  if (!read.ok)
    return {
      scenarios: [],
      diagnostics: [report(fileUnreadable, fileOnly(file), { path: file, reason: read.reason })],
    };
  const { source } = read;
  const diagnostics: Diagnostic[] = source.syntaxErrors.map((e) =>
    report(yamlSyntax, placeOf(file, e.span), { reason: e.reason }),
  );
  if (diagnostics.length > 0) return { scenarios: [], diagnostics };
  const plain = readPlain(source.doc.contents, source, new YamlBudget(FILE_LIMITS));
  if (plain.kind === 'too-large') {
    diagnostics.push(report(yamlTooLarge, placeOf(file, plain.span), tooLargeData(plain)));
    return { scenarios: [], diagnostics };
  }
  const { root, nodes } = plain;
  const rootSpans: RuleSpans = { index: -1, nodes };
  const items = scenarioItems(root);
  if (items === null) {
    diagnostics.push(
      report(invalidScenario, placeOf(file, spanAt(rootSpans, [])), {
        field: 'tests',
        expected: 'scenario-list',
        found: plainKind(root),
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
        report(invalidScenario, placeOf(file, spanAt(spans, ['name'])), {
          field: 'name',
          expected: 'unique-name',
          found: '`' + s.name + '`',
        }),
      ),
  );
  return { scenarios, diagnostics };
}

function readScenario(raw: Plain, file: string, spans: RuleSpans, out: Diagnostic[]): Scenario | null {
  const bad = (
    path: NodePath,
    field: string,
    expected: string,
    found: Plain | undefined | string,
    literal = false,
  ): null => {
    const f = literal ? (found as string) : found === undefined ? 'missing' : plainKind(found as Plain);
    out.push(report(invalidScenario, placeOf(file, spanAt(spans, path)), { field, expected, found: f }));
    return null;
  };
  if (!isMapping(raw)) return bad([], 'scenario', 'mapping', raw);
  const ctx: PredicateContext = { file, spans, out };
  const name = raw['name'] === undefined ? null : stringish(raw['name'], 'name', ['name'], ctx);
  if (name === null || name.trim() === '')
    return bad(raw['name'] === undefined ? [] : ['name'], 'name', 'non-empty-string', raw['name']);
  const rawInput = raw['input'];
  if (!isMapping(rawInput)) return bad(rawInput === undefined ? [] : ['input'], 'input', 'mapping', rawInput);
  const input: { [k: string]: unknown } = {};
  let ok = true;
  for (const [key, v] of Object.entries(rawInput)) {
    if ((STRING_FIELDS as readonly string[]).includes(key)) {
      const s = v === null ? undefined : stringish(v, `input.${key}`, ['input', key], ctx);
      if (s === null) ok = bad(['input', key], `input.${key}`, 'string', v) ?? false;
      else if (s !== undefined) input[key] = s;
    } else if ((FLAG_FIELDS as readonly string[]).includes(key)) {
      if (typeof v === 'boolean') input[key] = v;
      else ok = bad(['input', key], `input.${key}`, 'boolean', v) ?? false;
    } else if (key === 'custom') {
      if (isMapping(v) && Object.values(v).every((b) => typeof b === 'boolean')) input[key] = v;
      else ok = bad(['input', key], 'input.custom', 'mapping', v) ?? false;
    } else ok = bad(['input', key], `input.${key}`, 'input-field', '`' + key + '`', true) ?? false;
  }
  const rawExpect = raw['expect'] ?? {};
  if (!isMapping(rawExpect)) return bad(['expect'], 'expect', 'mapping', rawExpect);
  const rawDecided = raw['decidedBy'] ?? {};
  if (!isMapping(rawDecided)) return bad(['decidedBy'], 'decidedBy', 'mapping', rawDecided);
  const decidedBy = Object.entries(rawDecided).flatMap(([namespace, v]) => {
    const id = stringish(v, `decidedBy.${namespace}`, ['decidedBy', namespace], ctx);
    if (id === null) return bad(['decidedBy', namespace], `decidedBy.${namespace}`, 'rule-id', v) ?? [];
    return [{ namespace, ruleId: id }];
  });
  if (!ok) return null;
  if (Object.keys(rawExpect).length === 0 && decidedBy.length === 0) return bad([], 'expect', 'mapping', undefined);
  return {
    name,
    input: input as RoutingInput,
    expect: Object.entries(rawExpect).map(([path, value]) => ({ path, value })),
    decidedBy,
    spans,
  };
}
