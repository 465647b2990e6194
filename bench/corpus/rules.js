/**
 * Routing rules in the shape of docs/routing.md: a `global` rule first, then rules scoped to
 * platforms, guilds, channels and users, some combined with and/or/not, some on message content,
 * writing real namespaces (chat.preset, chat.session, render, chat.tools, chat.reasoning, ...), a
 * few attempting to override the path that `global` locks.
 */
import { stringify } from 'yaml';

const PLATFORMS = ['onebot', 'discord', 'telegram', 'qq', 'kook'];
const PRESETS = ['sakura', 'code-helper', 'narrator', 'tavern-keeper', 'detective', 'tutor'];
const EFFORTS = ['high', 'medium', 'low', 'off'];
const FORMATS = ['text', 'markdown', 'elements'];

/** Identities the generated rules refer to, so a benchmark can build inputs that hit them. */
export const guildId = (i) => String(10000 + i);
export const userId = (i) => String(90000 + i);
export const channelId = (i) => String(50000 + i);

const scope = (field, values) => ({ kind: 'scope', field, values });

function filterFor(rng, i, withContent) {
  const r = rng.next();
  if (withContent && r < 0.1) {
    const match = rng.pick(['contains', 'startsWith', 'regex', 'exact']);
    const word = rng.pick(['深度研讨', '#help', '角色', 'debug', '画图']);
    return { kind: 'content', match, text: match === 'regex' ? `^${word}\\s+\\S` : word };
  }
  if (r < 0.45) return scope('guild', [guildId(i)]);
  if (r < 0.6) return scope('user', [userId(i)]);
  if (r < 0.7) return scope('channel', [channelId(i)]);
  if (r < 0.82)
    return { kind: 'and', operands: [scope('platform', [rng.pick(PLATFORMS)]), scope('guild', [guildId(i)])] };
  if (r < 0.88) return { kind: 'and', operands: [{ kind: 'direct' }, scope('user', [userId(i)])] };
  if (r < 0.94) return { kind: 'or', operands: [scope('guild', [guildId(i)]), scope('guild', [guildId(i + 1)])] };
  return { kind: 'and', operands: [scope('guild', [guildId(i)]), { kind: 'not', operand: { kind: 'at-me' } }] };
}

function valuesFor(rng) {
  const values = {};
  if (rng.chance(0.6)) values['chat.preset'] = { preset: rng.pick(PRESETS) };
  if (rng.chance(0.3))
    values['chat.session'] = { ownership: rng.pick(['shared', 'personal']), lane: rng.pick(['default', 'rp', 'work']) };
  if (rng.chance(0.3)) values.render = { format: rng.pick(FORMATS), split: rng.pick(['message', 'none']) };
  if (rng.chance(0.2)) values['chat.reasoning'] = { effort: rng.pick(EFFORTS) };
  if (rng.chance(0.15)) values['chat.tools'] = { mode: 'code', tools: { allow: ['bash', 'filesystem'], deny: [] } };
  if (rng.chance(0.1)) values['chat.activation'] = { randomReplyFrequency: rng.pick([0, 0.1, 0.2]) };
  if (rng.chance(0.03)) values['chat.model'] = { model: 'anthropic:claude-3-5-sonnet' }; // blocked by global's lock
  if (Object.keys(values).length === 0) values['chat.preset'] = { preset: rng.pick(PRESETS) };
  return values;
}

/**
 * `count` rules including `global` (count >= 1), as plain objects with every field filled.
 * @param {ReturnType<import('./rng.js').createRng>} rng
 * @param {{ count: number, content?: boolean }} opts
 */
export function generateRules(rng, opts) {
  const rules = [
    {
      id: 'global',
      name: '全局基准',
      filter: { kind: 'true' },
      values: {
        'chat.engine': { id: 'agent' },
        'chat.model': { model: 'openai:gpt-4o-mini' },
        'chat.session': { ownership: 'shared', lane: 'default' },
      },
      enabled: true,
      priority: 0,
      locked: ['chat.model.model'],
      revision: 1,
      createdAt: 0,
      updatedAt: 0,
    },
  ];
  for (let i = 1; i < opts.count; i++) {
    const created = 1_700_000_000_000 + i * 60_000;
    rules.push({
      id: `rule-${String(i).padStart(5, '0')}`,
      name: `规则 ${i}`,
      filter: filterFor(rng, i, opts.content !== false),
      values: valuesFor(rng),
      enabled: !rng.chance(0.02),
      priority: rng.chance(0.1) ? 10 : 0,
      locked: rng.chance(0.05) ? ['render.format'] : [],
      by: rng.chance(0.3) ? 'customize' : undefined,
      revision: rng.int(1, 4),
      createdAt: created,
      updatedAt: created + rng.int(0, 86_400_000),
    });
  }
  return rules.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
}

/** routing.yaml in the loader-entry shape of the spec's example. */
export function routingYaml(rules) {
  return stringify([{ id: 'routing', name: '@chatluna/routing', config: { rules } }], {
    lineWidth: 0,
    flowCollectionPadding: true,
  });
}
