import { describe, expect, it } from 'vitest';
import { applyMigrations } from '../../../../src/routing/file/migrate-edits.js';

describe('applyMigrations', () => {
  it('removes pairs from flow maps (first, middle, last) and keeps the rest byte-identical', () => {
    const text =
      "- id: a   # keep\n  filter: {kind: 'true'}\n  revision: 7\n  values: {render: {x: 1, format: text, y: 2, z: 3}}\n";
    const out = applyMigrations(text, [{ index: 0, removed: ['render.x', 'render.y', 'render.z'], revision: 8 }]);
    expect(out).toBe("- id: a   # keep\n  filter: {kind: 'true'}\n  revision: 8\n  values: {render: {format: text}}\n");
  });

  it('writes {} for a mapping left empty and inserts a missing revision after id', () => {
    const text = '- id: a\n  filter: {kind: direct}\n  values:\n    render:\n      legacy: 1\n';
    const out = applyMigrations(text, [{ index: 0, removed: ['render.legacy'], revision: 2 }]);
    expect(out).toBe('- id: a\n  revision: 2\n  filter: {kind: direct}\n  values:\n    render: {}\n');
  });

  it('handles a flow-style rule and a field inside a list item', () => {
    const text =
      '- {id: a, filter: {kind: direct}, values: {censor: {replaceRules: [{pattern: x, replacement: y, extra: 1}]}}}\n';
    const out = applyMigrations(text, [{ index: 0, removed: ['censor.replaceRules.0.extra'], revision: 2 }]);
    expect(out).toBe(
      '- {id: a, revision: 2, filter: {kind: direct}, values: {censor: {replaceRules: [{pattern: x, replacement: y}]}}}\n',
    );
  });

  it('removes an unknown rule field and edits the right rule in a loader-entry file', () => {
    const text =
      "- id: routing\n  config:\n    rules:\n      - id: global\n        filter: {kind: 'true'}\n      - id: b\n        priorty: 1\n        filter: {kind: group}\n";
    const out = applyMigrations(text, [{ index: 1, removed: [], removedFields: ['priorty'], revision: 2 }]);
    expect(out).toBe(
      "- id: routing\n  config:\n    rules:\n      - id: global\n        filter: {kind: 'true'}\n      - id: b\n        revision: 2\n        filter: {kind: group}\n",
    );
  });

  it('refuses text with YAML errors', () => {
    expect(() => applyMigrations('- id: [a\n', [{ index: 0, removed: [], revision: 2 }])).toThrow(/syntax/);
  });
});
