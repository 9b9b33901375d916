/**
 * Hunspell compiled to WebAssembly (the runtime shipped in hunspell-asm), driven directly
 * through its C API. hunspell-asm's own loader is not used: it namespace-imports a CommonJS
 * function (`import * as nanoid`), which bundlers are free not to make callable, and it keeps
 * mounted files in the WASM heap; here the .aff/.dic bytes are written to Emscripten's
 * in-memory file system only for the moment Hunspell parses them.
 *
 * Why Hunspell and not a JavaScript port: real affix and compound handling (German
 * "Küchenfenster" is accepted), and measured load times of 0.1–0.8 s and 20–100 MB for every
 * offered dictionary, against 5–12 s and 500–700 MB for nspell.
 */

/** The parts of the Emscripten module object used here. */
interface EmscriptenHunspellModule {
  cwrap(name: string, returnType: string | null, argTypes: string[]): (...args: number[]) => number;
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  allocateUTF8(text: string): number;
  UTF8ToString(pointer: number): string;
  getValue(pointer: number, type: string): number;
  _malloc(size: number): number;
  _free(pointer: number): void;
  HEAP8: Int8Array;
}

/** A MODULARIZE Emscripten factory: call with overrides, get the (thenable!) module object. */
export type HunspellRuntimeFactory = (overrides: Record<string, unknown>) => unknown;

/**
 * Hunspell's runtime for one environment. In Node the factory carries its binary inlined; in
 * the browser the binary is a file of its own, compiled while it downloads, and the runtime's
 * inlined copy is gone (scripts/grammar/hunspell-browser-runtime.ts), so `wasm` is required there.
 */
export interface HunspellRuntime {
  factory: HunspellRuntimeFactory;
  wasm?: WebAssembly.Module;
}

export interface Speller {
  /** Whether Hunspell accepts `word`. */
  spell(word: string): boolean;
  /** Hunspell's suggestions for `word`, best first by its own measure (may take 10–600 ms). */
  suggest(word: string): string[];
  /**
   * Adds `word` to this speller's run-time dictionary; with `like`, a listed word that inflects
   * the same way, with all the forms the affix rules of `like` give it.
   */
  add(word: string, like?: string): void;
  /** Frees the dictionary in the WASM heap; the speller must not be used afterwards. */
  dispose(): void;
}

/** A speller straight from Hunspell, which can still take the further parts of its dictionary. */
export interface HunspellSpeller extends Speller {
  /**
   * Adds a further word list for the same affix file (UTF-8 bytes of a .dic, count line first):
   * a part of a dictionary loaded in parts (./dictionary-parts.ts).
   */
  addDictionary(dic: Uint8Array): void;
}

export class HunspellWasm {
  private readonly module: EmscriptenHunspellModule;
  private readonly api: {
    create: (aff: number, dic: number) => number;
    destroy: (handle: number) => number;
    spell: (handle: number, word: number) => number;
    suggest: (handle: number, list: number, word: number) => number;
    freeList: (handle: number, list: number, count: number) => number;
    add: (handle: number, word: number) => number;
    addWithAffix: (handle: number, word: number, like: number) => number;
    addDictionary: (handle: number, path: number) => number;
  };
  private files = 0;

  private constructor(module: EmscriptenHunspellModule) {
    this.module = module;
    this.api = {
      create: module.cwrap('Hunspell_create', 'number', ['number', 'number']),
      destroy: module.cwrap('Hunspell_destroy', null, ['number']),
      spell: module.cwrap('Hunspell_spell', 'number', ['number', 'number']),
      suggest: module.cwrap('Hunspell_suggest', 'number', ['number', 'number', 'number']),
      freeList: module.cwrap('Hunspell_free_list', null, ['number', 'number', 'number']),
      add: module.cwrap('Hunspell_add', 'number', ['number', 'number']),
      addWithAffix: module.cwrap('Hunspell_add_with_affix', 'number', ['number', 'number', 'number']),
      addDictionary: module.cwrap('Hunspell_add_dic', 'number', ['number', 'number']),
    };
  }

