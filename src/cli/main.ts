/**
 * `rp-assets` entry: dispatches to one module per sub-command (src/cli/commands/<name>.ts, each
 * exporting `run: Command`). Only this layer and the command modules touch the environment, and only
 * through the injected CliIo.
 */
import type { CliIo, Command } from './io.js';
import { EXIT_USAGE } from './io.js';
import { TOOL_VERSION } from '../report/format/tool.js';

const COMMANDS: Readonly<Record<string, { summary: string; load: () => Promise<{ run: Command }> }>> = {
  init: {
    summary: 'write a starter asset repository (config, a character, a world, routing, the Action, editor settings)',
    load: () => import('./commands/init.js'),
  },
  validate: {
    summary: 'check asset roots (and routing rules) and report errors, warnings and hints',
    load: () => import('./commands/validate.js'),
  },
  explain: {
    summary: 'resolve a routing input and explain which rule decided each namespace',
    load: () => import('./commands/explain.js'),
  },
  routing: {
    summary: 'routing file maintenance (`routing migrate FILE`)',
    load: () => import('./commands/routing.js'),
  },
  retrieve: {
    summary: 'preview which world entries the last messages activate, and why others are left out',
    load: () => import('./commands/retrieve.js'),
  },
  'check-turn': {
    summary: 'check roleplay_finalize_turn arguments against schema v2 and the transcript',
    load: () => import('./commands/check-turn.js'),
  },
  diff: {
    summary: 'what a change does to the bot: routing, retrieval and asset differences between two commits',
    load: () => import('./commands/diff.js'),
  },
  import: {
    summary: 'import SillyTavern World Info and character cards (JSON, PNG, CHARX) as asset files, with a ledger',
    load: () => import('./commands/import.js'),
  },
  export: {
    summary: 'export a world as SillyTavern World Info, or a character as a Character Card V3/V2 (JSON or PNG)',
    load: () => import('./commands/export.js'),
  },
  site: {
    summary: 'build the static catalog site',
    load: () => import('./commands/site.js'),
  },
  preview: {
    summary: 'serve a built catalog as GitHub Pages would, base path included, and print its address',
    load: () => import('./commands/preview.js'),
  },
};

/** Started by bin/rp-assets.js before the CLI loads (its own face, src/lsp): listed, not dispatched here. */
const LAUNCHER_COMMANDS: Readonly<Record<string, string>> = {
  lsp: 'the language server for editors, on stdio (your editor starts it: docs/editor.md)',
};

function usage(): string {
  const summaries = [
    ...Object.entries(COMMANDS).map(([name, c]) => [name, c.summary] as const),
    ...Object.entries(LAUNCHER_COMMANDS),
  ];
  const width = Math.max(...summaries.map(([name]) => name.length));
  const lines = summaries.map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`);
  return `Usage: rp-assets <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun \`rp-assets <command> --help\` for a command's options.\n`;
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${TOOL_VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    // loaded here: a run with a known command does not pay for them
    const [{ closestCandidate }, { printUsageError, UsageError }, { unknownCommand }] = await Promise.all([
      import('../common/closest-candidate.js'),
      import('./usage-error.js'),
      import('./usage-messages.js'),
    ]);
    const error = new UsageError(unknownCommand(name, closestCandidate(name, Object.keys(COMMANDS))));
    return printUsageError(io, null, argv, error);
  }
  const mod = await command.load();
  return mod.run(rest, io);
}
