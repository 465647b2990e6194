/**
 * The repository path of the workflow file this job runs from, read from `GITHUB_WORKFLOW_REF`
 * (`owner/repo/.github/workflows/assets.yml@refs/heads/main`). It always exists in the repository,
 * so SARIF can anchor findings that have no file (a missing root, no assets) there when the run has
 * no config or routing file: code scanning shows only results that have a location.
 */
export function workflowFile(env: Readonly<Record<string, string | undefined>>): string | null {
  const ref = env['GITHUB_WORKFLOW_REF'] ?? '';
  const repo = env['GITHUB_REPOSITORY'] ?? '';
  const at = ref.lastIndexOf('@');
  const full = at === -1 ? ref : ref.slice(0, at);
  const prefix = repo === '' ? null : `${repo}/`;
  const path = prefix !== null && full.startsWith(prefix) ? full.slice(prefix.length) : null;
  return path !== null && /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path) ? path : null;
}
