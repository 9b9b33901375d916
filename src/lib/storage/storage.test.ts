/** @jest-environment jsdom */
import { readStored, subscribeStored, writeStored } from './storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('readStored and writeStored', () => {
  it('store, read and remove a value in either area', () => {
    expect(writeStored('plain', 'a')).toBe(true);
    expect(localStorage.getItem('plain')).toBe('a');
    expect(readStored('plain')).toBe('a');
    expect(writeStored('plain', 'b', 'session')).toBe(true);
    expect(readStored('plain', 'session')).toBe('b');
    expect(writeStored('plain', null)).toBe(true);
    expect(readStored('plain')).toBeNull();
    expect(readStored('plain', 'session')).toBe('b');
  });

  it('return null instead of throwing when storage cannot be read', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStored('blocked-read')).toBeNull();
  });

  it('keep a value that could not be saved for this page, and report it unsaved', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('full', 'kept')).toBe(false);
    expect(readStored('full')).toBe('kept');
    jest.restoreAllMocks();
    expect(writeStored('full', 'saved')).toBe(true);
    expect(localStorage.getItem('full')).toBe('saved');
  });

  it('survive storage that is absent altogether', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(readStored('absent')).toBeNull();
    expect(writeStored('absent', 'x')).toBe(false);
    expect(readStored('absent')).toBe('x');
  });
});

describe('subscribeStored', () => {
  it('reports writes of its key in this tab until unsubscribed', () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeStored('watched', onChange);
    writeStored('other', '1');
    expect(onChange).not.toHaveBeenCalled();
    writeStored('watched', '1');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeStored('watched', '2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("reports other tabs' storage events for its key or a clear()", () => {
    const onChange = jest.fn();
    const unsubscribe = subscribeStored('shared', onChange);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shared' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'shared' }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
