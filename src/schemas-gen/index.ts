/**
 * Every published schema, by file name under schemas/: generated from the definitions the validator
 * and the checker use. scripts/build-schemas.ts writes them; test/unit/schemas checks they are fresh.
 */
import { finalizeTurnSchemaV2 } from '../turn/schema.js';
import { assetSchema, assetSchemaFile } from './asset-schemas.js';
import { CONFIG_SCHEMA_FILE, configSchema } from './config-schema.js';
import { RETRIEVAL_TESTS_SCHEMA_FILE, retrievalTestsSchema } from './retrieval-tests-schema.js';
import { ROUTING_SCHEMA_FILE, routingSchema } from './routing-schema.js';

export const FINALIZE_TURN_SCHEMA_FILE = 'finalize-turn.v2.json';

export function buildSchemas(): ReadonlyMap<string, string> {
  const docs: [string, unknown][] = [
    [assetSchemaFile('character'), assetSchema('character')],
    [assetSchemaFile('world'), assetSchema('world')],
    [assetSchemaFile('entry'), assetSchema('entry')],
    [ROUTING_SCHEMA_FILE, routingSchema()],
    [CONFIG_SCHEMA_FILE, configSchema()],
    [RETRIEVAL_TESTS_SCHEMA_FILE, retrievalTestsSchema()],
    [FINALIZE_TURN_SCHEMA_FILE, finalizeTurnSchemaV2],
  ];
  return new Map(docs.map(([file, doc]) => [file, JSON.stringify(doc, null, 2) + '\n']));
}
