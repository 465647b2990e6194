/**
 * The README's "Use it in your repository": the Action pinned to this version's tag in a workflow that
 * runs only this action and official ones with declared inputs, the CLI from the git tag, from the
 * tarball `npm pack` names and `scripts/release.sh` attaches, and from the registry marked as not yet
 * published; Node 22.12+ stated. The commands were run by hand against a bare clone of this repository
 * (`git+file://`) and the packed tarball (a path, and a URL served on 127.0.0.1); this test keeps their
 * names in step with package.json.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = resolve(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  peerDependencies: Record<string, string>;
};
const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
const start = readme.indexOf('\n## Use it in your repository\n');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
const tag = `v${pkg.version}`;
const tarball = `${pkg.name}-${pkg.version}.tgz`;
const blocks = (lang: string): string[] =>
  [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1] ?? '');

interface Workflow {
  readonly jobs: Record<string, { steps: { uses?: string; run?: string; with?: Record<string, string> }[] }>;
}

describe('README: Use it in your repository', () => {
  it('exists and states Node 22.12+ and that the registry has no release yet', () => {
    expect(start).toBeGreaterThan(0);
    expect(section).toContain('Node.js 22.12 or\nlater');
    expect(section).toContain('not on the npm registry yet');
  });

  it('pins the Action to this version in a workflow of official actions and declared inputs', () => {
    const [workflow] = blocks('yaml').map((text) => parse(text) as Workflow);
    const steps = Object.values(workflow?.jobs ?? {}).flatMap((job) => job.steps);
    expect(steps.map((s) => s.uses)).toEqual(['actions/checkout@v5', `rp-assets/rp-assets@${tag}`]);
    expect(steps.every((s) => s.run === undefined && s.with === undefined)).toBe(true);
    expect(section).toContain('(#the-github-action)');
  });

  it('installs the CLI from the git tag, the release tarball and the registry', () => {
    const commands = blocks('sh').flatMap((b) => b.split('\n').filter(Boolean));
    expect(commands).toEqual([
      `npm install --save-dev git+https://github.com/rp-assets/rp-assets.git#${tag}`,
      'npx rp-assets validate',
      `npm install --save-dev https://github.com/rp-assets/rp-assets/releases/download/${tag}/${tarball}`,
      `npm install --save-dev ./${tarball}`,
      'npx rp-assets validate',
      // the site's optional peers, at the versions package.json asks (src/cli/site-peers.ts names them too)
      `npm install --save-dev ${Object.entries(pkg.peerDependencies)
        .map(([n, r]) => `${n}@${r}`)
        .join(' ')}`,
      `npm install --save-dev ${pkg.name}`,
    ]);
    // the asset name release.sh checks the tarball against
    expect(readFileSync(join(REPO, 'scripts/release.sh'), 'utf8')).toContain('*"-$version.tgz"');
  });
});