  /** Starts the WASM runtime (tens of milliseconds once the binary is compiled). */
  static instantiate({ factory, wasm }: HunspellRuntime): Promise<HunspellWasm> {
    return new Promise((resolve, reject) => {
      const fail = (reason: unknown) => reject(reason instanceof Error ? reason : new Error(String(reason)));
      const overrides: Record<string, unknown> = {
        print: () => {},
        printErr: () => {},
        onAbort: fail,
      };
      if (wasm) {
        // Emscripten's hook for a module compiled elsewhere: instantiate it with the runtime's
        // imports and hand the instance back; `{}` says the exports come asynchronously.
        overrides.instantiateWasm = (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
          WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm), fail);
          return {};
        };
      }
      const holder: { runtime?: unknown } = {};
      overrides.onRuntimeInitialized = () => {
        // Resolve with a wrapper: the module object has a `then` of its own and would be
        // adopted as a thenable (looping forever on some Emscripten versions). The runtime
        // may finish initialising before `factory` returns: wait a microtask for it.
        queueMicrotask(() => resolve(new HunspellWasm(holder.runtime as EmscriptenHunspellModule)));
      };
      holder.runtime = factory(overrides);
    });
  }

  /** Bytes of WASM memory in use (it grows and never shrinks). */
  get heapBytes(): number {
    return this.module.HEAP8.buffer.byteLength;
  }

  /** A speller for the dictionary `aff` + `dic` (UTF-8 bytes of the .aff and .dic files). */
  createSpeller(aff: Uint8Array, dic: Uint8Array): HunspellSpeller {
    const m = this.module;
    const id = ++this.files;
    const affPath = `/dictionary-${id}.aff`;
    const dicPath = `/dictionary-${id}.dic`;
    m.FS.writeFile(affPath, aff);
    m.FS.writeFile(dicPath, dic);
    const affPtr = m.allocateUTF8(affPath);
    const dicPtr = m.allocateUTF8(dicPath);
    let handle: number;
    try {
      handle = this.api.create(affPtr, dicPtr);
    } finally {
      // Hunspell has parsed the files into its own structures: the copies can go.
      m._free(affPtr);
      m._free(dicPtr);
      m.FS.unlink(affPath);
      m.FS.unlink(dicPath);
    }
    const api = this.api;
    let parts = 1;
    const withString = <T>(text: string, run: (pointer: number) => T): T => {
      const pointer = m.allocateUTF8(text.normalize('NFC'));
      try {
        return run(pointer);
      } finally {
        m._free(pointer);
      }
    };
    let disposed = false;
    return {
      spell: (word) => withString(word, (p) => api.spell(handle, p) !== 0),
      suggest: (word) =>
        withString(word, (p) => {
          const listPtr = m._malloc(4);
          try {
            const count = api.suggest(handle, listPtr, p);
            const list = m.getValue(listPtr, '*');
            const out: string[] = [];
            for (let i = 0; i < count; i++) out.push(m.UTF8ToString(m.getValue(list + i * 4, '*')));
            api.freeList(handle, listPtr, count);
            return out;
          } finally {
            m._free(listPtr);
          }
        }),
      add: (word, like) => {
        withString(word, (p) => (like === undefined ? api.add(handle, p) : withString(like, (l) => api.addWithAffix(handle, p, l))));
      },
      addDictionary: (dic) => {
        if (disposed) throw new Error('The speller was disposed');
        // Hunspell reads the affix file again for each word list (its flag settings), from the
        // path it was created with.
        const partPath = `/dictionary-${id}-${++parts}.dic`;
        m.FS.writeFile(affPath, aff);
        m.FS.writeFile(partPath, dic);
        const pathPtr = m.allocateUTF8(partPath);
        try {
          if (api.addDictionary(handle, pathPtr) !== 0) throw new Error('Hunspell could not read a part of the dictionary');
        } finally {
          m._free(pathPtr);
          m.FS.unlink(affPath);
          m.FS.unlink(partPath);
        }
      },
      dispose: () => {
        if (disposed) return;
        disposed = true;
        api.destroy(handle);
      },
    };
  }
}
