/**
 * Which tiling a puzzle is played on. Core knows the four classic names only
 * to spell them consistently; any other name passes through unchanged, so a
 * new tiling needs no change here.
 */
import type { GameName } from './document.js';

// Maps, not object literals: a name from the file (`Game: constructor`, `x.__proto__`) must not find Object.prototype.
const KNOWN: ReadonlyMap<string, GameName> = new Map([
  ['sokoban', 'Sokoban'],
  ['hexoban', 'Hexoban'],
  ['trioban', 'Trioban'],
  ['octoban', 'Octoban'],
]);

const EXTENSIONS: ReadonlyMap<string, GameName> = new Map([
  ['hsb', 'Hexoban'],
  ['tsb', 'Trioban'],
  ['osb', 'Octoban'],
]);

/** Spells a `Game:` value the standard way (`hexoban` → `Hexoban`); unknown names are trimmed and kept. */
export function normalizeGameName(name: string): GameName {
  const t = name.trim();
  return KNOWN.get(t.toLowerCase()) ?? t;
}

/** The tiling a file name's extension implies (`.hsb` Hexoban, `.tsb` Trioban, `.osb` Octoban), or `null`. */
export function gameFromFileName(fileName: string): GameName | null {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName);
  return m ? (EXTENSIONS.get(m[1]!.toLowerCase()) ?? null) : null;
}

/** The tiling used when nothing names one. */
export const DEFAULT_GAME: GameName = 'Sokoban';
