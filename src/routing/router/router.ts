/** createRouter: the routing service (router-core.ts) with schemas compiled by ajv at run time. */
import { createAjvCompiler, sharedAjvCompiler } from '../namespaces/ajv-compiler.js';
import { createRouterWith, type Router, type RouterOptions } from './router-core.js';

export type { Router, RouterOptions, Subject } from './router-core.js';

/** User schemas (extra namespaces, engine config schemas) get a fresh ajv; the built-ins share one. */
export function createRouter(options: RouterOptions): Router {
  const engines =
    options.engines === undefined ? [] : 'list' in options.engines ? options.engines.list : options.engines;
  const own =
    (Array.isArray(options.namespaces) && options.namespaces.length > 0) || engines.some((e) => e.configSchema);
  return createRouterWith(options, own ? createAjvCompiler() : sharedAjvCompiler());
}
