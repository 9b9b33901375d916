/**
 * Web Worker entry of the local grammar engine: harper.js and Hunspell run here, off the main
 * thread, and the text never leaves the device. Started by ./local-grammar-client.ts as a
 * module worker; assets are fetched from the site root the page names in each request.
 */
import { createBrowserAssetSource } from '../engines/browser-assets';
import { LocalEngine } from '../engines/local-engine';
import { createLocalGrammarHost } from './local-grammar-host';
import type { LocalGrammarRequest, LocalGrammarResponse } from './protocol';

/** The part of DedicatedWorkerGlobalScope used here; the project compiles against the DOM lib, not the worker lib. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<LocalGrammarRequest>) => void) | null;
  postMessage(message: LocalGrammarResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
const engines = new Map<string, LocalEngine>();

const host = createLocalGrammarHost(
  (assetBaseUrl) => {
    let engine = engines.get(assetBaseUrl);
    if (!engine) {
      engine = new LocalEngine(createBrowserAssetSource({ baseUrl: assetBaseUrl }));
      engines.set(assetBaseUrl, engine);
    }
    return engine;
  },
  (response) => scope.postMessage(response),
);

scope.onmessage = (event) => host.handle(event.data);
