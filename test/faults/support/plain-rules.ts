/**
 * A routing file of `count` rules, each with a retired field for `routing migrate` to remove and
 * no revision (so one is inserted), without a single anchor or alias; `eol` ends every line.
 */
export function plainLegacyRules(count: number, eol = '\n'): string {
  const lines = ['- id: global', "  filter: { kind: 'true' }", '  values:', '    chat.preset: { preset: base }'];
  for (let i = 1; i < count; i++)
    lines.push(
      `- id: rule-${i}`,
      `  filter: { kind: scope, field: guild, values: ['${i}'] }`,
      '  values:',
      '    render:',
      '      format: text',
      '      legacyWrap: true',
    );
  return lines.join(eol) + eol;
}
