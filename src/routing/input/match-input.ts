/** matchInput (spec: 把 Satori Session 和当前 routeId 规格化为路由输入). */
import type { RoutingInput } from '../model/types.js';

/** A Satori message element: `{ type: 'at', attrs: { id } }`, possibly nested. */
export interface SessionElement {
  readonly type: string;
  readonly attrs?: { readonly [key: string]: unknown };
  readonly children?: readonly SessionElement[];
}

/** The part of a Satori Session routing reads. */
export interface Session {
  readonly platform?: string;
  readonly selfId?: string;
  readonly guildId?: string;
  readonly channelId?: string;
  readonly userId?: string;
  readonly isDirect?: boolean;
  readonly content?: string;
  /** The text with command prefix and @-mention removed, and whether the bot was mentioned. */
  readonly stripped?: { readonly content?: string; readonly atSelf?: boolean };
  readonly elements?: readonly SessionElement[];
  readonly quote?: { readonly user?: { readonly id?: string } };
}

function mentions(elements: readonly SessionElement[] | undefined, selfId: string): boolean {
  const stack = [...(elements ?? [])];
  while (stack.length > 0) {
    const e = stack.pop() as SessionElement;
    if (e.type === 'at' && e.attrs?.['id'] === selfId) return true;
    if (e.children) stack.push(...e.children);
  }
  return false;
}

export function matchInput(session: Session, routeId?: string): RoutingInput {
  const self = session.selfId;
  const known = typeof self === 'string' && self !== '';
  const content = session.stripped?.content ?? session.content ?? '';
  return {
    ...(session.platform !== undefined ? { platform: session.platform } : {}),
    ...(self !== undefined ? { selfId: self } : {}),
    ...(session.guildId !== undefined ? { guildId: session.guildId } : {}),
    ...(session.channelId !== undefined ? { channelId: session.channelId } : {}),
    ...(session.userId !== undefined ? { userId: session.userId } : {}),
    ...(routeId !== undefined ? { routeId } : {}),
    isDirect: session.isDirect === true,
    isAtMe: session.stripped?.atSelf === true || (known && mentions(session.elements, self)),
    isQuotingMe: known && session.quote?.user?.id === self,
    isSelf: known && session.userId === self,
    content,
  };
}
