/**
 * A value kept in localStorage, readable with React's useSyncExternalStore. The server
 * snapshot is always the fallback, so server HTML and the first client render agree and
 * the stored value appears right after hydration without a hydration mismatch.
 * Changes made in another tab arrive through the `storage` event.
 */
export interface LocalStorageStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  set(value: T | null): void;
}

export function createLocalStorageStore<T>(
  key: string,
  parse: (raw: string) => T | null,
  serialize: (value: T) => string,
  fallback: T,
): LocalStorageStore<T> {
  const listeners = new Set<() => void>();
  // Cache by raw string so getSnapshot returns the same object until the stored text changes.
  let cachedRaw: string | null = null;
  let cachedValue: T = fallback;

  function read(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage can be unavailable (privacy mode, blocked cookies): behave as if empty.
      return null;
    }
  }

  function onStorage(event: StorageEvent) {
    if (event.key === key || event.key === null) listeners.forEach((l) => l());
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot() {
      const raw = read();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedValue = raw === null ? fallback : (parse(raw) ?? fallback);
      }
      return cachedValue;
    },
    getServerSnapshot() {
      return fallback;
    },
    set(value) {
      try {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, serialize(value));
      } catch {
        // Nothing to persist to; the choice still applies for this page view via listeners.
      }
      listeners.forEach((l) => l());
    },
  };
}
