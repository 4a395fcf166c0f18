/**
 * Requests made with no network, kept on this device until they can be sent (issue 16: a conductor's
 * check-ins at a terminal with no signal). Each item belongs to the user who made it and is sent by
 * that user's session only; sign-out clears them all (private-data.ts).
 *
 * Stored in IndexedDB (it outlives a reload and a closed tab); where IndexedDB is unavailable (tests,
 * blocked storage), in memory for this page's life. Sending is one at a time across the device's tabs
 * (a Web Lock where there is one), and an item leaves the outbox only once the server answered it:
 * with the endpoints' own idempotency (a repeated check-in changes nothing), each is applied once.
 */
export interface OutboxItem<T = unknown> {
  /** Random id of this item. */
  id: string;
  /** The user who queued it. */
  userId: string;
  /** What it is, e.g. 'check-in'. */
  kind: string;
  /** Where it applies, e.g. the trip id. */
  scope: string;
  payload: T;
  /** When it was queued (ISO). */
  queuedAt: string;
}

export interface OutboxStorage {
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): Promise<void>;
}

/** What sending one item came to: done (answered: leave the outbox) or try again later. */
export type SendResult = 'done' | 'retry';

const DB_NAME = 'dala-offline';
const STORE = 'outbox';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The IndexedDB store (database dala-offline, object store outbox, keyed by id). */
export function indexedDbStorage(factory: IDBFactory = indexedDB): OutboxStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => {
        opened = null;
        reject(open.error ?? new Error('IndexedDB open failed'));
      };
    }));
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE, mode).objectStore(STORE);
  return {
    async all() {
      const items = await request((await store('readonly')).getAll() as IDBRequest<OutboxItem[]>);
      return items.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    async put(item) {
      await request((await store('readwrite')).put(item));
    },
    async remove(id) {
      await request((await store('readwrite')).delete(id));
    },
    async clear() {
      await request((await store('readwrite')).clear());
    },
  };
}

/** A store in memory (tests; browsers without IndexedDB). */
export function memoryStorage(): OutboxStorage {
  const items = new Map<string, OutboxItem>();
  return {
    all: async () => [...items.values()].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    clear: async () => items.clear(),
  };
}

type LockManager = { request<T>(name: string, run: () => Promise<T>): Promise<T> };

export function createOutbox(storage: OutboxStorage) {
  let snapshot: readonly OutboxItem[] = [];
  const listeners = new Set<() => void>();
  const refresh = async () => {
    snapshot = await storage.all().catch(() => snapshot);
    for (const listener of listeners) listener();
  };
  let loaded: Promise<void> | null = null;
  const ensureLoaded = () => (loaded ??= refresh());
  let flushing: Promise<number> | null = null;

  return {
    /** Queues a request of `userId`; resolves to the new item. */
    async add<T>(entry: { userId: string; kind: string; scope: string; payload: T }): Promise<OutboxItem<T>> {
      const item: OutboxItem<T> = { ...entry, id: crypto.randomUUID(), queuedAt: new Date().toISOString() };
      await storage.put(item);
      await refresh();
      return item;
    },
    /** The items queued now (as of the last change); `subscribe` tells when it changes. */
    items(): readonly OutboxItem[] {
      void ensureLoaded();
      return snapshot;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      void ensureLoaded();
      return () => void listeners.delete(listener);
    },
    /** Reads the store again (another tab may have sent or queued). */
    reload: refresh,
    /** Removes every item (sign-out). */
    async clear(): Promise<void> {
      await storage.clear().catch(() => {});
      await refresh();
    },
    /** Removes the items of every user but `userId` (another account signed in). */
    async keepOnly(userId: string): Promise<void> {
      for (const item of await storage.all()) if (item.userId !== userId) await storage.remove(item.id);
      await refresh();
    },
    /**
     * Sends `userId`'s items in the order they were queued, one at a time; stops at the first that
     * must wait (no network). Resolves to how many left the outbox. One run at a time (a second call
     * while one runs shares it).
     */
    flush(userId: string, send: (item: OutboxItem) => Promise<SendResult>): Promise<number> {
      const run = async () => {
        let done = 0;
        for (const item of await storage.all()) {
          if (item.userId !== userId) continue;
          if ((await send(item)) === 'retry') break;
          await storage.remove(item.id);
          done += 1;
        }
        await refresh();
        return done;
      };
      const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
      flushing ??= (locks ? locks.request('dala-outbox', run) : run()).finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** This device's outbox. */
export const outbox: Outbox = createOutbox(
  typeof indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage(),
);
