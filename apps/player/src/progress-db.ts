/**
 * Everything a player would hate to lose, kept in IndexedDB: each level's
 * progress and solutions, the collections opened from files or pasted, and
 * where the player was. Read once at start into memory, so play reads
 * synchronously; every change is written through at once.
 */
import type { LevelFileEncoding } from '@polyban/core';
import { loadRecord, type LevelRecord } from './storage.js';

/** A collection opened from a file or pasted, kept to open again after a reload. */
export interface SavedCollection {
  /** Made from the text, so that opening the same file twice keeps one copy. */
  id: string;
  name: string;
  text: string;
  fileName: string;
  encoding?: LevelFileEncoding;
  /** The tiling its text was read as when it names none (pasted text). */
  game?: string;
  /** When it was opened, for ordering (ms since 1970). */
  opened: number;
}

/** Where the player was: a collection and a level in it. */
export interface Place {
  collection: string;
  level: number;
}

const DB_NAME = 'polyban';
const LEVELS = 'levels';
const COLLECTIONS = 'collections';
const STATE = 'state';
/** localStorage keys of the records written before IndexedDB was used. */
const LEGACY_PREFIX = 'polyban:level:';

function done(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    const db = request.result;
    db.createObjectStore(LEVELS);
    db.createObjectStore(COLLECTIONS, { keyPath: 'id' });
    db.createObjectStore(STATE);
  };
  return done(request) as Promise<IDBDatabase>;
}

/** An id for a collection's text: FNV-1a and the length, short and stable. */
export function collectionId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `text:${h.toString(36)}:${text.length}`;
}

/**
 * The player's saved state. Without IndexedDB (some private windows) it
 * works from memory alone, and play goes on unsaved.
 */
export class ProgressDb {
  private readonly records = new Map<string, LevelRecord>();
  private readonly saved = new Map<string, SavedCollection>();
  private placeValue: Place | null = null;
  private pending: Promise<unknown> = Promise.resolve();

  private constructor(private readonly db: IDBDatabase | null) {}

  /**
   * Opens the database and reads it all; records still in localStorage from
   * earlier versions of the player are moved over first.
   */
  static async open(factory: IDBFactory | undefined = globalThis.indexedDB, legacy?: Storage): Promise<ProgressDb> {
    let db: IDBDatabase | null = null;
    try {
      if (factory) db = await openDatabase(factory);
    } catch {
      db = null;
    }
    const store = new ProgressDb(db);
    if (!db) return store;
    try {
      const tx = db.transaction([LEVELS, COLLECTIONS, STATE], 'readonly');
      const levels = tx.objectStore(LEVELS);
      const [keys, values, collections, place] = await Promise.all([
        done(levels.getAllKeys()) as Promise<string[]>,
        done(levels.getAll()) as Promise<LevelRecord[]>,
        done(tx.objectStore(COLLECTIONS).getAll()) as Promise<SavedCollection[]>,
        done(tx.objectStore(STATE).get('place')) as Promise<Place | undefined>,
      ]);
      keys.forEach((k, i) => store.records.set(k, values[i]!));
      for (const c of collections) store.saved.set(c.id, c);
      store.placeValue = place ?? null;
    } catch {
      // A damaged database reads as empty; what is written from now on is kept.
    }
    if (legacy) await store.migrate(legacy);
    return store;
  }

  private async migrate(legacy: Storage): Promise<void> {
    const moved: string[] = [];
    try {
      for (let i = 0; i < legacy.length; i++) {
        const key = legacy.key(i);
        if (!key?.startsWith(LEGACY_PREFIX)) continue;
        moved.push(key);
        // A record already in IndexedDB is newer than the one left behind in localStorage.
        if (!this.records.has(key)) this.save(key, loadRecord(legacy, key));
      }
      await this.flushed();
      for (const key of moved) legacy.removeItem(key);
    } catch {
      // localStorage may be unreadable; nothing to move then.
    }
  }

  private write(storeName: string, value: unknown, key?: string): void {
    const db = this.db;
    if (!db) return;
    try {
      // Started at once: IndexedDB runs read-write transactions on one store in the order they were made.
      const tx = db.transaction(storeName, 'readwrite');
      if (key === undefined) tx.objectStore(storeName).put(value);
      else tx.objectStore(storeName).put(value, key);
      const write = committed(tx).catch(() => undefined);
      this.pending = Promise.all([this.pending, write]);
    } catch {
      // A closed or full database: play goes on unsaved.
    }
  }

  /** Resolves once every write so far is stored. */
  flushed(): Promise<void> {
    return this.pending.then(() => undefined);
  }

  /** A level's record; the same object each time, to change and then {@link save}. */
  record(key: string): LevelRecord {
    let r = this.records.get(key);
    if (!r) {
      r = { progress: '', reverseProgress: '', solutions: [] };
      this.records.set(key, r);
    }
    return r;
  }

  /** True when the level has a solution kept. */
  isSolved(key: string): boolean {
    return (this.records.get(key)?.solutions.length ?? 0) > 0;
  }

  /** Stores a level's record. */
  save(key: string, record: LevelRecord): void {
    this.records.set(key, record);
    this.write(LEVELS, { progress: record.progress, reverseProgress: record.reverseProgress, solutions: record.solutions.map((s) => ({ ...s })) }, key);
  }

  /** Collections opened before, oldest first. */
  get collections(): SavedCollection[] {
    return [...this.saved.values()].sort((a, b) => a.opened - b.opened);
  }

  /** Keeps a collection to open again after a reload. */
  saveCollection(collection: SavedCollection): void {
    this.saved.set(collection.id, collection);
    this.write(COLLECTIONS, collection);
  }

  /** Where the player was at the last save, or null. */
  get place(): Place | null {
    return this.placeValue;
  }

  /** Remembers where the player is. */
  savePlace(place: Place): void {
    if (this.placeValue?.collection === place.collection && this.placeValue.level === place.level) return;
    this.placeValue = place;
    this.write(STATE, place, 'place');
  }
}
