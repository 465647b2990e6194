#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to build/ by `npm run build` (run by `npm ci`).
import module from 'node:module';

// Node's on-disk bytecode cache (in the OS temp folder) for the ~300 modules of the CLI and the
// thousands of Astro and Vite load for `site`: later runs skip compiling them (docs/performance.md).
module.enableCompileCache?.();
const { main } = await import('../build/cli/main.js');

// A reader that stops early (`rp-assets validate | head`) closes the pipe: the rest of the output
// has nowhere to go, which is not an error of ours. Finish quietly with the run's own exit code
// instead of crashing with an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code !== 'EPIPE') throw e;
  });
}

process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  env: process.env,
  isTTY: process.stdout.isTTY === true,
});
