/** The README's catalog workflows use only this repository's pages action and official actions. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readAction } from './runner.js';

const REPO = resolve(import.meta.dirname, '../../..');

interface Workflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>;
}

const workflows = [...readFileSync(join(REPO, 'README.md'), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1]!)
  .filter((text) => text.includes('rp-assets/rp-assets/pages@v1'))
  .map((text) => parse(text) as Workflow);

describe('README catalog workflows', () => {
  it('has a Pages workflow on push and a preview workflow on pull requests', () => {
    expect(workflows.map((w) => Object.keys(w.on)[0])).toEqual(['push', 'pull_request']);
  });

  it('runs nothing but the pages action and official actions, with inputs it declares', () => {
    const declared = Object.keys(readAction(join(REPO, 'pages')).inputs);
    for (const w of workflows) {
      const steps = Object.values(w.jobs).flatMap((j) => j.steps);
      expect(steps.filter((s) => s.run !== undefined)).toEqual([]);
      for (const s of steps) expect(s.uses).toMatch(/^(actions\/[a-z-]+@v\d+|rp-assets\/rp-assets\/pages@v1)$/);
      for (const s of steps.filter((x) => x.uses === 'rp-assets/rp-assets/pages@v1')) {
        for (const input of Object.keys(s.with ?? {})) expect(declared).toContain(input);
      }
    }
  });
});
