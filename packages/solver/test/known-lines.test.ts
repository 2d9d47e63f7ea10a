/**
 * Hints on a line of play found before: a position a solution of the same
 * level object passes gets that solution's next push with no search. Each
 * hint here is asked with a signal aborted beforehand, so that a search
 * could only answer `not-found` (`aborted`): a push can only come from a
 * line kept, and each test shows the same call on a level read afresh
 * searching, and stopping, as it should.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLevel, loadPuzzle, parseCollection, replay, replayWithPosition, startPosition, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { distanceTableBytes, hint, hintSync, keepSolution, solveSync, type HintOptions } from '../src/index.js';
import { learnLine } from '../src/known-lines.js';
import { fewestPushes } from './brute-force.js';
import { at, CORPUS_DIR, levelOf, TOPOLOGIES } from './boards.js';
import { pulledLevel } from './random-boards.js';

/** Options under which only a line kept can give a push. */
const stopped = (more: HintOptions = {}): HintOptions => ({ ...more, signal: AbortSignal.abort() });

/** Where a move string's pushes start: the index of each upper-case letter. */
function pushIndexes(moves: string): number[] {
  return [...moves].flatMap((ch, i) => (ch >= 'A' && ch <= 'Z' ? [i] : []));
}

/** The cells of a position's boxes, sorted: what a push changes. */
const boxCells = (p: Position): number[] => Array.from(p.boxes).sort((x, y) => x - y);

// Two boxes on row 1, a goal at each end of it: each box is pushed outwards from (3, 1).
const ROWS = ['#######', '#.$ $.#', '#     #', '#   @ #', '#######'];

