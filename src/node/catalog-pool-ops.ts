/**
 * Node only: the jobs of `rp-assets site`'s pool: the file jobs (pool-ops.ts), plus `renderMarkdown`,
 * so the asset bodies render on the worker threads while the main thread starts Astro, and
 * `writeSearchIndex`, so the search index is built and written while the main thread renders the
 * pages. A module of its own so that `validate`'s workers load neither.
 */
import { renderMarkdownJob } from '../catalog/markdown-job.js';
import { defineJob } from '../common/executor.js';
import type { SearchSource } from '../catalog/search.js';
import { jobs as fileJobs } from './pool-ops.js';
import type { JobSource } from './pool-ops.js';
import { writeSearchIndex } from './search-index-files.js';

/** The search index of `sources` built and its files written under `folder`; how many it wrote. */
export const writeSearchIndexJob = defineJob(
  'writeSearchIndex',
  (input: { readonly sources: readonly SearchSource[]; readonly folder: string }) =>
    writeSearchIndex(input.sources, input.folder),
);

export const jobs = [...fileJobs, renderMarkdownJob, writeSearchIndexJob];

/** This module's jobs, and this module for the workers to import. */
export const CATALOG_JOBS: JobSource = { url: import.meta.url, jobs };
