/**
 * The runner's file protocol: step outputs appended to `$GITHUB_OUTPUT` as heredoc blocks with a
 * random delimiter, the job summary appended to `$GITHUB_STEP_SUMMARY`.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

/** The heredoc block `name<<delim\nvalue\ndelim\n` for one output. */
export function outputBlock(name: string, value: string, delimiter = `ghadelimiter_${randomUUID()}`): string {
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`output ${name} contains the delimiter ${delimiter}`);
  }
  return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}

export interface OutputSink {
  setOutput(name: string, value: string | number): void;
  appendSummary(markdown: string): void;
}

/**
 * Writes to the files the runner names. Without `GITHUB_OUTPUT` (an old runner, a local run) outputs
 * fall back to the deprecated `::set-output` command; without `GITHUB_STEP_SUMMARY` the summary is skipped.
 */
export function runnerSink(env: NodeJS.ProcessEnv, log: (line: string) => void): OutputSink {
  return {
    setOutput(name, value) {
      const file = env['GITHUB_OUTPUT'];
      if (file) appendFileSync(file, outputBlock(name, String(value)), 'utf8');
      else log(`::set-output name=${name}::${String(value)}`);
    },
    appendSummary(markdown) {
      const file = env['GITHUB_STEP_SUMMARY'];
      if (file) appendFileSync(file, markdown, 'utf8');
      else log('GITHUB_STEP_SUMMARY is not set: the job summary was not written.');
    },
  };
}
