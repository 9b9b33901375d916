/**
 * The Semantic Dictionary's public entry for any code, client components included: its routes
 * and entry ids, so other tools can link to entries. Its pages are behind ./server.ts.
 */
export { entryPath } from './routes';
export { toEntryId } from './model/entry-id';
export type { DictionaryLanguage } from './model/languages';