describe('hints on a line found before', () => {
  it('give, at each position of a solution, its next push, and the moves play it from there', () => {
    const level = levelOf(ROWS, sokobanTopology);
    const afresh = levelOf(ROWS, sokobanTopology);
    const solution = solveSync(level).solution!;
    const pushes = pushIndexes(solution);
    // By hand: two pushes, from (3, 1) outwards.
    expect(pushes).toHaveLength(2);
    let previous = 0;
    for (const i of pushes) {
      // Once right after the push before (the pusher where that box stood), once with the walk to this push made.
      for (const upTo of [previous, i]) {
        const { position } = replayWithPosition(level, solution.slice(0, upTo));
        const after = replayWithPosition(level, solution.slice(0, i + 1)).position;
        const h = hintSync(level, position, stopped());
        expect(h.kind).toBe('push');
        if (h.kind !== 'push') return;
        const played = replayWithPosition(level, solution.slice(0, upTo) + h.moves);
        expect(played.result.legal).toBe(true);
        expect(played.result.pushes).toBe(pushes.indexOf(i) + 1);
        expect(boxCells(played.position)).toEqual(boxCells(after));
        expect(position.boxAt[h.box]).not.toBe(0);
        expect(after.boxAt[h.to]).not.toBe(0);
        // The level read afresh keeps no line: its search stops on the signal.
        expect(hintSync(afresh, position, stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
      }
      previous = i + 1;
    }
  });

  it('keep the line a hint found: the next hint takes its next push, down to the solved position', async () => {
    const level = levelOf(ROWS, sokobanTopology);
    let moves = '';
    const first = await hint(level, startPosition(level));
    expect(first.kind).toBe('push');
    if (first.kind !== 'push') return;
    moves += first.moves;
    const second = await hint(level, replayWithPosition(level, moves).position, stopped());
    expect(second.kind).toBe('push');
    if (second.kind !== 'push') return;
    // The other box: the first push took one of the two, and the second goes to the other end of the row.
    expect(second.box).not.toBe(first.to);
    expect([first.to, second.to].sort((x, y) => x - y)).toEqual([at(level, 1, 1), at(level, 5, 1)]);
    moves += second.moves;
    expect(replay(level, moves).solved).toBe(true);
    expect(await hint(level, replayWithPosition(level, moves).position, stopped())).toEqual({ kind: 'solved' });
  });

  it('take the pusher anywhere in the area the line had it in, and walk from there', () => {
    // One box in a corridor, pushed right three times onto the goal; the pusher starts at (1, 1), left of it.
    const rows = ['#######', '#@ $ .#', '#     #', '#######'];
    const level = levelOf(rows, sokobanTopology);
    expect(solveSync(level).pushes).toBe(2);
    // The box as at the start, the pusher at (5, 2) in the lower row: the same area, so the line's first push holds.
    const position = startPosition(level);
    position.pusherAt.fill(0);
    position.pushers[0] = at(level, 5, 2);
    position.pusherAt[at(level, 5, 2)] = 1;
    const h = hintSync(level, position, stopped());
    expect(h).toMatchObject({ kind: 'push', box: at(level, 3, 1), to: at(level, 4, 1) });
    if (h.kind === 'push') expect(h.moves).toMatch(/^[a-z]+R$/);
  });

  it('do not take a position whose pusher is in another area, nor one with boxes of other numbers swapped', () => {
    // A box in a one-cell corridor: with the pusher left of it, the line pushes it right; right of it is another area.
    const corridor = levelOf(['########', '#@ $  .#', '########'], sokobanTopology);
    expect(solveSync(corridor).pushes).toBe(3);
    const right = startPosition(corridor);
    right.pusherAt.fill(0);
    right.pushers[0] = at(corridor, 5, 1);
    right.pusherAt[at(corridor, 5, 1)] = 1;
    expect(hintSync(corridor, right, stopped()).kind).not.toBe('push');
    expect(hintSync(corridor, startPosition(corridor), stopped()).kind).toBe('push');

    // Sokoban+: box 1 (on (2, 1)) goes to goal 1 (on (1, 1)), box 2 to goal 2. The same cells with the numbers swapped
    // is another position: each box would have to pass the other.
    const numbered = buildLevel(ROWS, sokobanTopology, { boxOrder: [1, 2], goalOrder: [1, 2] }).level!;
    expect(solveSync(numbered).status).toBe('solved');
    const start = startPosition(numbered);
    expect(hintSync(numbered, start, stopped()).kind).toBe('push');
    const swapped = startPosition(numbered);
    swapped.boxes.reverse();
    swapped.boxAt[swapped.boxes[0]!] = 1;
    swapped.boxAt[swapped.boxes[1]!] = 2;
    expect(hintSync(numbered, swapped, stopped()).kind).not.toBe('push');
  });

  it('with optimize pushes, only from a line proven to have the fewest pushes, even after a later line without the proof', () => {
    const level = levelOf(ROWS, sokobanTopology);
    solveSync(level);
    expect(hintSync(level, startPosition(level), stopped({ optimize: 'pushes' }))).toEqual({ kind: 'not-found', reason: 'aborted' });
    const optimal = solveSync(level, { optimize: 'pushes' });
    expect(optimal.optimal).toBe(true);
    // A search for any solution afterwards passes the same start: the proof stays with it.
    solveSync(level);
    expect(hintSync(level, startPosition(level), stopped({ optimize: 'pushes' })).kind).toBe('push');
  });

  it('take the boxes in any order: boxes of one kind are alike', () => {
    const level = levelOf(ROWS, sokobanTopology);
    solveSync(level);
    // The start with the two boxes' numbers swapped, as a game where they passed each other would have them.
    const swapped = startPosition(level);
    swapped.boxes.reverse();
    swapped.boxAt[swapped.boxes[0]!] = 1;
    swapped.boxAt[swapped.boxes[1]!] = 2;
    const h = hintSync(level, swapped, stopped());
    expect(h.kind).toBe('push');
    if (h.kind === 'push') expect([at(level, 2, 1), at(level, 4, 1)]).toContain(h.box);
  });

  it('are not kept with several pushers', () => {
    // The box on the left is the left pusher's alone to push, the right one the right pusher's.
    const level = levelOf(['#######', '#@$ .@#', '#######'], sokobanTopology);
    expect(solveSync(level).status).toBe('solved');
    expect(hintSync(level, startPosition(level), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    // Two rooms, a pusher and a box in each: no pusher alone solves it, so the search of both pushers does.
    const rooms = levelOf(['#####', '#@$.#', '#####', '#@$.#', '#####'], sokobanTopology);
    expect(solveSync(rooms).solution).toMatch(/^R\{[a-z]+\}R$/);
    expect(hintSync(rooms, startPosition(rooms), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
  });

  it('are not taken for a position with more pushers than the line had, which a search answers instead', () => {
    // Box (3,1), goal (6,1); pushers on (1,1) and (1,2). A line of the lower pusher alone is kept (its start has one
    // pusher); the start, with both, gets a push from a search: the box one cell right, by either pusher.
    const rows = ['########', '#@ $  .#', '#@     #', '########'];
    const level = levelOf(rows, sokobanTopology);
    const lower = startPosition(level);
    lower.pusherAt[at(level, 1, 1)] = 0;
    lower.pusherAt[at(level, 1, 2)] = 1;
    lower.pushers = Int32Array.of(at(level, 1, 2));
    expect(solveSync(level, { position: lower }).status).toBe('solved');
    expect(hintSync(level, startPosition(level), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    const h = hintSync(level, startPosition(level));
    expect(h).toMatchObject({ kind: 'push', box: at(level, 3, 1), to: at(level, 4, 1) });
    if (h.kind === 'push') expect(replay(level, h.moves)).toMatchObject({ legal: true, pushes: 1 });
    // A one-pusher level, its solution kept, and a position with a second pusher added on (1,2): the same.
    const one = levelOf(['########', '#@ $  .#', '#      #', '########'], sokobanTopology);
    expect(keepSolution(one, 'rRRR')).toBe(true);
    const two = startPosition(one);
    two.pusherAt[at(one, 1, 2)] = 2;
    two.pushers = Int32Array.of(at(one, 1, 1), at(one, 1, 2));
    expect(hintSync(one, two, stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    expect(hintSync(one, two)).toMatchObject({ kind: 'push', box: at(one, 3, 1), to: at(one, 4, 1) });
  });

  it('are forgotten all at once past the number of positions kept', () => {
    // A box in a corridor pushed right three times from (2, 1), (3, 1) and (4, 1): three positions, by hand.
    const rows = ['########', '#@ $  .#', '########'];
    const all = levelOf(rows, sokobanTopology);
    // A push as the push table codes it: the pusher's cell times the directions, plus the direction.
    const line = [2, 3, 4].map((x) => ({ move: at(all, x, 1) * all.directionCount + all.letterIndex['r'.charCodeAt(0)]!, keys: [] }));
    const lastPush = (level: Level): Position => replayWithPosition(level, 'rRR').position;
    // Three kept: every position answers.
    learnLine(analysisOf(all), startPosition(all), line, false, 3);
    expect(hintSync(all, startPosition(all), stopped())).toMatchObject({ kind: 'push', box: at(all, 3, 1), to: at(all, 4, 1) });
    expect(hintSync(all, lastPush(all), stopped())).toMatchObject({ kind: 'push', box: at(all, 5, 1), to: at(all, 6, 1) });
    // Two kept: the line's last two positions are filed, the first one, which they would push out, never is.
    const two = levelOf(rows, sokobanTopology);
    learnLine(analysisOf(two), startPosition(two), line, false, 2);
    expect(hintSync(two, startPosition(two), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    expect(hintSync(two, replayWithPosition(two, 'rR').position, stopped())).toMatchObject({ kind: 'push', box: at(two, 4, 1), to: at(two, 5, 1) });
    expect(hintSync(two, lastPush(two), stopped())).toMatchObject({ kind: 'push', box: at(two, 5, 1), to: at(two, 6, 1) });
  });

  it('are forgotten all at once when a new position finds the limit reached', () => {
    // Two boxes on row 1, each pushed outwards from (3, 1): line A right box first, line B left box first. Both
    // start from the start; their second positions differ. With 2 kept, B's second position finds A's two there.
    const level = levelOf(ROWS, sokobanTopology);
    const a = analysisOf(level);
    const push = (x: number, letter: string) => ({ move: at(level, x, 1) * level.directionCount + level.letterIndex[letter.charCodeAt(0)]!, keys: [] });
    const aSecond = replayWithPosition(level, 'luuR').position;
    const bSecond = replayWithPosition(level, 'luuL').position;
    learnLine(a, startPosition(level), [push(3, 'r'), push(3, 'l')], false, 2);
    expect(hintSync(level, startPosition(level), stopped()).kind).toBe('push');
    expect(hintSync(level, aSecond, stopped())).toMatchObject({ kind: 'push', box: at(level, 2, 1), to: at(level, 1, 1) });
    learnLine(a, startPosition(level), [push(3, 'l'), push(3, 'r')], false, 2);
    // The start was filed by A already; B's second position is new, and the full map is emptied before it goes in.
    expect(hintSync(level, bSecond, stopped())).toMatchObject({ kind: 'push', box: at(level, 4, 1), to: at(level, 5, 1) });
    expect(hintSync(level, startPosition(level), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    expect(hintSync(level, aSecond, stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
  });

  it('keep the last 16 lines found between two hints', () => {
    // The corridor's line from the start, then lines of the last two pushes only, from the position after the first.
    const rows = ['########', '#@ $  .#', '########'];
    for (const [later, answered] of [
      [15, true],
      [16, false],
    ] as const) {
      const level = levelOf(rows, sokobanTopology);
      const a = analysisOf(level);
      const line = [2, 3, 4].map((x) => ({ move: at(level, x, 1) * level.directionCount + level.letterIndex['r'.charCodeAt(0)]!, keys: [] }));
      learnLine(a, startPosition(level), line, false);
      const second = replayWithPosition(level, 'rR').position;
      for (let i = 0; i < later; i++) learnLine(a, second, line.slice(1), false);
      // The first line: still waiting after 15 more, dropped after 16.
      expect(hintSync(level, startPosition(level), stopped()).kind).toBe(answered ? 'push' : 'not-found');
      expect(hintSync(level, second, stopped())).toMatchObject({ kind: 'push', box: at(level, 4, 1), to: at(level, 5, 1) });
    }
  });
});

/**
 * Follows hints asked with a stopped signal from the start; the moves they make, and the last answer that was no
 * push (`'too many'` after `most` pushes: hints that went round in a circle).
 */
function followHints(level: Level, most = 10_000): { moves: string; last: string } {
  let moves = '';
  for (let pushes = 0; pushes < most; pushes++) {
    const h = hintSync(level, replayWithPosition(level, moves).position, stopped());
    if (h.kind !== 'push') return { moves, last: h.kind };
    moves += h.moves;
  }
  return { moves, last: 'too many' };
}

describe('a solution kept from elsewhere', () => {
  it("leads hints through XSokoban's Level 23, which no search here solves in a minute, by the corpus file's own solution", () => {
    const file = 'Original_and_Extra.sok';
    const puzzle = parseCollection(readFileSync(join(CORPUS_DIR, file), 'utf8'), { fileName: file }).collection.puzzles.find((p) => p.title === 'Level 23')!;
    const level = loadPuzzle(puzzle, sokobanTopology).level!;
    const saved = puzzle.savedGames.map((g) => g.moves).find((m) => !m.reverse && replay(level, m).solved)!;
    expect(hintSync(level, startPosition(level), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    expect(keepSolution(level, saved.text)).toBe(true);
    const { moves, last } = followHints(level);
    expect(last).toBe('solved');
    expect(replay(level, moves)).toMatchObject({ legal: true, solved: true, pushes: replay(level, saved).pushes });
  });

  it('that comes back to a position it passed leads hints past the detour, not round it again', () => {
    // Pusher (1,1), box (3,2), goal (5,2), the top row free. "drR" pushes the box to (4,2); "urrdL" walks round it
    // and pushes it back to (3,2): the start's position again (the pusher can reach every free cell). "ulld" walks
    // back behind it, and "R" to (4,2) is the position after the first push again; "R" solves.
    const level = levelOf(['#######', '#@    #', '#  $ .#', '#######'], sokobanTopology);
    expect(keepSolution(level, 'drRurrdLulldRR')).toBe(true);
    const { moves, last } = followHints(level, 10);
    expect(last).toBe('solved');
    // From the start, the detour's positions take their pushes from their second pass: two pushes right.
    expect(replay(level, moves)).toMatchObject({ solved: true, pushes: 2, moves: 4 });
  });

  it('is kept only when it solves the level from its start with one pusher, and with no jump or pusher change', () => {
    // The box on (3, 1) pushed right twice from (2, 1): the pusher walks r first.
    const rows = ['#######', '#@ $ .#', '#     #', '#######'];
    const refused = ['rR', 'rRRR', 'rRx', 'rR{}R', '[]rRR', 'ééé', 'rRÉR'];
    for (const moves of refused) {
      const level = levelOf(rows, sokobanTopology);
      expect(keepSolution(level, moves), moves).toBe(false);
      expect(hintSync(level, startPosition(level), stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
    }
    const level = levelOf(rows, sokobanTopology);
    // The mark of the current position (`*`) does not matter: the game is all of its moves.
    expect(keepSolution(level, 'rR*R')).toBe(true);
    expect(followHints(level)).toEqual({ moves: 'rRR', last: 'solved' });
    // Two pushers: nothing is kept.
    const two = levelOf(['#######', '#@$ .@#', '#######'], sokobanTopology);
    expect(keepSolution(two, 'RR')).toBe(false);
  });

  it('answers hints without the fewest pushes only: nothing proves it has them', async () => {
    const level = levelOf(ROWS, sokobanTopology);
    // By hand: up to (3, 1), the right box right, back, the left box left.
    expect(keepSolution(level, 'luuRlL')).toBe(true);
    expect(hintSync(level, startPosition(level), stopped()).kind).toBe('push');
    expect(hintSync(level, startPosition(level), stopped({ optimize: 'pushes' }))).toEqual({ kind: 'not-found', reason: 'aborted' });
    // And off the solution, the hint searches from the position it is given (here one push on), as it would anyway.
    const moved = replayWithPosition(level, 'luuR').position;
    const afresh = levelOf(ROWS, sokobanTopology);
    expect(await hint(afresh, moved, stopped())).toEqual({ kind: 'not-found', reason: 'aborted' });
  });

  it('is not kept on a level whose analysis would pass the default memory limit, which it never makes', () => {
    // 400 × 400 floor cells, walls round them: 402 × 402 = 161,604 cells. 1,000 goals: rows 1 and 2 full of boxes on
    // goals, 199 more on row 3, and one on (3, 4), where the box on (2, 4) goes with one push. The tables would take
    // 1,000 × 161,604 × 4 = 646,416,000 bytes, past the default 512 MB (536,870,912).
    const floor = (inner: string): string => `#${inner.padEnd(400, ' ')}#`;
    const rows = ['#'.repeat(402), floor('*'.repeat(400)), floor('*'.repeat(400)), floor('*'.repeat(199)), floor('@$.')];
    while (rows.length < 401) rows.push(floor(''));
    rows.push('#'.repeat(402));
    const level = levelOf(rows, sokobanTopology);
    expect(distanceTableBytes(level)).toBe(646_416_000);
    expect(replay(level, 'R').solved).toBe(true);
    expect(keepSolution(level, 'R')).toBe(false);
    // Nor does a hint make them: it says the memory limit stops it, at once.
    expect(hintSync(level, startPosition(level))).toEqual({ kind: 'not-found', reason: 'memory' });
  });
});

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('hints on a line found before, on random %s levels', (_, topology) => {
  it('lead from the start to the solved position with no search, each push one fewer from the end with optimize pushes', () => {
    let walked = 0;
    fc.assert(
      fc.property(pulledLevel(topology, 1), fc.boolean(), (made, optimal) => {
        if (!made) return;
        const level: Level = levelOf(made.rows, topology);
        const options = optimal ? ({ optimize: 'pushes' } as const) : {};
        const r = solveSync(level, { ...options, timeLimitMs: 20_000 });
        if (r.status !== 'solved') return;
        let moves = '';
        for (let left = r.pushes; left > 0; left--) {
          const { position } = replayWithPosition(level, moves);
          const h = hintSync(level, position, stopped(options));
          expect(h.kind, `${made.rows.join('\n')}\nafter ${moves}`).toBe('push');
          if (h.kind !== 'push') return;
          moves += h.moves;
          // The rest of a line with the fewest pushes has the fewest pushes from each of its positions.
          if (optimal) expect(fewestPushes(level, replayWithPosition(level, moves).position, 60_000)).toBe(left - 1);
        }
        expect(replay(level, moves).solved, `${made.rows.join('\n')}\n${moves}`).toBe(true);
        // The solution kept on the level read afresh leads its hints push by push (the walks between may take
        // other letters: on triangles some steps have two).
        const afresh = levelOf(made.rows, topology);
        expect(keepSolution(afresh, r.solution!)).toBe(true);
        const followed = followHints(afresh);
        expect(followed.last).toBe('solved');
        expect(replay(afresh, followed.moves)).toMatchObject({ solved: true, pushes: r.pushes });
        walked++;
      }),
      { numRuns: 15, seed: 20261130 },
    );
    expect(walked).toBeGreaterThan(5);
  });
});
