import { describe, expect, it } from 'vitest';
import { InputError, readInputs } from '../../../src/action/inputs.js';
import { envInputs } from './helpers.js';

describe('readInputs', () => {
  it('has the documented defaults (docs/action.md) when nothing is set', () => {
    expect(readInputs(envInputs({}))).toEqual({
      roots: [],
      routing: null,
      config: null,
      workingDirectory: '.',
      failOn: 'error',
      annotate: 'hint',
      filterMode: null,
      maxAnnotations: 30,
      reviewComments: 'off',
      summary: 'always',
      reportFile: null,
      sarifFile: null,
      behaviourComment: 'off',
      behaviourFile: null,
      locale: 'zh-CN',
      token: '',
    });
  });

  it('reads hyphenated names as the runner sets them and splits roots on spaces and newlines', () => {
    const i = readInputs(
      envInputs({
        'INPUT_FILTER-MODE': 'diff-context',
        'INPUT_WORKING-DIRECTORY': ' assets ',
        INPUT_ROOTS: 'global\nproject  extra',
        'INPUT_MAX-ANNOTATIONS': '5',
        INPUT_LOCALE: 'en',
        'INPUT_FAIL-ON': 'never',
        'INPUT_BEHAVIOUR-COMMENT': 'On-Change',
        'INPUT_BEHAVIOUR-FILE': 'out/behaviour.json',
      }),
    );
    expect(i).toMatchObject({
      filterMode: 'diff-context',
      workingDirectory: 'assets',
      roots: ['global', 'project', 'extra'],
      maxAnnotations: 5,
      locale: 'en',
      failOn: 'never',
      behaviourComment: 'on-change',
      behaviourFile: 'out/behaviour.json',
    });
  });

  it('rejects unknown values naming the input', () => {
    expect(() => readInputs(envInputs({ 'INPUT_FAIL-ON': 'fatal' }))).toThrow(InputError);
    expect(() => readInputs(envInputs({ 'INPUT_FAIL-ON': 'fatal' }))).toThrow(/`fail-on` is `fatal`/);
    expect(() => readInputs(envInputs({ 'INPUT_MAX-ANNOTATIONS': '-1' }))).toThrow(/max-annotations/);
    expect(() => readInputs(envInputs({ 'INPUT_MAX-ANNOTATIONS': '2.5' }))).toThrow(/max-annotations/);
    expect(() => readInputs(envInputs({ 'INPUT_BEHAVIOUR-COMMENT': 'sometimes' }))).toThrow(/`behaviour-comment`/);
  });
});
