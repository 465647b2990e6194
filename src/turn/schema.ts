/**
 * The JSON Schema (draft-07) of `roleplay_finalize_turn` arguments, schema v2, built from the domain
 * table. `schemas/finalize-turn.v2.json` is generated from this object (scripts/build-schemas.ts)
 * and the checker validates with the same object, so the published file cannot drift.
 */
import {
  DOMAINS,
  DOMAIN_NAMES,
  DURABILITIES,
  ENTITY_ID_MAX,
  ENTITY_ID_PATTERN,
  LIST_MAX,
  OPS,
  QUOTE_MAX,
  SOURCES,
  TEXT_MAX,
} from './domains.js';
import type { Domain } from './domains.js';

export type JsonSchemaObject = { readonly [key: string]: unknown };

export const FINALIZE_TURN_SCHEMA_ID = 'https://rp-assets.dev/schemas/finalize-turn.v2.json';

const text = { type: 'string', minLength: 1, maxLength: TEXT_MAX, pattern: '\\S' };

function targetBranch(domain: Domain): JsonSchemaObject {
  const rule = DOMAINS[domain];
  const properties: Record<string, unknown> = { domain: { const: domain } };
  const required = ['domain'];
  if (rule.entity === 'required') {
    properties.entityId = { $ref: '#/definitions/entityId' };
    required.push('entityId');
  }
  if (rule.fields.length > 0) {
    properties.field = { enum: [...rule.fields] };
    if (rule.fieldRequired) required.push('field');
  }
  return { type: 'object', description: rule.description, properties, required, additionalProperties: false };
}

/** The most evidence items one state change, event or memory may cite. */
export const EVIDENCE_MAX = 8;

const evidenceList = {
  type: 'array',
  minItems: 1,
  maxItems: EVIDENCE_MAX,
  items: { $ref: '#/definitions/evidence' },
};

export const finalizeTurnSchemaV2: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: FINALIZE_TURN_SCHEMA_ID,
  title: 'roleplay_finalize_turn arguments, schema v2',
  description:
    'What changed this turn. Targets are chosen from enums (no free-form path); every evidence quote is a verbatim, contiguous substring of the final user or assistant text.',
  type: 'object',
  properties: {
    schemaVersion: { const: 2 },
    events: { type: 'array', maxItems: LIST_MAX, items: { $ref: '#/definitions/event' } },
    stateChanges: { type: 'array', maxItems: LIST_MAX, items: { $ref: '#/definitions/stateChange' } },
    memories: { type: 'array', maxItems: LIST_MAX, items: { $ref: '#/definitions/memory' } },
    uncertainties: { type: 'array', maxItems: LIST_MAX, items: { $ref: '#/definitions/uncertainty' } },
  },
  required: ['schemaVersion', 'events', 'stateChanges', 'memories', 'uncertainties'],
  additionalProperties: false,
  definitions: {
    entityId: {
      type: 'string',
      minLength: 1,
      maxLength: ENTITY_ID_MAX,
      pattern: ENTITY_ID_PATTERN,
      description: 'A stable id of the item, person, fact, goal or flag (e.g. `silver-key`, `bob`).',
    },
    evidence: {
      type: 'object',
      properties: {
        source: { enum: [...SOURCES], description: 'Whose final text of this turn the quote is from.' },
        quote: {
          type: 'string',
          minLength: 1,
          maxLength: QUOTE_MAX,
          pattern: '\\S',
          description:
            'A contiguous, verbatim substring of that text: no added quotation marks, no changed punctuation, no paraphrase, no joined fragments.',
        },
      },
      required: ['source', 'quote'],
      additionalProperties: false,
    },
    target: {
      type: 'object',
      required: ['domain'],
      discriminator: { propertyName: 'domain' },
      oneOf: DOMAIN_NAMES.map(targetBranch),
    },
    stateChange: {
      type: 'object',
      properties: {
        op: { enum: [...OPS] },
        target: { $ref: '#/definitions/target' },
        value: { description: 'The new value (replace, add), the amount (increment); absent for remove.' },
        durability: { enum: [...DURABILITIES] },
        confidence: { type: 'number', minimum: 0, maximum: 1 },
        evidence: evidenceList,
      },
      required: ['op', 'target', 'durability', 'confidence', 'evidence'],
      additionalProperties: false,
      allOf: [
        { if: { properties: { op: { const: 'remove' } }, required: ['op'] }, then: { not: { required: ['value'] } } },
        { if: { properties: { op: { enum: ['replace', 'add'] } }, required: ['op'] }, then: { required: ['value'] } },
        {
          if: { properties: { op: { const: 'increment' } }, required: ['op'] },
          then: { required: ['value'], properties: { value: { type: 'number' } } },
        },
      ],
    },
    event: {
      type: 'object',
      properties: { summary: text, evidence: evidenceList },
      required: ['summary', 'evidence'],
      additionalProperties: false,
    },
    memory: {
      type: 'object',
      properties: { content: text, importance: { type: 'number', minimum: 0, maximum: 1 }, evidence: evidenceList },
      required: ['content', 'importance', 'evidence'],
      additionalProperties: false,
    },
    uncertainty: {
      type: 'object',
      properties: { note: text, target: { $ref: '#/definitions/target' } },
      required: ['note'],
      additionalProperties: false,
    },
  },
};

/**
 * What a v1 payload from an old session must look like to be read at all: `schemaVersion: 1` and
 * state changes with a non-empty free-form `path`. Everything else is left as it was written.
 */
export const legacySchemaV1: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    schemaVersion: { const: 1 },
    stateChanges: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string', minLength: 1 }, op: { type: 'string' } },
        required: ['path'],
      },
    },
  },
  required: ['schemaVersion', 'stateChanges'],
};
