import { describe, expect, it } from 'vitest';
import { workflowFile } from '../../../src/action/workflow-file.js';

const env = (ref: string | undefined, repo = 'octo/roles') => ({ GITHUB_WORKFLOW_REF: ref, GITHUB_REPOSITORY: repo });

describe('workflowFile', () => {
  it('is the repository path of the running workflow', () => {
    expect(workflowFile(env('octo/roles/.github/workflows/assets.yml@refs/heads/main'))).toBe(
      '.github/workflows/assets.yml',
    );
    expect(workflowFile(env('octo/roles/.github/workflows/a@b.yaml@refs/pull/3/merge'))).toBe(
      '.github/workflows/a@b.yaml',
    );
  });

  it('is null when the variable is missing, names another repository or no workflow file', () => {
    expect(workflowFile(env(undefined))).toBeNull();
    expect(workflowFile(env('other/repo/.github/workflows/assets.yml@refs/heads/main'))).toBeNull();
    expect(workflowFile(env('octo/roles/../../etc/passwd@x'))).toBeNull();
    expect(workflowFile(env('octo/roles/.github/workflows/sub/x.yml@x'))).toBeNull();
  });
});
