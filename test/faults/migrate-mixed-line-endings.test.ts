/**
 * Issue 29, point 6: a file with CRLF lines in one region and LF lines in another got every
 * inserted `revision:` line with the file's first line end (CRLF among LF lines). Now a new line
 * ends as the `id:` line it follows does, so each region keeps its own line end.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, migrate, withFile } from './migrate-harness.js';

const dirs: string[] = [];
afterEach(() => cleanup(dirs));

const rule = (id: string, eol: string) =>
  [
    `- id: ${id}`,
    "  filter: { kind: 'true' }",
    '  values:',
    '    render:',
    '      format: text',
    '      legacyWrap: true',
    '',
  ].join(eol);

describe('routing migrate on a file with CRLF and LF regions', () => {
  it('writes each revision line with the line end of its region', async () => {
    const text = rule('global', '\r\n') + rule('lf-rule', '\n') + rule('crlf-rule', '\r\n');
    const dir = await withFile(dirs, text);
    const r = await migrate(dir, ['routing.yaml']);
    expect(r.code, r.stderr).toBe(0);
    const out = await readFile(join(dir, 'routing.yaml'), 'utf8');
    expect(out).toBe(
      [
        '- id: global\r\n  revision: 2\r\n',
        "  filter: { kind: 'true' }\r\n  values:\r\n    render:\r\n      format: text\r\n",
        '- id: lf-rule\n  revision: 2\n',
        "  filter: { kind: 'true' }\n  values:\n    render:\n      format: text\n",
        '- id: crlf-rule\r\n  revision: 2\r\n',
        "  filter: { kind: 'true' }\r\n  values:\r\n    render:\r\n      format: text\r\n",
      ].join(''),
    );
  });
});
