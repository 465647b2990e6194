/**
 * Parity: over every fixture repository under test/fixtures (each `ok-*` / `not-ok-*` case folder
 * and each other repository folder holding a config), the language server publishes the same
 * (code, file, line) set as the CLI reports (`rp-assets validate --format sarif`, the projection
 * that places every finding at a file as code scanning shows it). A finding without a line is on
 * line 1 in the editor; one SARIF can only list as a notification is shown by the server as a
 * message. A config the CLI refuses (exit 2) is compared with the lines of its usage error.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { inProcessServer } from '../../support/lsp-in-process.js';
import type { Message, PublishedDiagnostic } from '../../support/lsp-wire.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures');

/** Case folders: named `ok-*` / `not-ok-*`, or holding a config; not searched below one. */
function repositories(dir: string): string[] {
  const name = dir.slice(dir.lastIndexOf('/') + 1);
  if (/^(not-)?ok-/.test(name) || existsSync(join(dir, 'rp-assets.config.yaml'))) return [dir];
  return readdirSync(dir)
    .map((n) => join(dir, n))
    .filter((p) => statSync(p).isDirectory())
    .flatMap(repositories);
}

type Finding = string; // `code file line`

async function cliFindings(dir: string): Promise<Finding[]> {
  let stdout = '';
  let stderr = '';
  const code = await main(['validate', '--format', 'sarif', '--locale', 'en'], {
    cwd: dir,
    env: {},
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
  });
  if (code === 2) {
    // `file:line:col: code: message` lines of a refused config; a config that cannot be read at
    // all is one line naming it (config.unreadable), shown on line 1 of the file in the editor
    const lines = [...stderr.matchAll(/^(\S+?):(\d+)(?::\d+)?: ([a-z-]+\.[a-z-]+): /gm)].map(
      (m) => `${m[3]} ${relative(dir, join(dir, m[1] as string))} ${m[2]}`,
    );
    if (lines.length > 0) return lines.sort();
    expect(stderr).toContain('rp-assets.config.yaml');
    return ['config.unreadable rp-assets.config.yaml 1'];
  }
  const run = (JSON.parse(stdout) as { runs: SarifRun[] }).runs[0] as SarifRun;
  const results = run.results.map((r) => {
    const loc = r.locations[0]?.physicalLocation;
    const file = decodeURIComponent(loc?.artifactLocation.uri ?? '');
    return `${r.ruleId} ${file} ${loc?.region?.startLine ?? 1}`;
  });
  const notes = (run.invocations?.[0]?.toolExecutionNotifications ?? []).map((n) => `${n.descriptor.id} - -`);
  return [...results, ...notes].sort();
}

interface SarifRun {
  results: {
    ruleId: string;
    locations: { physicalLocation?: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
  }[];
  invocations?: { toolExecutionNotifications?: { descriptor: { id: string } }[] }[];
}

async function serverFindings(dir: string): Promise<Finding[]> {
  const server = inProcessServer(dir);
  try {
    const { client } = server;
    await client.initialize(dir, { window: { workDoneProgress: true } }, null);
    await client.indexed();
    const latest = new Map<string, PublishedDiagnostic[]>();
    const shown: string[] = [];
    for (const m of client.messages as Message[]) {
      if (m.method === 'textDocument/publishDiagnostics') {
        const p = m.params as { uri: string; diagnostics: PublishedDiagnostic[] };
        latest.set(p.uri, p.diagnostics);
      }
      if (m.method === 'window/showMessage' || m.method === 'window/showMessageRequest') {
        const text = (m.params as { message: string }).message.replace(/^rp-assets: /, '');
        for (const block of text.split('\n\n')) shown.push(`${block.slice(0, block.indexOf(':'))} - -`);
      }
    }
    const published = [...latest].flatMap(([uri, list]) =>
      list.map((d) => `${d.code} ${relative(dir, fileURLToPath(uri))} ${d.range.start.line + 1}`),
    );
    return [...published, ...shown].sort();
  } finally {
    server.close();
  }
}

const REPOS = repositories(FIXTURES);

describe('language server and CLI report the same findings', () => {
  it('finds the fixture repositories', () => {
    expect(REPOS.length).toBeGreaterThan(200);
  });

  it('compares findings, not two empty lists', async () => {
    const dir = join(FIXTURES, 'character/unresolved-world/not-ok-typo-astara');
    expect(await serverFindings(dir)).toEqual([
      'character.unresolved-world characters/alice/CHARACTER.md 2',
      'world.unreachable worlds/astra/WORLD.md 1',
    ]);
  });

  it.each(REPOS.map((r) => [relative(FIXTURES, r), r]))('%s', async (_name, dir) => {
    const [cli, server] = [await cliFindings(dir as string), await serverFindings(dir as string)];
    expect(server).toEqual(cli);
  });
});
