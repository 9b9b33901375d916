/// <reference lib="webworker" />
/**
 * Web Worker entry of the local grammar engine: harper.js and Hunspell run here, off the main
 * thread, and the text never leaves the device. Assets are fetched from the site root the page
 * names in each call.
 */
import { serveWorker } from '@/lib/worker/serve-worker';
import { createBrowserAssetSource } from '../engines/browser-assets';
import { LocalEngine } from '../engines/local-engine';
import { createLocalGrammarHost } from './local-grammar-host';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createLocalGrammarHost((baseUrl) => new LocalEngine(createBrowserAssetSource({ baseUrl }))), self);
