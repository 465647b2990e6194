/**
 * Why one rule sorts after another (compareRules, docs/routing.md "Order"): the words the
 * shadowing findings end with, so the author sees which field to change. Message data is flat,
 * so the cause travels as four fields.
 */

export type CauseKind = 'specificity' | 'priority' | 'createdAt' | 'id';

/** The later rule, the first key of compareRules that differs, and its two values. */
export interface CauseData {
  readonly causeRule?: string;
  readonly causeBy?: CauseKind;
  readonly causeTheirs?: number;
  readonly causeMine?: number;
}

export const causeWords = {
  en: (c: CauseData): string => {
    switch (c.causeBy) {
      case 'specificity':
        return ` (\`${c.causeRule}\` is more specific: specificity ${c.causeTheirs} against ${c.causeMine})`;
      case 'priority':
        return ` (\`${c.causeRule}\` is as specific and comes later because of its priority ${c.causeTheirs} against ${c.causeMine})`;
      case 'createdAt':
        return ` (\`${c.causeRule}\` is as specific, has the same priority and comes later because of its createdAt ${c.causeTheirs} against ${c.causeMine})`;
      case 'id':
        return ` (\`${c.causeRule}\` is as specific, has the same priority and createdAt, and comes later because its id sorts after)`;
      default:
        return '';
    }
  },
  'zh-CN': (c: CauseData): string => {
    switch (c.causeBy) {
      case 'specificity':
        return `（\`${c.causeRule}\` 更具体：特异度 ${c.causeTheirs} 高于 ${c.causeMine}）`;
      case 'priority':
        return `（\`${c.causeRule}\` 特异度相同，因 priority ${c.causeTheirs} 高于 ${c.causeMine} 而排在后面）`;
      case 'createdAt':
        return `（\`${c.causeRule}\` 特异度和 priority 相同，因 createdAt ${c.causeTheirs} 晚于 ${c.causeMine} 而排在后面）`;
      case 'id':
        return `（\`${c.causeRule}\` 特异度、priority 和 createdAt 都相同，因 id 排序靠后而排在后面）`;
      default:
        return '';
    }
  },
} as const;
