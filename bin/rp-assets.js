#!/usr/bin/env node
// Thin launcher: the CLI lives in src/cli and is compiled to build/ by `npm run build` (run by `npm ci`).
import module from 'node:module';

// The Node.js this needs (package.json `engines`, checked equal by test/e2e/cli/node-version.test.ts):
// Astro 7 needs 22.12. Checked before anything else loads, so an older Node gets one line, not a
// syntax error from deep inside a dependency.
const NEEDED = '22.12.0';
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = NEEDED.split('.').map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  process.stderr.write(
    `rp-assets: needs Node.js ${NEEDED} or later; this is Node.js ${process.versions.node}\n` +
      `  get one from https://nodejs.org/ (the LTS), or with a version manager: nvm install 24, fnm use 24, volta install node@24\n`,
  );
  process.exit(2);
}

// Node's on-disk bytecode cache (in the OS temp folder) for the ~300 modules of the CLI and the
// thousands of Astro and Vite load for `site`: later runs skip compiling them (docs/performance.md).
module.enableCompileCache?.();

// The language server is a face of its own (src/lsp, docs/editor.md): started here, not by the
// CLI, so neither face imports the other. It runs until its client tells it to exit.
if (process.argv[2] === 'lsp') {
  const { runLsp } = await import('../build/lsp/main.js');
  const io = { cwd: process.cwd(), stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) };
  const code = runLsp(process.argv.slice(3), io);
  if (code !== null) process.exitCode = code;
} else {
  await runCli();
}

async function runCli() {
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
    ...(process.stderr.isTTY === true ? { stderrTerminal: process.stderr } : {}),
  });
}
