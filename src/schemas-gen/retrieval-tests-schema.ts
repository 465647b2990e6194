/**
 * The editor JSON Schema of `retrieval.tests.yaml`, generated from the scenario loader's own table
 * (src/retrieval/scenarios/fields.ts: scenario and `expect` fields, the exclusion reasons), so an
 * editor flags what the loader reports as `retrieval.invalid-scenario` (unknown fields, a scalar
 * where a list goes, an unknown reason). Whether a character or entry exists needs the assets:
 * `rp-assets validate` checks that.
 */
import {
  EXCLUSION_REASONS,
  EXCLUSION_REASON_DESCRIPTIONS,
  EXPECT_FIELD_DESCRIPTIONS,
  RETRIEVAL_TESTS_FILE_NAME,
  SCENARIO_FIELD_DESCRIPTIONS,
} from '../retrieval/scenarios/fields.js';
import type { EXPECT_FIELDS, SCENARIO_FIELDS } from '../retrieval/scenarios/fields.js';
import { DRAFT_07, SCHEMA_BASE, describe } from './describe.js';

type Schema = Record<string, unknown>;

export const RETRIEVAL_TESTS_SCHEMA_FILE = 'retrieval-tests.schema.json';

/** `id`, or `world/id` with both sides non-empty (the loader's parseRef). */
const REF_PATTERN = '^(?:[^/]*[^/\\s][^/]*|[^/]+/.+)$';
const ref: Schema = { type: 'string', pattern: REF_PATTERN };

function reasonSchema(): Schema {
  return {
    enum: [...EXCLUSION_REASONS],
    description: EXCLUSION_REASONS.map((r) => `\`${r}\`: ${describe(EXCLUSION_REASON_DESCRIPTIONS[r])}`).join('\n'),
  };
}

function expectSchema(): Schema {
  const d = EXPECT_FIELD_DESCRIPTIONS;
  const props: { [K in (typeof EXPECT_FIELDS)[number]]: Schema } = {
    injected: { type: ['array', 'null'], items: ref, description: describe(d.injected) },
    ordered: { type: ['boolean', 'null'], default: false, description: describe(d.ordered) },
    notInjected: { type: ['array', 'null'], items: ref, description: describe(d.notInjected) },
    reason: {
      type: ['object', 'null'],
      propertyNames: { pattern: REF_PATTERN },
      additionalProperties: reasonSchema(),
      description: describe(d.reason),
    },
  };
  return {
    type: 'object',
    properties: props,
    additionalProperties: false,
    anyOf: [
      { required: ['injected'], properties: { injected: { type: 'array', minItems: 1 } } },
      { required: ['notInjected'], properties: { notInjected: { type: 'array', minItems: 1 } } },
      { required: ['reason'], properties: { reason: { type: 'object', minProperties: 1 } } },
    ],
  };
}

function scenarioSchema(): Schema {
  const d = SCENARIO_FIELD_DESCRIPTIONS;
  const nonEmpty: Schema = { type: 'string', pattern: '\\S' };
  const props: { [K in (typeof SCENARIO_FIELDS)[number]]: Schema } = {
    name: { ...nonEmpty, description: describe(d.name) },
    character: { ...nonEmpty, description: describe(d.character) },
    messages: { type: 'array', items: { type: 'string' }, minItems: 1, description: describe(d.messages) },
    expect: { ...expectSchema(), description: describe(d.expect) },
  };
  return {
    type: 'object',
    properties: props,
    required: ['name', 'character', 'messages', 'expect'],
    additionalProperties: false,
  };
}

export function retrievalTestsSchema(): Schema {
  const list: Schema = { type: 'array', items: { $ref: '#/definitions/scenario' } };
  return {
    $schema: DRAFT_07,
    $id: SCHEMA_BASE + RETRIEVAL_TESTS_SCHEMA_FILE,
    title: `${RETRIEVAL_TESTS_FILE_NAME} (docs/retrieval.md)`,
    description: describe({
      'zh-CN': '检索场景测试：场景列表，或带 `tests:` 的映射。`rp-assets validate` 会逐条运行。',
      en: 'Retrieval scenario tests: a list of scenarios, or a mapping with `tests:`. `rp-assets validate` runs each one.',
    }),
    definitions: { scenario: scenarioSchema() },
    anyOf: [list, { type: 'object', properties: { tests: list }, required: ['tests'] }, { type: 'null' }],
  };
}
