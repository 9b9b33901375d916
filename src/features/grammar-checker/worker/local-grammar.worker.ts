/// <reference lib="webworker" />
/**
 * Web Worker entry of the local grammar engine: Hunspell and the rules run here, off the main
 * thread, and harper.js in a worker this one starts (./harper-client.ts); the text never leaves
 * the device. Assets are fetched from the site root the page names in each call.
 */
import { serveWorker } from '@/lib/worker/serve-worker';
import { createBrowserAssetSource } from '../engines/browser-assets';
import { LocalEngine } from '../engines/local-engine';
import { startHarperWorker } from './harper-client';
import { createLocalGrammarHost } from './local-grammar-host';

declare const self: DedicatedWorkerGlobalScope;

serveWorker(createLocalGrammarHost((baseUrl) => new LocalEngine(createBrowserAssetSource({ baseUrl, startHarper: startHarperWorker }))), self);
