/**
 * The library API of rp-assets (docs/api.md): the same pure core the CLI, the Action and the site
 * call, over a file-system interface (`nodeFileSystem()` for the disk, `memoryFileSystem()` for
 * tests and tools). Paths are display paths: forward slashes, relative to the file system's root.
 */
export { startValidation, validate, UnknownCharacterError } from './validate/index.js';
export type { ValidateOptions, ValidationRun, Report, ReportSummary } from './validate/index.js';
export { resolveProject, validateProject } from './validate/project.js';
export type { ProjectOptions, ProjectRun, ResolvedProject } from './validate/project.js';
export { diffBehaviour, formatDiff } from './diff/index.js';
export type { BehaviourDiff, BehaviourSide, DiffFormat, ProbeInput } from './diff/index.js';
export { loadAssets } from './assets/index.js';
export type { LoadOptions, AssetGraph, Character, World, Entry } from './assets/index.js';
export { createRouter } from './routing/index.js';
export type { Router, RouterOptions, RoutingInput, RoutingRule } from './routing/index.js';
export { retrieve, UnknownCharacterError as UnknownRetrievalCharacterError } from './retrieval/index.js';
export type { RetrieveOptions, RetrievalResult } from './retrieval/index.js';
export { checkTurn } from './turn/index.js';
export type { TurnCheck, TurnChange, JsonFile } from './turn/index.js';
export { formatReport, OUTPUT_FORMATS } from './report/format/index.js';
export type { FormatOptions, OutputFormat } from './report/format/index.js';
export type { Diagnostic, Locale, Severity } from './diagnostics/define.js';
export type { FileSystem } from './common/fs.js';
export { nodeFileSystem } from './node/node-fs.js';
export { memoryFileSystem } from './common/memory-fs.js';
export { NO_PROGRESS, withPhase } from './common/progress.js';
export type { Progress, PhaseProgress } from './common/progress.js';
