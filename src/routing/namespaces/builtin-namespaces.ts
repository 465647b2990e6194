/**
 * The namespace table of docs/routing.md as JSON Schemas. Every `default`
 * keyword reproduces the spec's default object exactly; fields marked `?` in the spec have none.
 */
import type { NamespaceDefinition } from './namespace-definition.js';
import { anyValue, bool, int, num, obj, oneOf, str, strings } from './json-schema.js';

const def = (
  name: string,
  applies: 'live' | 'session',
  schema: NamespaceDefinition['schema'],
  extra: Partial<NamespaceDefinition> = {},
): NamespaceDefinition => ({ name, applies, merge: 'deep', schema, ...extra });

export const BUILTIN_NAMESPACES: readonly NamespaceDefinition[] = [
  def('chat.engine', 'session', obj({ id: str({ minLength: 1, default: 'agent' }), config: { type: 'object' } })),
  def(
    'chat.model',
    'session',
    obj({ model: str({ default: 'openai:gpt-4o-mini' }), small: str(), medium: str(), large: str(), decide: str() }),
  ),
  def('chat.reasoning', 'session', obj({ effort: str() })),
  def('chat.preset', 'live', obj({ preset: str() })),
  def(
    'chat.session',
    'session',
    obj({
      ownership: oneOf(['shared', 'personal', 'custom'], { default: 'shared' }),
      customKey: str(),
      lane: str({ default: 'default' }),
    }),
  ),
  def(
    'chat.tools',
    'session',
    obj({
      mode: oneOf(['delegate', 'native', 'search', 'code']),
      tools: obj({ allow: strings(), deny: strings({ default: [] }) }, { default: {} }),
    }),
  ),
  def('chat.outbound', 'session', obj({ capture: bool(true) })),
  def(
    'chat.activation',
    'live',
    obj(
      {
        use: strings({ default: ['rule'] }),
        botNames: strings({ default: [] }),
        isNickname: bool(true),
        isNickNameWithContent: bool(false),
        allowPrivate: bool(true),
        allowAtReply: bool(true),
        allowQuoteReply: bool(true),
        privateChatWithoutCommand: bool(true),
        randomReplyFrequency: num({ minimum: 0, maximum: 1, default: 0 }),
        msgCooldown: num({ minimum: 0, default: 0 }),
        ignoreSelf: bool(true),
      },
      { additionalProperties: true },
    ),
  ),
  def(
    'chat.observe',
    'live',
    obj({
      mode: oneOf(['off', 'quiet'], { default: 'off' }),
      self: bool(true),
      backfill: obj({ limit: int({ default: 30 }) }, { default: {} }),
      midTurn: oneOf(['step', 'turn'], { default: 'step' }),
      store: oneOf(['message', 'turn'], { default: 'message' }),
      media: obj({ perMessage: int({ default: 9 }), attach: int({ default: 4 }) }, { default: {} }),
    }),
  ),
  def(
    'chat.proactive',
    'live',
    obj({ silence: bool(false), followUp: bool(false), topic: bool(false), rhythm: bool(false) }),
  ),
  def(
    'chat.merge',
    'live',
    obj({
      mode: oneOf(['immediate', 'settle'], { default: 'immediate' }),
      quiet: num({ minimum: 0, default: 2500 }),
      max: num({ minimum: 0, default: 15000 }),
      interrupt: bool(false),
      directMode: oneOf(['immediate', 'settle']),
    }),
  ),
  def(
    'render',
    'live',
    obj({
      format: oneOf(['text', 'elements', 'markdown'], { default: 'text' }),
      elements: strings(),
      split: oneOf(['message', 'none'], { default: 'message' }),
      hidden: strings({ default: [] }),
      toolTalk: oneOf(['never', 'sometimes', 'always'], { default: 'never' }),
      reply: oneOf(['text', 'tool'], { default: 'text' }),
      interim: obj(
        {
          deliver: oneOf(['send', 'drop'], { default: 'send' }),
          history: oneOf(['keep', 'merge', 'drop'], { default: 'keep' }),
        },
        { default: {} },
      ),
      quote: bool(false),
      maxChunkLength: int({ minimum: 1, default: 1500 }),
      maxSegments: int({ minimum: 1, default: 6 }),
    }),
  ),
  def(
    'censor',
    'live',
    obj({
      blockWords: strings({ default: [] }),
      flagWords: strings({ default: [] }),
      replaceRules: {
        type: 'array',
        default: [],
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['pattern', 'replacement'],
          properties: { pattern: str(), replacement: str() },
        },
      },
    }),
  ),
  def(
    'memory',
    'live',
    obj({
      backends: strings({ default: ['md'] }),
      enabled: bool(false),
      gate: bool(false),
      indexBudget: int({ default: 1500 }),
      extractWindow: int({ default: 30 }),
      recall: obj({ enabled: bool(false), interval: int({ default: 10 }) }, { default: {} }),
      dream: obj(
        {
          enabled: bool(true),
          idleAfter: int({ default: 1800000 }),
          nightly: bool(true),
          cron: str({ default: '0 4 * * *' }),
          maxActive: int({ default: 300 }),
        },
        { default: {} },
      ),
      isolation: oneOf(['preset', 'conversation'], { default: 'preset' }),
    }),
  ),
  def('skills', 'live', obj({ allow: strings(), deny: strings({ default: [] }), secrets: bool(true) })),
  def(
    'subagents',
    'live',
    obj({
      defaultModel: str({ default: '@medium' }),
      maxLevel: int(),
      depthLimit: int({ default: 4 }),
      profiles: anyValue,
      backends: anyValue,
    }),
  ),
  def('machines', 'live', obj({ default: str({ default: 'local' }), allowed: strings({ default: ['local'] }) })),
  def(
    'permissions',
    'live',
    obj(
      { mode: oneOf(['read-only', 'files', 'auto', 'allow']), reviewer: str(), askTimeout: num({ minimum: 0 }) },
      { required: ['mode'] },
    ),
    { noDefault: true },
  ),
  def('compaction', 'live', obj({ threshold: num({ minimum: 0, maximum: 1, default: 0.8 }), remote: bool(true) })),
];
