/** The routing file read and parsed as a job (common/executor.ts), so a worker pool can load it too. */
import { defineJob } from '../common/executor.js';
import { loadRoutingFile } from '../routing/file/load-routing-file.js';

export const loadRoutingJob = defineJob('loadRoutingFile', (file: string, fs) => loadRoutingFile(file, fs));
