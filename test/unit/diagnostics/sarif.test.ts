import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { fileOnly, report } from '../../../src/diagnostics/report.js';
import { FINGERPRINT_KEY, formatReport, pathToUri } from '../../../src/report/format/index.js';
import { makeReport } from './support/build-report.js';
import { sampleDiagnostics } from './support/sample-diagnostics.js';
import { unresolvedWorld } from './support/test-registry.js';

vi.mock('../../../src/diagnostics/registry.js', async () =>
  (await import('./support/test-registry.js')).mockRegistry(),
);

const text = { type: 'object', required: ['text'], properties: { text: { type: 'string', minLength: 1 } } };
const physicalLocation = {
  type: 'object',
  required: ['artifactLocation'],
  properties: {
    artifactLocation: { type: 'object', required: ['uri'], properties: { uri: { type: 'string', pattern: '^[^/ ]' } } },
    region: {
      type: 'object',
      required: ['startLine'],
      properties: { startLine: { type: 'integer', minimum: 1 }, startColumn: { type: 'integer', minimum: 1 } },
    },
  },
};
/** What GitHub code scanning needs of a SARIF upload (the `sarif-file` output, docs/action.md). */
const githubSarif = {
  type: 'object',
  required: ['version', 'runs', '$schema'],
  properties: {
    version: { const: '2.1.0' },
    runs: {
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'object',
        required: ['tool', 'results'],
        properties: {
          tool: {
            type: 'object',
            required: ['driver'],
            properties: {
              driver: {
                type: 'object',
                required: ['name', 'version', 'informationUri', 'rules'],
                properties: {
                  rules: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: [
                        'id',
                        'shortDescription',
                        'fullDescription',
                        'help',
                        'helpUri',
                        'defaultConfiguration',
                      ],
                      properties: {
                        shortDescription: text,
                        fullDescription: text,
                        help: { type: 'object', required: ['text', 'markdown'] },
                        defaultConfiguration: {
                          type: 'object',
                          required: ['level'],
                          properties: { level: { enum: ['error', 'warning', 'note'] } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          results: {
            type: 'array',
            items: {
              type: 'object',
              required: ['ruleId', 'ruleIndex', 'level', 'message', 'locations', 'partialFingerprints'],
              properties: {
                level: { enum: ['error', 'warning', 'note'] },
                message: text,
                locations: {
                  type: 'array',
                  minItems: 1,
                  items: { type: 'object', required: ['physicalLocation'], properties: { physicalLocation } },
                },
                relatedLocations: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'physicalLocation', 'message'],
                    properties: { physicalLocation },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
const validate = new Ajv({ allErrors: true, strict: false }).compile(githubSarif);

const sarif = (r: ReturnType<typeof makeReport>, anchorFile?: string) =>
  JSON.parse(formatReport(r, { format: 'sarif', locale: 'en', ...(anchorFile ? { anchorFile } : {}) }));

describe('sarif format', () => {
  it('has every field GitHub code scanning requires', () => {
    const doc = sarif(makeReport(sampleDiagnostics()));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(sarif(makeReport([])))).toBe(true);
  });

  it('lists the rules that occur, sorted, and points ruleIndex at them', () => {
    const run = sarif(makeReport(sampleDiagnostics())).runs[0];
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual([
      'asset.test-override',
      'entry.test-too-big',
      'world.test-unresolved',
    ]);
    for (const res of run.results) expect(run.tool.driver.rules[res.ruleIndex].id).toBe(res.ruleId);
    const rule = run.tool.driver.rules[2];
    expect(rule.helpUri).toMatch(/\/docs\/codes\/world\/test-unresolved\.md$/);
    expect(rule.fullDescription.text).toBe('A misspelt world id silently disables the world.');
    expect(rule.defaultConfiguration.level).toBe('error');
    expect(run.tool.driver.rules[0].defaultConfiguration.level).toBe('note');
  });

  it('maps severities to error, warning and note', () => {
    const run = sarif(makeReport(sampleDiagnostics())).runs[0];
    expect(run.results.map((r: { level: string }) => r.level)).toEqual(['error', 'warning', 'note']);
  });

  it('writes regions only where a line is known, and relative encoded URIs', () => {
    const [first, second, third] = sarif(makeReport(sampleDiagnostics())).runs[0].results;
    expect(first.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'roleplay/characters/alice/CHARACTER.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 5, startColumn: 5, endLine: 5, endColumn: 11 },
    });
    expect(second.locations[0].physicalLocation.artifactLocation.uri).toBe(
      'roleplay/worlds/astra/entries/%E5%AE%88%E5%8D%AB%20%E9%95%BF%E6%96%87.md',
    );
    expect(third.locations[0].physicalLocation).not.toHaveProperty('region');
    expect(first.relatedLocations[0]).toEqual({
      id: 1,
      physicalLocation: {
        artifactLocation: { uri: 'roleplay/worlds/astra/WORLD.md', uriBaseId: '%SRCROOT%' },
        region: { startLine: 2 },
      },
      message: { text: 'closest world' },
    });
    expect(pathToUri('a b/#c?.md')).toBe('a%20b/%23c%3F.md');
  });

  it('gives partial fingerprints that do not change when the problem moves lines', () => {
    const [d] = sampleDiagnostics();
    const a = sarif(makeReport([d!])).runs[0].results[0].partialFingerprints[FINGERPRINT_KEY];
    const b = sarif(makeReport([{ ...d!, line: 40, endLine: 40 }])).runs[0].results[0].partialFingerprints[
      FINGERPRINT_KEY
    ];
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(b).toBe(a);
  });

  it('anchors file-less diagnostics at a file, or reports them as notifications', () => {
    const d = report(unresolvedWorld, fileOnly(null), { character: 'a', ref: 'b' });
    const anchored = sarif(makeReport([d]), 'rp-assets.config.yaml').runs[0];
    expect(anchored.results[0].locations[0].physicalLocation.artifactLocation.uri).toBe('rp-assets.config.yaml');
    const looseDoc = sarif(makeReport([d]));
    const loose = looseDoc.runs[0];
    expect(loose.results).toEqual([]);
    expect(loose.invocations[0].toolExecutionNotifications[0].descriptor.id).toBe('world.test-unresolved');
    expect(validate(looseDoc)).toBe(true);
  });
});

describe('sarif rule names (issue 14, point 7)', () => {
  it('the document names each rule that way', () => {
    const doc = JSON.parse(
      formatReport(makeReport([report(unresolvedWorld, fileOnly('a.md'), { character: 'a', ref: 'x' })]), {
        format: 'sarif',
        locale: 'en',
      }),
    ) as { runs: { tool: { driver: { rules: { id: string; name: string }[] } } }[] };
    for (const r of doc.runs[0]!.tool.driver.rules) expect(r.name).not.toBe(r.id);
  });
});
