/**
 * The worker side of the local grammar protocol, without the worker: answers requests with a
 * {@link LocalEngine} and a `post` function. The worker entry wires it to `self`; tests wire
 * it to a fake worker, with the engine reading assets from node_modules.
 */
import { toFailure } from '../model/errors';
import type { LocalEngine } from '../engines/local-engine';
import type { LocalGrammarRequest, LocalGrammarResponse } from './protocol';

export interface LocalGrammarHost {
  handle(request: LocalGrammarRequest): void;
}

/**
 * @param engineFor The engine for an asset base URL (the page tells the worker where the site
 *   root is; the worker's own location is under /_next/static).
 */
export function createLocalGrammarHost(engineFor: (assetBaseUrl: string) => LocalEngine, post: (response: LocalGrammarResponse) => void): LocalGrammarHost {
  const running = new Map<number, AbortController>();
  return {
    handle(request) {
      switch (request.type) {
        case 'abort':
          running.get(request.id)?.abort();
          return;
        case 'preload':
          engineFor(request.assetBaseUrl).preload(request.language);
          return;
        case 'suggest': {
          engineFor(request.assetBaseUrl)
            .suggest(request.word, request.language)
            .then(
              (replacements) => post({ type: 'suggestions', id: request.id, replacements }),
              (error: unknown) => post({ type: 'error', id: request.id, failure: toFailure(error) }),
            );
          return;
        }
        case 'check': {
          const controller = new AbortController();
          running.set(request.id, controller);
          engineFor(request.assetBaseUrl)
            .check(request.text, request.language, controller.signal, (progress) => post({ type: 'progress', id: request.id, progress }), request.options)
            .then(
              (suggestions) => post({ type: 'result', id: request.id, suggestions }),
              (error: unknown) => post({ type: 'error', id: request.id, failure: toFailure(error) }),
            )
            .finally(() => running.delete(request.id));
          return;
        }
      }
    },
  };
}
