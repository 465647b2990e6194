import type { RpConfig } from './types.js';

/** The configuration used when no config file is found (docs/config.md). */
export const DEFAULT_CONFIG: RpConfig = Object.freeze({
  file: null,
  baseDir: '.',
  roots: Object.freeze(['.']),
  routing: null,
  tests: null,
  retrievalTests: null,
  locale: null,
  namespaces: Object.freeze([]),
  engines: Object.freeze([]),
  customPredicates: Object.freeze([]),
});

export const CONFIG_FILE_NAME = 'rp-assets.config.yaml';
