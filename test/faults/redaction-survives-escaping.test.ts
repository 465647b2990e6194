/**
 * Issue 42 A1: a token an asset wrote with Markdown escapes (`ghp\_…`) passed the redactor into the
 * job summary and the PR comment, where GitHub renders it as the token; so did our own escaping of
 * asset text (inert-markdown.ts writes `_` as `\_`). The redactor now looks for secrets in the text
 * as it reads once rendered (escapes undone, character references decoded, zero-width characters
 * gone) and masks them where they came from: every output, every escaped form.
 */
import { describe, expect, it } from 'vitest';
import { escapedView } from '../../src/action/escaped-view.js';
import { secretsRedactor } from '../../src/action/secrets.js';
import { inertInline } from '../../src/report/format/inert-markdown.js';
import { escapeData } from '../../src/report/format/github.js';

const TOKEN = 'ghs_' + 'Q7'.repeat(18);
const OTHER = 'ghp_' + 'Zk3'.repeat(12);

/** The ways an asset can write a value so that it renders (or reads) as that value. */
const FORMS: Readonly<Record<string, (t: string) => string>> = {
  raw: (t) => t,
  'Markdown escapes': (t) => t.replace(/[_\-.]/g, '\\$&'),
  'double escapes': (t) => t.replace(/_/g, '\\\\\\_'),
  'decimal references': (t) => t.replace(/_/g, '&#95;'),
  'hex references': (t) => t.replace(/g/g, '&#x67;'),
  'named references': (t) => t.replace(/_/g, '&lowbar;'),
  'a zero-width space': (t) => `${t.slice(0, 6)}\u200b${t.slice(6)}`,
  'a zero-width reference': (t) => `${t.slice(0, 6)}&#8203;${t.slice(6)}`,
  'a code span': (t) => `\`${t}\``,
};

/** What each output does to asset text before the redactor sees it. */
const OUTPUTS: Readonly<Record<string, (s: string) => string>> = {
  'job summary and comments (inert Markdown)': inertInline,
  'report and SARIF files (JSON)': (s) => JSON.stringify({ message: s }),
  'annotations (workflow command data)': escapeData,
  'plain text': (s) => s,
};

describe('the redactor and escaped secrets', () => {
  for (const [form, write] of Object.entries(FORMS)) {
    for (const [output, render] of Object.entries(OUTPUTS)) {
      it(`${form} → ${output}: neither the token nor a credential-shaped value can be read`, () => {
        const secrets = secretsRedactor(TOKEN, () => {});
        const out = secrets.redact(render(`worlds ${write(TOKEN)} and ${write(OTHER)} unresolved`));
        const reads = escapedView(out).text;
        expect(reads).not.toContain(TOKEN);
        expect(reads).not.toContain(OTHER);
        expect(out).toContain('***');
        expect(reads).toContain('unresolved');
      });
    }
  }

  it('masks the whole escaped run, not a part of it', () => {
    const secrets = secretsRedactor(TOKEN, () => {});
    expect(secrets.redact(`a ${TOKEN.replace('_', '\\_')} b`)).toBe('a *** b');
  });
});
