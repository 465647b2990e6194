import { describe, expect, it } from 'vitest';
import { nodeFileSystem } from '../../../src/node/node-fs.js';
import { memoryFileSystem } from '../../../src/common/memory-fs.js';
import { DEFAULT_CONFIG, findConfig, loadConfig } from '../../../src/config/index.js';

const dir = 'test/fixtures/config';
const fs = nodeFileSystem();
const codes = (ds: readonly { line: number | null; column: number | null; code: string }[]) =>
  ds.map((d) => `${d.line}:${d.column} ${d.code}`);

describe('loadConfig', () => {
  it('reads every section and resolves paths against the config folder', async () => {
    const { config, diagnostics } = await loadConfig(`${dir}/ok-full/rp-assets.config.yaml`, fs);
    expect(diagnostics).toEqual([]);
    expect(config.roots).toEqual([`${dir}/ok-full/global`, `${dir}/ok-full/project`]);
    expect(config.routing).toBe(`${dir}/ok-full/rules/routing.yaml`);
    expect(config.tests).toBe(`${dir}/ok-full/rules/routing.tests.yaml`);
    expect(config.locale).toBe('en');
    expect(config.namespaces).toEqual([
      {
        name: 'x.voice',
        schema: { type: 'object', properties: { speaker: { type: 'string' } } },
        merge: 'replace',
        applies: 'session',
        description: '语音设置',
      },
    ]);
    expect(config.engines).toEqual([
      { id: 'agent', enabled: true },
      {
        id: 'character',
        enabled: true,
        configSchema: { type: 'object', properties: { temperature: { type: 'number' } } },
      },
      { id: 'beta', enabled: false },
    ]);
    expect(config.customPredicates).toEqual([
      { id: 'vip:check', preview: true, description: 'VIP 用户' },
      { id: 'night', preview: false },
    ]);
  });

  it('reports each bad field at its position and keeps the rest', async () => {
    const { config, diagnostics } = await loadConfig(`${dir}/not-ok-fields/rp-assets.config.yaml`, fs);
    expect(codes(diagnostics)).toEqual([
      '1:17 config.invalid-field',
      '2:10 config.invalid-field',
      '3:9 config.invalid-field',
      '4:1 config.unknown-field',
      '7:13 config.invalid-schema',
      '8:12 config.invalid-field',
      '9:3 config.invalid-field',
      '12:10 config.invalid-field',
      '13:19 config.invalid-field',
    ]);
    expect(diagnostics[3]?.suggestion).toBe('namespaces');
    expect(config.roots).toEqual([`${dir}/not-ok-fields/global`]);
    expect(config.locale).toBeNull(); // a bad value is reported and the run's language is then the environment's
    expect(config.namespaces.map((n) => [n.name, n.merge, n.schema])).toEqual([
      ['x.bad', 'deep', {}],
      ['x.noschema', 'deep', {}],
    ]);
    expect(config.engines).toEqual([]);
  });

  it('reports misspelt keys inside namespace, engine and custom predicate entries, with the closest key', async () => {
    const text = [
      'namespaces:',
      '  x.voice: { schema: {}, merg: replace }',
      'engines:',
      '  beta: { enable: false }',
      'customPredicates:',
      '  vip: { previw: true }',
    ].join('\n');
    const { config, diagnostics } = await loadConfig(
      'rp-assets.config.yaml',
      memoryFileSystem({ 'rp-assets.config.yaml': text }),
    );
    expect(diagnostics.map((d) => [`${d.line}:${d.column}`, d.code, d.data['field'], d.suggestion])).toEqual([
      ['2:26', 'config.unknown-field', 'namespaces.x.voice.merg', 'merge'],
      ['4:11', 'config.unknown-field', 'engines.beta.enable', 'enabled'],
      ['6:10', 'config.unknown-field', 'customPredicates.vip.previw', 'preview'],
    ]);
    // the misspelt keys are ignored: each takes its default
    expect(config.namespaces[0]?.merge).toBe('deep');
    expect(config.engines).toEqual([{ id: 'beta', enabled: true }]);
    expect(config.customPredicates).toEqual([{ id: 'vip', preview: false }]);
  });

  it('reports broken YAML and falls back to defaults', async () => {
    const { config, diagnostics } = await loadConfig(`${dir}/not-ok-broken-yaml/rp-assets.config.yaml`, fs);
    expect(diagnostics.map((d) => d.code)).toContain('config.yaml-syntax');
    expect(config.routing).toBeNull();
    expect(config.roots).toEqual([`${dir}/not-ok-broken-yaml`]);
  });

  it('reports a missing config file', async () => {
    const { diagnostics } = await loadConfig('nope/rp-assets.config.yaml', memoryFileSystem({}));
    expect(diagnostics.map((d) => [d.code, d.data['reason']])).toEqual([['config.unreadable', 'missing']]);
  });

  it('keeps absolute paths inside the repository', async () => {
    const mem = memoryFileSystem({
      '/repo/.git/HEAD': 'ref: refs/heads/main\n',
      '/repo/cfg/rp-assets.config.yaml': 'roots: [/repo/abs/roots, ../rel]\nrouting: /repo/r.yaml\n',
    });
    const { config, diagnostics } = await loadConfig('/repo/cfg/rp-assets.config.yaml', mem);
    expect(diagnostics).toEqual([]);
    expect(config.roots).toEqual(['/repo/abs/roots', '/repo/rel']);
    expect(config.routing).toBe('/repo/r.yaml');
  });

  it('refuses paths outside the repository or into .git, at their lines (docs/security.md)', async () => {
    const mem = memoryFileSystem({
      '/repo/.git/config': '[core]\n',
      '/repo/cfg/rp-assets.config.yaml': 'roots: [/abs/roots, ../rel]\nrouting: ../.git/config\ntests: /etc/r.yaml\n',
    });
    const { config, diagnostics } = await loadConfig('/repo/cfg/rp-assets.config.yaml', mem);
    expect(diagnostics.map((d) => [d.code, d.line, d.data['reason']])).toEqual([
      ['config.path-outside-repository', 1, 'outside-repository'],
      ['config.path-outside-repository', 2, 'git-folder'],
      ['config.path-outside-repository', 3, 'outside-repository'],
    ]);
    expect(config.roots).toEqual(['/repo/rel']);
    expect(config.routing).toBeNull();
    expect(config.tests).toBeNull();
  });
});

describe('findConfig', () => {
  it('finds the config in a parent folder', async () => {
    expect(await findConfig(`${dir}/ok-nested/sub/deeper`, fs)).toBe(`${dir}/ok-nested/rp-assets.config.yaml`);
  });
  it('stops at the repository root', async () => {
    const mem = memoryFileSystem({
      '/a/rp-assets.config.yaml': 'roots: [x]\n',
      '/a/repo/.git/HEAD': 'ref',
      '/a/repo/src/x.md': '',
    });
    expect(await findConfig('/a/repo/src', mem)).toBeNull();
    expect(await findConfig('/a', mem)).toBe('/a/rp-assets.config.yaml');
  });
  it('DEFAULT_CONFIG has the documented defaults', () => {
    expect(DEFAULT_CONFIG).toMatchObject({ roots: ['.'], routing: null, locale: null, namespaces: [] });
  });
});
