#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to build/ by `npm run build` (run by `npm ci`).
import { main } from '../build/cli/main.js';

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  env: process.env,
  isTTY: process.stdout.isTTY === true,
});
