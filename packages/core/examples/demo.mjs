// Parses the bundled sample collection with the built package and checks it:
// diagnostics, what each puzzle holds, and a byte-for-byte round trip.
import { readFileSync } from 'node:fs';
import { parseCollection, stringifyCollection, cellContent, countSteps } from '../dist/index.js';

const file = new URL('./sample.sok', import.meta.url);
const text = readFileSync(file, 'utf8');
const { collection, diagnostics } = parseCollection(text, { fileName: 'sample.sok' });

console.log(`Collection: ${collection.title ?? '(untitled)'} — ${collection.puzzles.length} puzzles`);
for (const [i, puzzle] of collection.puzzles.entries()) {
  let boxes = 0;
  let goals = 0;
  let pushers = 0;
  for (const row of puzzle.board.rows) {
    for (const ch of row) {
      const c = cellContent(ch);
      if (c === 'box' || c === 'box-on-goal') boxes++;
      if (c === 'goal' || c === 'box-on-goal' || c === 'pusher-on-goal') goals++;
      if (c === 'pusher' || c === 'pusher-on-goal') pushers++;
    }
  }
  console.log(`  ${i + 1}. ${puzzle.title ?? '(untitled)'} [${puzzle.game}] ${puzzle.board.rows.length} rows, ${pushers} pusher(s), ${boxes} box(es), ${goals} goal(s)`);
  for (const game of puzzle.savedGames) {
    const pushes = game.moves.tokens.reduce((n, t) => n + (t.kind === 'steps' ? t.letters.replace(/[a-z]/g, '').length : 0), 0);
    console.log(`       ${game.title ?? '(untitled)'}: ${game.moves.text} — ${countSteps(game.moves)} moves, ${pushes} pushes`);
  }
}
for (const d of diagnostics) console.log(`  ${d.severity} ${d.line}:${d.column} ${d.code}: ${d.message}`);
const same = stringifyCollection(collection) === text;
console.log(`Diagnostics: ${diagnostics.length}. Written back unchanged: ${same ? 'yes' : 'NO'}.`);
if (!same || diagnostics.some((d) => d.severity === 'error')) process.exitCode = 1;
