export { diffBehaviour } from './diff-behaviour.js';
export type { BehaviourSide } from './diff-behaviour.js';
export type { ProbeInput } from './routing-diff.js';
export { DIFF_FORMATS, formatDiff, formatDiffMarkdown, formatDiffText } from './format.js';
export type { DiffFormat } from './format.js';
export type * from './types.js';
