/**
 * Issue 42 L1: one malformed frame header (a Content-Length larger than the body, a negative or
 * huge one, headers ended by bare line feeds) left the language server waiting for bytes that
 * never came, and every later message was swallowed. Now the server says what it ignored on stderr
 * and answers the very next request, for each of these, as a process on stdin/stdout.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lspBundle } from '../support/lsp-bundle.js';
import { cleanRepos, SMALL_REPO, tempRepo } from '../support/lsp-repo.js';
import { LspProcess } from '../support/lsp-wire.js';

let BUNDLE = '';
const servers: LspProcess[] = [];

beforeAll(async () => {
  BUNDLE = await lspBundle();
});

afterEach(() => {
  for (const s of servers.splice(0)) s.kill();
  cleanRepos();
});

describe('a bad frame costs only itself', () => {
  it.each([
    [
      'a Content-Length longer than the body',
      'Content-Length: 400\r\n\r\n{"jsonrpc":"2.0","method":"x"}',
      /shorter than its Content-Length of 400/,
    ],
    ['a negative Content-Length', 'Content-Length: -5\r\n\r\n', /Content-Length must be a whole number; got "-5"/],
    ['a Content-Length over the limit', 'Content-Length: 4000000000\r\n\r\n', /over the 268435456-byte limit/],
    ['headers ended by bare line feeds', 'Content-Length: 2\n\n{}', /Content-Length must be a whole number/],
    ['a header with no blank line after it', 'Content-Length: 2\r\n', /Content-Length given twice/],
  ])('%s: reported on stderr, the next request answered', async (_what, garbage, said) => {
    const root = tempRepo(SMALL_REPO);
    const s = new LspProcess(process.execPath, [BUNDLE, '--stdio'], root);
    servers.push(s);
    await s.initialize(root);
    s.writeRaw(garbage);
    await expect(s.request('shutdown', null, 10_000)).resolves.toBeNull();
    expect(s.stderr).toMatch(said);
    expect(s.child.exitCode).toBeNull();
  });
});
