/** `world/id`: how scenarios, results and messages name an entry. */
export const entryKey = (e: { readonly world: string; readonly id: string }): string => `${e.world}/${e.id}`;
