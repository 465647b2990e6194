/** Tiny DOM builders for client scripts: text only (textContent), never innerHTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c !== null) node.append(c);
  return node;
}

/** A table in its own labelled, focusable scroll region (as site/src/components/ScrollRegion.astro). */
export function table(
  head: readonly string[],
  rows: readonly (readonly (Node | string)[])[],
  id: string,
  label: string,
): HTMLElement {
  return el(
    'section',
    { class: 'table-wrap', tabindex: '0', 'aria-label': label },
    el(
      'table',
      { id },
      el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c) => el('td', {}, c))))),
    ),
  );
}
