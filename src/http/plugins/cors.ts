// Cross-origin requests (CORS_ORIGINS): Yoga's CORS answers for the listed origins only,
// and the Vary header that keeps one origin's answer from being served to another.
import type { Plugin } from 'graphql-yoga';
import { CONSISTENCY_HEADER } from '../../db/replicas.js';

/** CORS for the listed origins only; no credentials (the ledger authenticates by header, never by cookie). */
export function corsFor(origins: readonly string[]) {
  const allowed = new Set(origins);
  return (request: Request) => {
    const origin = request.headers.get('origin');
    if (!origin || !allowed.has(origin)) return false as const;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'x-graphql-yoga-csrf', CONSISTENCY_HEADER],
      exposedHeaders: ['x-request-id'],
      maxAge: 600,
    };
  };
}

/**
 * With origins listed, every answer depends on the request's Origin (a listed one gets
 * access-control-* headers, any other or none gets none), preflights included: caches
 * must key them by Origin, or one origin's answer is served to another.
 */
export function varyByOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      const names = vary ? vary.split(',').map((name) => name.trim()) : [];
      if (!names.some((name) => name.toLowerCase() === 'origin' || name === '*'))
        response.headers.set('vary', [...names, 'Origin'].join(', '));
    },
  };
}
