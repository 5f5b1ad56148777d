// An in-memory Web Storage for unit tests of the browser-state modules (vitest runs them in Node).
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

/** Installs fresh session and local storages on a fake `window`; returns them. */
export function installMemoryStorage() {
  const sessionStorage = new MemoryStorage();
  const localStorage = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage, localStorage });
  return { sessionStorage, localStorage };
}
