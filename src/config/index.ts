export type {
  Applies,
  CustomPredicateConfig,
  EngineConfig,
  JsonSchema,
  MergeMode,
  NamespaceConfig,
  RpConfig,
} from './types.js';
export { CONFIG_FILE_NAME, DEFAULT_CONFIG } from './default-config.js';
export { findConfig } from './find-config.js';
export { loadConfig } from './load-config.js';
export type { LoadedConfig } from './load-config.js';
