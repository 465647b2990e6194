/**
 * The state-change targets of `roleplay_finalize_turn` schema v2 (docs/turn.md, "Model
 * semantic output schema"; field choices in docs/turn.md). A domain either has a closed list of
 * fields (dotted names, one path segment per dot) or names an entity by a length-limited id,
 * optionally narrowed by one of its own fields.
 */
export type Domain =
  'appearance' | 'location' | 'inventory' | 'conditions' | 'relationship' | 'knowledge' | 'goals' | 'questFlags';

export interface DomainRule {
  /** Whether `entityId` is required (`required`) or not allowed (`none`). */
  readonly entity: 'required' | 'none';
  /** Allowed `field` values; empty: the domain has no `field`. */
  readonly fields: readonly string[];
  /** Whether `field` must be given (only when `fields` is not empty). */
  readonly fieldRequired: boolean;
  readonly description: string;
}

export const DOMAINS: { readonly [D in Domain]: DomainRule } = {
  appearance: {
    entity: 'none',
    fields: [
      'hair.length',
      'hair.color',
      'hair.style',
      'eyes.color',
      'skin.tone',
      'skin.marks',
      'body.build',
      'body.height',
      'face.features',
      'clothing.upper',
      'clothing.lower',
      'clothing.outer',
      'clothing.footwear',
      'accessories',
      'makeup',
    ],
    fieldRequired: true,
    description: 'How the character looks now: hair, eyes, skin, body, face, clothing, accessories, makeup.',
  },
  location: {
    entity: 'none',
    fields: ['region', 'place', 'spot', 'destination'],
    fieldRequired: true,
    description:
      'Where the character is: region (city, country), place (building, street), spot (room, seat), destination.',
  },
  inventory: {
    entity: 'required',
    fields: ['quantity', 'condition', 'equipped', 'description'],
    fieldRequired: false,
    description: 'Items carried, by item id; without `field` the change is about the item as a whole (add, remove).',
  },
  conditions: {
    entity: 'none',
    fields: ['health', 'injuries', 'fatigue', 'hunger', 'thirst', 'mood', 'intoxication', 'illness', 'effects'],
    fieldRequired: true,
    description:
      'Bodily and mental state: health, injuries, fatigue, hunger, thirst, mood, intoxication, illness, other effects.',
  },
  relationship: {
    entity: 'required',
    fields: ['affinity', 'trust', 'attitude', 'status', 'nickname'],
    fieldRequired: true,
    description: 'How the character stands with another person, by that person’s id.',
  },
  knowledge: {
    entity: 'required',
    fields: [],
    fieldRequired: false,
    description: 'A fact the character now knows (or forgot), by fact id.',
  },
  goals: {
    entity: 'required',
    fields: ['status', 'progress', 'priority'],
    fieldRequired: false,
    description: 'What the character is trying to do, by goal id.',
  },
  questFlags: {
    entity: 'required',
    fields: [],
    fieldRequired: false,
    description: 'Story flags, by flag id.',
  },
};

export const DOMAIN_NAMES = Object.keys(DOMAINS) as readonly Domain[];

/** Entity ids: 1 to 64 UTF-16 units, no control characters, no leading or trailing whitespace. */
export const ENTITY_ID_MAX = 64;
export const ENTITY_ID_PATTERN = '^[^\\s\\u0000-\\u001f](?:[^\\u0000-\\u001f]*[^\\s\\u0000-\\u001f])?$';

/** The four operations (docs/turn.md "op"). */
export const OPS = ['replace', 'add', 'remove', 'increment'] as const;
export type Op = (typeof OPS)[number];

/** How long a change holds (docs/turn.md "durability"). */
export const DURABILITIES = ['transient', 'scene', 'persistent'] as const;

export const SOURCES = ['user', 'assistant'] as const;
export type Source = (typeof SOURCES)[number];

export const QUOTE_MAX = 1000;
export const TEXT_MAX = 500;
export const LIST_MAX = 64;
