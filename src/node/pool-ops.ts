/**
 * Node only: the jobs (common/executor.ts) the worker pool offers, as modules its workers import by
 * URL: here `validate`'s, the loader's (read, parse and build a file) and the routing file's load;
 * the site's in catalog-pool-ops.ts. Each worker runs them through a file system of its own over the same files
 * (`cwdFileSystem(nodeFileSystem(), cwd)`, the CLI's).
 */
import { ASSET_JOBS } from '../assets/asset-jobs.js';
import type { Job } from '../common/executor.js';
import { loadRoutingJob } from '../validate/routing-job.js';

/** A module of jobs for the pool: its URL (what a worker imports) and its `jobs` export. */
export interface JobSource {
  readonly url: string;
  readonly jobs: readonly Job<never, unknown>[];
}

/** `validate`'s jobs. */
export const jobs = [...ASSET_JOBS, loadRoutingJob];

/** This module's jobs, and this module for the workers to import. */
export const FILE_JOBS: JobSource = { url: import.meta.url, jobs };
