/** The Action's entry (dist/index.js): run and exit with its code. */
import { run } from './main.js';

process.exitCode = await run();
