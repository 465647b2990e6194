import type { CodeDefinition } from './define.js';

/** A definition of any data type, as stored in the registry. Render with `render.ts`. */
export type AnyCode = CodeDefinition<never>;
