/**
 * A port of how GitHub's runner (actions/runner, `ActionCommandManager` and `ActionCommand`) reads
 * a step's output for workflow commands, to check that nothing an asset holds becomes one:
 *
 * - v2 (`ActionCommand.TryParseV2`): after leading whitespace is trimmed, a line starting with `::`;
 *   the command name runs to the first space or `::`; properties `k=v` separated by `,` between the
 *   name and the second `::`; the rest is the data. Data unescapes `%0D %0A %25`; properties also
 *   `%3A %2C`.
 * - v1 (`ActionCommand.TryParse`): a line containing `##[`, name and `k=v;` properties up to `]`.
 * - only registered command names count;
 * - `::stop-commands::TOKEN` switches every command off until a line (trimmed) equal to `::TOKEN::`.
 */
export interface RunnerCommand {
  readonly name: string;
  readonly properties: Readonly<Record<string, string>>;
  readonly data: string;
  readonly line: number;
}

/** The commands the runner registers (ActionCommandManager and its extensions). */
const REGISTERED = new Set([
  'add-mask',
  'add-matcher',
  'remove-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'internal-set-repo-path',
  'notice',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning',
]);

const unescapeData = (s: string) => s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/gi, '%');
const unescapeProperty = (s: string) =>
  s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%25/gi, '%');

function parseV2(line: string): Omit<RunnerCommand, 'line'> | null {
  const message = line.trimStart();
  if (!message.startsWith('::')) return null;
  const end = message.indexOf('::', 2);
  if (end < 0) return null;
  const head = message.slice(2, end);
  const space = head.indexOf(' ');
  const name = space < 0 ? head : head.slice(0, space);
  if (!REGISTERED.has(name)) return null;
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const pair of head.slice(space + 1).split(',')) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1));
    }
  }
  return { name, properties, data: unescapeData(message.slice(end + 2)) };
}

function parseV1(line: string): Omit<RunnerCommand, 'line'> | null {
  const start = line.indexOf('##[');
  if (start < 0) return null;
  const close = line.indexOf(']', start);
  if (close < 0) return null;
  const inside = line.slice(start + 3, close);
  const space = inside.indexOf(' ');
  const name = space < 0 ? inside : inside.slice(0, space);
  if (!REGISTERED.has(name)) return null;
  return { name, properties: {}, data: line.slice(close + 1) };
}

/** Every command the runner would execute in `output`, in order. */
export function runnerCommands(output: string): RunnerCommand[] {
  const out: RunnerCommand[] = [];
  let stopToken: string | null = null;
  output.split(/\r?\n/).forEach((raw, i) => {
    if (stopToken !== null) {
      if (raw.trim() === `::${stopToken}::`) stopToken = null;
      return;
    }
    const cmd = parseV2(raw) ?? parseV1(raw);
    if (!cmd) return;
    out.push({ ...cmd, line: i + 1 });
    if (cmd.name === 'stop-commands') stopToken = cmd.data;
  });
  return out;
}
