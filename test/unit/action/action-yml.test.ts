import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { readInputs } from '../../../src/action/inputs.js';
import { envInputs } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const action = parse(readFileSync(resolve(ROOT, 'action.yml'), 'utf8')) as {
  runs: { using: string; main: string };
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; default?: string }>;
  outputs: Record<string, { description: string }>;
};

describe('action.yml (the contract in docs/action.md)', () => {
  it('runs dist/index.js on node24 and has branding', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding.icon).not.toBe('');
  });

  it('declares exactly the fixed inputs with their defaults, each documented', () => {
    expect(Object.keys(action.inputs)).toEqual([
      'roots',
      'routing',
      'config',
      'working-directory',
      'fail-on',
      'annotate',
      'filter-mode',
      'max-annotations',
      'review-comments',
      'summary',
      'report-file',
      'sarif-file',
      'behaviour-comment',
      'behaviour-file',
      'locale',
      'token',
    ]);
    const defaults = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, v.default]));
    expect(defaults).toEqual({
      roots: '',
      routing: '',
      config: '',
      'working-directory': '.',
      'fail-on': 'error',
      annotate: 'hint',
      'filter-mode': '',
      'max-annotations': '30',
      'review-comments': 'off',
      summary: 'always',
      'report-file': '',
      'sarif-file': '',
      'behaviour-comment': 'off',
      'behaviour-file': '',
      locale: 'zh-CN',
      token: '${{ github.token }}',
    });
    for (const v of Object.values(action.inputs)) expect(v.description.length).toBeGreaterThan(20);
  });

  it('declares exactly the fixed outputs', () => {
    expect(Object.keys(action.outputs)).toEqual([
      'errors',
      'warnings',
      'hints',
      'total',
      'annotated',
      'omitted',
      'report-file',
      'sarif-file',
      'behaviour-file',
    ]);
  });

  it('its defaults, as the runner passes them, read the same as no input at all', () => {
    const env = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([k]) => k !== 'token')
        .map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v.default ?? '']),
    );
    expect(readInputs(envInputs(env))).toEqual(readInputs(envInputs({})));
  });
});
