/**
 * A routing file of `count` rules for `routing migrate`, each with edits to make: a retired field
 * (`render.legacyWrap`), an unknown namespace and, every tenth rule, an anchor that a later rule's
 * alias uses, so the alias repair is measured too.
 */
export function legacyRules(count) {
  const lines = ['# generated: rules with retired fields', '- id: global', "  filter: { kind: 'true' }", '  values:', '    chat.preset: { preset: base }'];
  for (let i = 1; i < count; i++) {
    lines.push(
      `- id: rule-${i}`,
      `  filter: { kind: scope, field: guild, values: ['${i}'] }`,
      '  values:',
      '    render:',
      '      format: text',
      '      legacyWrap: true   # retired',
      i % 10 === 1 ? `    old.plugin${i}: &a${i} { preset: p${i} }` : `    old.plugin${i}: { a: ${i} }`,
      i % 10 === 2 && i > 2 ? `    chat.preset: *a${i - 1}` : `    chat.preset: { preset: p${i} }`,
    );
  }
  return lines.join('\n') + '\n';
}
