export { retrieve, UnknownCharacterError } from './retrieve.js';
export type { RetrieveOptions } from './retrieve.js';
export type * from './types.js';
export type { MatchedKey, KeyKind } from './match.js';
export { SECONDARY_WEIGHT } from './match.js';
export { foldForMatch } from './fold.js';
export { formatRetrievalText } from './format-text.js';
