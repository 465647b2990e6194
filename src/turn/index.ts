export { checkTurn } from './check-turn.js';
export type { TurnChange, TurnCheck } from './check-turn.js';
export type { JsonFile } from './read-json.js';
export { finalizeTurnSchemaV2, legacySchemaV1, FINALIZE_TURN_SCHEMA_ID } from './schema.js';
export { DOMAINS, DOMAIN_NAMES, OPS, DURABILITIES, SOURCES } from './domains.js';
export { canonicalPath } from './targets.js';
