/** Errors thrown by the rule store and registries: plain Error objects carrying a `.code`. */
export type RoutingErrorCode = 'CONFLICT' | 'INVALID_ARGUMENT';

export interface RoutingError extends Error {
  readonly code: RoutingErrorCode;
}

export function routingError(code: RoutingErrorCode, message: string): RoutingError {
  return Object.assign(new Error(message), { code });
}

export function isRoutingError(e: unknown): e is RoutingError {
  return (
    e instanceof Error &&
    ((e as { code?: unknown }).code === 'CONFLICT' || (e as { code?: unknown }).code === 'INVALID_ARGUMENT')
  );
}
