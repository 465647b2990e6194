/**
 * GitHub's published REST description (`@octokit/openapi`, api.github.com, dereferenced) as a
 * checker for the requests our mock API receives: the path must be one GitHub has, with that
 * method; every query parameter must be one the operation declares; a JSON body must satisfy the
 * operation's request-body schema. Loaded once per test file (73 MB of JSON, about a second).
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';

interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: object }> };
}

interface Description {
  readonly paths: Record<string, Record<string, Operation>>;
}

interface Route {
  readonly template: string;
  readonly pattern: RegExp;
  readonly literals: number;
}

let loaded: { spec: Description; routes: Route[] } | null = null;

function load(): { spec: Description; routes: Route[] } {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const spec = require('@octokit/openapi/generated/api.github.com.deref.json') as Description;
  const routes = Object.keys(spec.paths).map((template) => {
    const segments = template.split('/');
    const pattern = new RegExp(
      '^' +
        segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/') +
        '$',
    );
    return { template, pattern, literals: segments.filter((s) => !s.startsWith('{')).length };
  });
  loaded = { spec, routes };
  return loaded;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const compiled = new Map<object, ValidateFunction>();

/** Problems of one request against the description; empty when GitHub would accept its shape. */
export function checkRequest(method: string, url: string, body: unknown): string[] {
  const { spec, routes } = load();
  const u = new URL(url, 'http://api.invalid');
  const path = decodeURIComponent(u.pathname).replace(/^\/api\/v3(?=\/)/, '');
  const matches = routes.filter((r) => r.pattern.test(path)).sort((a, b) => b.literals - a.literals);
  const route = matches[0];
  if (route === undefined) return [`${method} ${path}: no such path in GitHub's REST description`];
  const op = spec.paths[route.template]?.[method.toLowerCase()];
  if (op === undefined) return [`${method} ${route.template}: no such operation`];
  const problems: string[] = [];
  const query = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const key of u.searchParams.keys())
    if (!query.has(key)) problems.push(`${method} ${route.template}: unknown query parameter \`${key}\``);
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema !== undefined && body !== null && body !== undefined) {
    let validate = compiled.get(schema);
    if (validate === undefined) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(body))
      for (const e of validate.errors ?? [])
        problems.push(`${method} ${route.template}: body${e.instancePath} ${e.message ?? ''}`);
  } else if (schema === undefined && body !== null && body !== undefined && method !== 'GET') {
    problems.push(`${method} ${route.template}: sends a body the operation does not take`);
  }
  return problems;
}
