/**
 * The Emscripten runtimes inside hunspell-asm (Hunspell compiled to WebAssembly, the binary
 * inlined): a MODULARIZE factory taking overrides and returning the module object (typed in
 * ./hunspell.ts). The browser build runs in windows and workers, the node build in Node only.
 */
declare module 'hunspell-asm/dist/cjs/lib/browser/hunspell.js' {
  const factory: (overrides: Record<string, unknown>) => unknown;
  export default factory;
}

declare module 'hunspell-asm/dist/cjs/lib/node/hunspell.js' {
  const factory: (overrides: Record<string, unknown>) => unknown;
  export default factory;
}
