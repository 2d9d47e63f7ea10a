// Mutation testing of the player's own rules outside the page: level links (a public format), the
// keys and swipes each tiling moves by, what is kept per level and its key, undo and redo as the
// player groups them, following and finding known solutions, files opened and saved in their own
// encoding, a file's problems as the player lists them, and the tiling guessed for pasted text. A
// mutant there could open a link as another level, lose a player's progress or save a file in an
// encoding it did not come in. The page itself (app.ts, board-view.ts) and the solver's worker are
// left to the browser tests. Its own run, tests and incremental file, so that a change there never
// re-tests the other mutants.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun(
  'player',
  ['link', 'keys', 'storage', 'move-history', 'known-solutions', 'level-files', 'level-problems', 'tiling-guess'].map((name) => `apps/player/src/${name}.ts`),
);
