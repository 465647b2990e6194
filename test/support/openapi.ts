/**
 * GitHub's published REST description (`@octokit/openapi`, api.github.com, dereferenced) as a
 * checker for the requests our mock API receives: the path must be one GitHub has, with that
 * method; every query parameter must be one the operation declares; a JSON body must satisfy the
 * operation's request-body schema. And as the source of the mock API's answers: the description's
 * example response of each operation, with a scenario's facts deep-merged over it. Loaded once per
 * test file (73 MB of JSON, about a second).
 */
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';

interface MediaType {
  readonly schema?: object;
  readonly example?: unknown;
  readonly examples?: Record<string, { readonly value?: unknown }>;
}

interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: object }> };
  readonly responses?: Record<string, { readonly content?: Record<string, MediaType> }>;
  readonly externalDocs?: { readonly url?: string };
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

function validator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The operation a request (concrete path, or a path template; query and `/api/v3` ignored) is for. */
function resolve(
  method: string,
  url: string,
): { template: string; op: Operation; u: URL } | { problem: string; template?: string } {
  const { spec, routes } = load();
  const u = new URL(url, 'http://api.invalid');
  const path = decodeURIComponent(u.pathname).replace(/^\/api\/v3(?=\/)/, '');
  const route = spec.paths[path]
    ? { template: path }
    : routes.filter((r) => r.pattern.test(path)).sort((a, b) => b.literals - a.literals)[0];
  if (route === undefined) return { problem: `${method} ${path}: no such path in GitHub's REST description` };
  const op = spec.paths[route.template]?.[method.toLowerCase()];
  if (op === undefined) return { problem: `${method} ${route.template}: no such operation`, template: route.template };
  return { template: route.template, op, u };
}

/** Problems of one request against the description; empty when GitHub would accept its shape. */
export function checkRequest(method: string, url: string, body: unknown): string[] {
  const found = resolve(method, url);
  if ('problem' in found) return [found.problem];
  const { template, op, u } = found;
  const problems: string[] = [];
  const query = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const key of u.searchParams.keys())
    if (!query.has(key)) problems.push(`${method} ${template}: unknown query parameter \`${key}\``);
  const schema = op.requestBody?.content?.['application/json']?.schema;
  if (schema !== undefined && body !== null && body !== undefined) {
    const validate = validator(schema);
    if (!validate(body))
      for (const e of validate.errors ?? [])
        problems.push(`${method} ${template}: body${e.instancePath} ${e.message ?? ''}`);
  } else if (schema === undefined && body !== null && body !== undefined && method !== 'GET') {
    problems.push(`${method} ${template}: sends a body the operation does not take`);
  }
  return problems;
}

/** The success status GitHub answers this operation with (its lowest declared 2xx). */
export function successStatus(method: string, url: string): number {
  const { op, template } = operation(method, url);
  const status = Object.keys(op.responses ?? {})
    .filter((s) => /^2\d\d$/.test(s))
    .sort()[0];
  if (status === undefined) throw new Error(`${method} ${template}: GitHub's description declares no 2xx response`);
  return Number(status);
}

function operation(method: string, url: string): { template: string; op: Operation } {
  const found = resolve(method, url);
  if ('problem' in found) throw new Error(found.problem);
  return found;
}

function mediaType(method: string, url: string, status: number): { template: string; json: MediaType | null } {
  const { op, template } = operation(method, url);
  const response = op.responses?.[String(status)];
  if (response === undefined)
    throw new Error(
      `${method} ${template}: GitHub's description declares no ${status} response (it declares ${Object.keys(op.responses ?? {}).join(', ')})`,
    );
  if (response.content === undefined) return { template, json: null };
  const json = response.content['application/json'];
  if (json === undefined)
    throw new Error(`${method} ${template} ${status}: no application/json answer in GitHub's description`);
  return { template, json };
}

