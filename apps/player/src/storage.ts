/**
 * Progress and solutions, kept in localStorage so that a reload loses
 * nothing. Keyed by the tiling and the board itself, so the same level keeps
 * its progress whichever file or link it came from.
 */

/** A solution found in the player. */
export interface StoredSolution {
  moves: string;
  moveCount: number;
  pushCount: number;
  reverse: boolean;
  /** ISO date. */
  found: string;
  /** True when the solver found it (the player asked for Solve). */
  solver?: boolean;
}

/** What is kept per level. */
export interface LevelRecord {
  /** Moves of the game in progress (forward mode). */
  progress: string;
  /** Moves of the reverse-mode game in progress. */
  reverseProgress: string;
  solutions: StoredSolution[];
}

/** The storage key of a level: FNV-1a over tiling name and rows, so keys stay short. */
export function levelKey(game: string, rows: readonly string[]): string {
  let h = 0x811c9dc5;
  const text = `${game}\n${rows.map((r) => r.replace(/[-_]/g, ' ').trimEnd()).join('\n')}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `polyban:level:${game.toLowerCase()}:${h.toString(36)}:${text.length}`;
}

/** The minimal storage interface (window.localStorage satisfies it). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Reads a level's record; an unreadable one counts as empty. */
export function loadRecord(store: KeyValueStore, key: string): LevelRecord {
  try {
    const raw = store.getItem(key);
    if (raw) {
      const r = JSON.parse(raw) as Partial<LevelRecord>;
      return { progress: r.progress ?? '', reverseProgress: r.reverseProgress ?? '', solutions: Array.isArray(r.solutions) ? r.solutions : [] };
    }
  } catch {
    // Storage may be unavailable (private mode) or hold damaged data: start afresh.
  }
  return { progress: '', reverseProgress: '', solutions: [] };
}

/** Writes a level's record; failures (quota, private mode) are ignored, play goes on. */
export function saveRecord(store: KeyValueStore, key: string, record: LevelRecord): void {
  try {
    store.setItem(key, JSON.stringify(record));
  } catch {
    // Nothing to do: the game itself is unaffected.
  }
}

/** Adds a solution unless the same moves are already kept; returns true if it was new. */
export function addSolution(record: LevelRecord, solution: StoredSolution): boolean {
  if (record.solutions.some((s) => s.moves === solution.moves)) return false;
  record.solutions.push(solution);
  return true;
}
