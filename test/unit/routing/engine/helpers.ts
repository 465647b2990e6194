import { createRouter, type RouterOptions } from '../../../../src/routing/index.js';
import type { Predicate, RoutingInput, RoutingRule } from '../../../../src/routing/model/types.js';

type RuleInput = Partial<RoutingRule> & { readonly id: string; readonly filter: Predicate };

export function rule(r: RuleInput): RoutingRule {
  return { values: {}, enabled: true, priority: 0, locked: [], revision: 1, createdAt: 0, updatedAt: 0, ...r };
}

export const G0 = (values: RoutingRule['values'] = {}, extra: Partial<RoutingRule> = {}): RoutingRule =>
  rule({ id: 'global', filter: { kind: 'true' }, values, ...extra });

export const guild = (id: string): Predicate => ({ kind: 'scope', field: 'guild', values: [id] });

export function groupInput(guildId: string, extra: Partial<RoutingInput> = {}): RoutingInput {
  return {
    platform: 'onebot',
    selfId: 'bot',
    userId: 'u1',
    isDirect: false,
    isAtMe: false,
    isQuotingMe: false,
    content: '',
    guildId,
    channelId: guildId,
    ...extra,
  };
}

export function directInput(userId: string, extra: Partial<RoutingInput> = {}): RoutingInput {
  return {
    platform: 'onebot',
    selfId: 'bot',
    userId,
    isDirect: true,
    isAtMe: false,
    isQuotingMe: false,
    content: '',
    channelId: `private:${userId}`,
    ...extra,
  };
}

export const router = (rules: RoutingRule[], extra: Partial<RouterOptions> = {}) => createRouter({ rules, ...extra });

/** The seed example of the routing spec, verbatim (docs/routing.md). */
export const SEED: RoutingRule[] = [
  rule({
    id: 'global',
    filter: { kind: 'true' },
    locked: ['chat.model.model'],
    values: {
      'chat.engine': { id: 'agent' },
      'chat.model': { model: 'openai:gpt-4o-mini' },
      'chat.session': { ownership: 'shared', lane: 'default' },
    },
  }),
  rule({
    id: 'guild-tech-support',
    name: '技术支持群定制',
    filter: {
      kind: 'and',
      operands: [
        { kind: 'scope', field: 'platform', values: ['onebot'] },
        { kind: 'scope', field: 'guild', values: ['10001'] },
      ],
    },
    values: {
      'chat.preset': { preset: 'code-helper' },
      'chat.tools': { mode: 'code', tools: { allow: ['bash', 'filesystem'], deny: [] } },
    },
  }),
  rule({
    id: 'guild-personal-chat',
    name: '娱乐闲聊独立上下文',
    filter: { kind: 'scope', field: 'guild', values: ['20002'] },
    values: {
      'chat.engine': { id: 'character' },
      'chat.preset': { preset: 'sakura' },
      'chat.session': { ownership: 'personal' },
    },
  }),
  rule({
    id: 'guild-override-model-fail',
    name: '违规覆写模型尝试',
    filter: { kind: 'scope', field: 'guild', values: ['30003'] },
    values: { 'chat.model': { model: 'anthropic:claude-3-5-sonnet' } },
  }),
  rule({
    id: 'vip-direct-user',
    name: 'VIP私聊定制',
    filter: { kind: 'and', operands: [{ kind: 'direct' }, { kind: 'scope', field: 'user', values: ['99999'] }] },
    values: {
      'chat.session': { ownership: 'custom', customKey: 'vip-{platform}-{userId}' },
      render: { format: 'markdown', reply: 'tool' },
    },
  }),
  rule({
    id: 'regex-deep-research',
    name: '触发深度研讨',
    filter: { kind: 'content', match: 'regex', text: '^#深度研讨\\s+' },
    values: { 'chat.reasoning': { effort: 'high' }, render: { split: 'none' } },
  }),
];

export const RENDER_DEFAULTS = {
  format: 'text',
  split: 'message',
  hidden: [],
  toolTalk: 'never',
  reply: 'text',
  interim: { deliver: 'send', history: 'keep' },
  quote: false,
  maxChunkLength: 1500,
  maxSegments: 6,
};

/** Diagnostics as `code(ruleId[, namespace|engine])` strings. */
export const diag = (ds: readonly { code: string; ruleId?: string; namespace?: string; engine?: string }[]) =>
  ds.map((d) => `${d.code.replace('routing.', '')}(${[d.ruleId, d.namespace ?? d.engine].filter(Boolean).join(', ')})`);