/**
 * GitHub's example answer to an operation (`url`: a concrete path such as
 * `/repos/o/r/pulls/5/files?page=2`, or the template itself), a fresh copy. `name` picks one of
 * several named examples (default: the first). A response the description declares without a body
 * (`204 No Content`) is `undefined`; an operation or status the description does not have, or an
 * answer with a body but no example, throws.
 */
export function exampleResponse(method: string, url: string, status: number, name?: string): unknown {
  const { template, json } = mediaType(method, url, status);
  if (json === null) return undefined;
  const named = json.examples ?? {};
  if (name !== undefined) {
    const ex = named[name];
    if (ex === undefined || !('value' in ex))
      throw new Error(
        `${method} ${template} ${status}: no example \`${name}\` (there are: ${Object.keys(named).join(', ') || 'none'})`,
      );
    return structuredClone(ex.value);
  }
  const first = Object.values(named).find((e) => 'value' in e);
  if (first !== undefined) return structuredClone(first.value);
  if ('example' in json) return structuredClone(json.example);
  throw new Error(`${method} ${template} ${status}: GitHub's description has no example response`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A scenario's facts deep-merged over an example: objects merge key by key (a key whose fact is
 * `undefined` is removed: an answer without `patch`, a top-level comment without `in_reply_to_id`);
 * a list of facts replaces the example's list, each element merged over the example's first
 * element; anything else replaces the example's value.
 */
export function mergeFacts(example: unknown, facts: unknown): unknown {
  if (facts === undefined) return structuredClone(example);
  if (Array.isArray(facts)) {
    const first: unknown = Array.isArray(example) ? example[0] : undefined;
    return facts.map((f: unknown) => (isObject(f) && isObject(first) ? mergeFacts(first, f) : structuredClone(f)));
  }
  if (isObject(facts) && isObject(example)) {
    const out: Record<string, unknown> = structuredClone(example);
    for (const [k, v] of Object.entries(facts)) {
      if (v === undefined) delete out[k];
      else out[k] = mergeFacts(example[k], v);
    }
    return out;
  }
  return structuredClone(facts);
}

/**
 * A GitHub error answer: Basic Error (`message`, `documentation_url` naming the operation's docs,
 * `status`), the body GitHub sends for any refusal. The description has no examples of errors; where
 * it declares the status, `responseProblems` checks the body against that status's schema.
 */
export function errorResponse(method: string, url: string, status: number, message: string): unknown {
  const { op } = operation(method, url);
  return { message, documentation_url: op.externalDocs?.url ?? 'https://docs.github.com/rest', status: String(status) };
}

function schemaErrors(validate: ValidateFunction, body: unknown): string[] {
  if (validate(body)) return [];
  // list indexes do not matter: an example's own flaw in element 0 is the same flaw in element 5
  return (validate.errors ?? []).map((e) => `${e.instancePath.replace(/\/\d+(?=\/|$)/g, '/*')} ${e.message ?? ''}`);
}

/**
 * How an answer departs from the description's response schema for that status, beyond what the
 * description's own examples already do (some examples break their schema: a scenario is not blamed
 * for those). Empty for a status the description does not declare (GitHub refuses any call with
 * 403, 404, 500), or one it declares without a schema.
 */
export function responseProblems(method: string, url: string, status: number, body: unknown): string[] {
  const { op, template } = operation(method, url);
  const response = op.responses?.[String(status)];
  if (response === undefined) return [];
  if (response.content === undefined)
    return body === undefined ? [] : [`${method} ${template} ${status}: GitHub sends no body, the mock sent one`];
  const json = response.content['application/json'];
  if (json?.schema === undefined) return [];
  const validate = validator(json.schema);
  const known = new Set(
    [...Object.values(json.examples ?? {}).map((e) => e.value), ...('example' in json ? [json.example] : [])].flatMap(
      (ex) => schemaErrors(validate, ex),
    ),
  );
  return schemaErrors(validate, body)
    .filter((e) => !known.has(e))
    .map((e) => `${method} ${template} ${status}: answer${e}`);
}
