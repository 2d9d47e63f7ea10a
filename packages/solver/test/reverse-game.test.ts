/**
 * Reverse-mode games solved by pulls: hand-made games whose winning moves
 * are worked out by hand, and random games on every tiling held against a
 * brute-force search over whole reverse-mode positions, written here from
 * core's rules alone. Every solution is replayed by core after the game's
 * own moves, as a player's saved game would be.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  buildLevel,
  copyPosition,
  displacementLetters,
  newEffect,
  Outcome,
  replay,
  replayWithPosition,
  undoAction,
  reverseSolved,
  reverseStartPosition,
  type Level,
  type Position,
} from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { checkReverseGame, solveReverse, solveReverseSync, solvesReverse, type ReverseGame } from '../src/index.js';
import { at, corpusLevel, levelOf, TOPOLOGIES } from './boards.js';
import { onePusherLevel, pulledLevel } from './random-boards.js';

/** The level's floor: cells of the board that are not walls. */
const floorOf = (level: Level): number[] => Array.from({ length: level.size }, (_, c) => c).filter((c) => level.isCell[c] === 1 && level.wall[c] === 0);

const REVERSE = { reverse: true, pulled: true };

/** The game after `moves` (a reverse-mode game's text, from its `[...]` on), replayed by core. */
function gameAfter(level: Level, moves: string): ReverseGame {
  const { result, position } = replayWithPosition(level, moves);
  expect(result.legal, moves).toBe(true);
  return { position, pulled: result.pulls > 0 };
}

describe('a reverse-mode game on a corridor', () => {
  // Pusher at x = 1, box at x = 3, goal at x = 5. In reverse mode the box starts on the goal.
  const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);

  it('before the first pull: a jump beside the box on the goal, then two pulls back to its start square', () => {
    // The pusher jumps from x = 1 to x = 4 and pulls left twice: the box goes 5 → 4 → 3, the pusher ends on x = 2,
    // in the region of its start square. Moves as core counts them: the jump's three letters and the two pulls.
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false });
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', '[rrr]LL', 5, 2]);
    expect(replay(level, `[]${r.solution!}`).solved).toBe(true);
  });

  it('after a pull: the pulls left, without a jump', () => {
    const game = gameAfter(level, '[rrr]L');
    expect(game.pulled).toBe(true);
    const r = solveReverseSync(level, game);
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', 'L', 1, 1]);
  });

  it('after a pull, the pusher walks back to the box first', () => {
    // Box on x = 4, pusher walked back from x = 3 to x = 1: it walks to x = 3 again and pulls.
    const game = gameAfter(level, '[rrr]Lll');
    const r = solveReverseSync(level, game);
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', 'rrL', 3, 1]);
  });

  it('already won: no moves', () => {
    // Two pulls bring the box back to x = 3, the pusher to x = 2, in its start region.
    const r = solveReverseSync(level, gameAfter(level, '[rrr]LL'));
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', '', 0, 0]);
  });

  it('with the box pulled past its start square: no pull brings it back, and the search says so', () => {
    // A third pull takes the box to x = 2, the pusher to x = 1: pulls only move the box left, away from x = 3.
    const game = gameAfter(level, '[rrr]LLL');
    expect([game.position.boxes[0], game.position.pushers[0]]).toEqual([at(level, 2, 1), at(level, 1, 1)]);
    const r = solveReverseSync(level, game);
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['unsolvable', null, 0, 0]);
  });

  it('resolves asynchronously with the same answer', async () => {
    const r = await solveReverse(level, { position: reverseStartPosition(level), pulled: false });
    expect([r.status, r.solution]).toEqual(['solved', '[rrr]LL']);
  });
});

/** A position of `level` with boxes on `boxes` and the pusher on `pusher`. */
function positionOf(level: Level, boxes: number[], pusher: number): Position {
  const boxAt = new Int32Array(level.size);
  const pusherAt = new Int32Array(level.size);
  boxes.forEach((c, i) => (boxAt[c] = i + 1));
  pusherAt[pusher] = 1;
  return { boxAt, pusherAt, boxes: Int32Array.from(boxes), pushers: Int32Array.of(pusher), active: 0 };
}

describe('the pusher of a reverse-mode game', () => {
  it('counts with its own area: with the box between it and the side the box must be pulled from, no pull wins', () => {
    // Corridor: box on x = 4, pusher on x = 5, past the box. Only a pusher on x = 3 could pull the box back to x = 3;
    // from x = 5 a pull moves the pusher right, into the wall.
    const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
    const game = { position: positionOf(level, [at(level, 4, 1)], at(level, 5, 1)), pulled: true };
    expect(solveReverseSync(level, game).status).toBe('unsolvable');
    // The same boxes with the pusher on x = 3: one pull.
    expect(solveReverseSync(level, { position: positionOf(level, [at(level, 4, 1)], at(level, 3, 1)), pulled: true }).solution).toBe('L');
  });

  it('opens with an empty jump when it already stands where the first pull starts, so the moves read as reverse mode', () => {
    // Box (2,2), pusher (3,2), goal (4,2) in an open room. Forward, the pusher goes round to (1,2) and pushes the box
    // right twice, ending on (3,2), its start square. In reverse mode it starts there, beside the box on the goal, and
    // pulls left twice: box (4,2) → (3,2) → (2,2), pusher on (1,2), in its start region. Before the first pull the
    // moves begin with a jump, empty here: "LL" alone would read as a forward game, pushing the box at (2,2) left.
    const level = levelOf(['######', '#    #', '# $@.#', '#    #', '######'], sokobanTopology);
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false });
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', '[]LL', 2, 2]);
    expect(replay(level, r.solution!)).toMatchObject({ legal: true, solved: true, reverse: true });
    expect(replay(level, 'LL')).toMatchObject({ reverse: false, solved: false });
  });

  it('opens with an empty jump after steps but before the first pull', () => {
    // The same room: the pusher stepped up to (3,1) and back down to (3,2) with no pull made. The moves on from there
    // still may jump, and open with one; after the game's own moves they win.
    const level = levelOf(['######', '#    #', '# $@.#', '#    #', '######'], sokobanTopology);
    const game = gameAfter(level, '[]ud');
    expect(game.pulled).toBe(false);
    const r = solveReverseSync(level, game);
    expect([r.status, r.solution, r.moves, r.pulls]).toEqual(['solved', '[]LL', 2, 2]);
    expect(replay(level, `[]ud${r.solution!}`)).toMatchObject({ legal: true, solved: true });
  });
});

describe('the order of the boxes of a reverse-mode game', () => {
  it('is not the order of their cells: the game is searched as the same boxes, whatever their numbers', () => {
    // An open room; the pusher starts on (2,2), boxes on (4,2) and (7,2), goals (25,2) and (26,2). The game has box 1 on (8,2) and box 2 on
    // (5,2), the other way round from their cells' order: each is one pull from a start square, to its left.
    const level = levelOf(
      ['##############################', '#                            #', '# @ $  $                 ..  #', '#                            #', '##############################'],
      sokobanTopology,
    );
    const game = { position: positionOf(level, [at(level, 8, 2), at(level, 5, 2)], at(level, 1, 1)), pulled: true };
    const r = solveReverseSync(level, game);
    expect([r.status, r.pulls]).toEqual(['solved', 2]);
    // Back on their start squares, numbered the other way round: won already.
    const won = { position: positionOf(level, [at(level, 7, 2), at(level, 4, 2)], at(level, 1, 1)), pulled: true };
    expect(solveReverseSync(level, won)).toMatchObject({ status: 'solved', solution: '', moves: 0, pulls: 0 });
  });
});

describe('games it does not take', () => {
  it('two pushers, numbered boxes, more goals than boxes, a level solved at its start: solvesReverse is false and solveReverse throws', () => {
    const two = levelOf(['#######', '#@ $ .#', '#@    #', '#######'], sokobanTopology);
    const numbered = buildLevel(['#######', '#@ $ .#', '#######'], sokobanTopology, { boxOrder: [1], goalOrder: [1] }).level!;
    const spare = buildLevel(['#######', '#@ $ .#', '#    .#', '#######'], sokobanTopology).level!;
    const solved = levelOf(['#####', '#@* #', '#####'], sokobanTopology);
    for (const level of [two, numbered, spare, solved]) {
      expect(solvesReverse(level)).toBe(false);
      expect(() => solveReverseSync(level, { position: reverseStartPosition(level), pulled: false })).toThrow(/one pusher and boxes without numbers, as many as goals/);
    }
  });

  it('takes a level with some boxes on their goals at the start', () => {
    // Box (2,1) on its goal; box (3,2) goes right to the goal (5,2). Reverse: pull it back from (5,2) twice.
    const level = levelOf(['#######', '#@*   #', '#  $ .#', '#######'], sokobanTopology);
    expect(solvesReverse(level)).toBe(true);
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false });
    expect([r.status, r.pulls]).toEqual(['solved', 2]);
    expect(replay(level, `[]${r.solution!}`).solved).toBe(true);
  });

  it('refuses limits it cannot keep, a callback or signal it cannot use, a position of the wrong size, a box off its goal before the first pull, and a pusher on a box after one', () => {
    const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
    const start = { position: reverseStartPosition(level), pulled: false };
    expect(() => solveReverseSync(level, start, { timeLimitMs: 0 })).toThrow(/timeLimitMs/);
    expect(() => solveReverseSync(level, start, { memoryLimitMb: -1 })).toThrow(/memoryLimitMb/);
    expect(() => solveReverseSync(level, start, { onProgress: 'log' as never })).toThrow(/onProgress must be a function/);
    expect(() => solveReverseSync(level, start, { signal: {} as never })).toThrow(/signal must be an AbortSignal/);
    expect(() => solveReverseSync(level, { position: positionOf(level, [at(level, 4, 1), at(level, 3, 1)], at(level, 1, 1)), pulled: true })).toThrow(/2 boxes, the level 1 goals/);
    const off = gameAfter(level, '[rrr]L').position;
    expect(() => solveReverseSync(level, { position: off, pulled: false })).toThrow(/before the first pull/);
    // Two boxes, one still on its goal: before the first pull, the one off its goal is refused all the same.
    const pair = levelOf(['#######', '#@ $ .#', '#  $ .#', '#######'], sokobanTopology);
    expect(() => solveReverseSync(pair, { position: positionOf(pair, [at(pair, 5, 1), at(pair, 4, 2)], at(pair, 1, 1)), pulled: false })).toThrow(/before the first pull/);
    // The reverse start: the pusher on x = 1, the box on the goal; said to be after a pull, the pusher is checked as in play.
    const shared = levelOf(['#####', '#+$ #', '#####'], sokobanTopology);
    expect(() => solveReverseSync(shared, { position: reverseStartPosition(shared), pulled: true })).toThrow(RangeError);
  });
});

describe('limits', () => {
  it('a memory limit smaller than the distance tables stops at once', () => {
    const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false }, { memoryLimitMb: 1e-6 });
    expect([r.status, r.solution, r.stats.generated]).toEqual(['memory', null, 0]);
  });

  it('a time limit that ends during the analysis of a large board stops there', () => {
    // A room of 300 × 300 cells: its analysis takes far longer than a millisecond.
    const rows = Array.from({ length: 300 }, (_, y) => (y === 0 || y === 299 ? '#'.repeat(300) : `#${' '.repeat(298)}#`).split(''));
    rows[5]![5] = '@';
    rows[10]![10] = '$';
    rows[10]![20] = '.';
    const level = levelOf(rows.map((r) => r.join('')), sokobanTopology);
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false }, { timeLimitMs: 1 });
    expect([r.status, r.stats.generated]).toEqual(['timeout', 0]);
  });

  it('a long search reports progress, stops at its time limit, and counts what it did', async () => {
    // XSokoban's Level 50 pulled back from its goals: far more than a quarter of a second of search.
    const level = corpusLevel('Original_and_Extra.sok', 51);
    let reports = 0;
    const r = await solveReverse(level, { position: reverseStartPosition(level), pulled: false }, { timeLimitMs: 600, onProgress: () => reports++ });
    expect(r.status).toBe('timeout');
    // About ten a second: slices of 50 ms, a report once 100 ms have passed since the last, so six at most in 600 ms
    // (one more allowed for the last slice's overrun).
    expect(reports).toBeGreaterThanOrEqual(2);
    expect(reports).toBeLessThanOrEqual(7);
    expect(r.stats.generated).toBeGreaterThan(r.stats.expanded);
    expect(r.stats.expanded).toBeGreaterThan(0);
    expect(r.stats.ms).toBeGreaterThanOrEqual(600);
    expect(r.stats.ms).toBeLessThan(10_000);
  });

  it('an aborted signal stops it before it searches', () => {
    const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
    const r = solveReverseSync(level, { position: reverseStartPosition(level), pulled: false }, { signal: AbortSignal.abort() });
    expect([r.status, r.solution]).toEqual(['aborted', null]);
    // Its roots were stored as it was set up; none was expanded.
    expect(r.stats.expanded).toBe(0);
  });
});

describe('checkReverseGame', () => {
  const level = levelOf(['#######', '#@ $ .#', '#######'], sokobanTopology);
  const start = { position: reverseStartPosition(level), pulled: false };

  it('counts the moves and pulls of moves that win, a jump\'s letters as moves, as core does', () => {
    expect(checkReverseGame(level, start, '[rrr]LL')).toEqual({ moves: 5, pulls: 2 });
    expect(replay(level, '[rrr]LL')).toMatchObject({ solved: true, moves: 5 });
    // An empty jump is no move: walking the three cells to x = 4 instead counts as much as jumping there.
    expect(checkReverseGame(level, start, '[]rrrLL')).toEqual({ moves: 5, pulls: 2 });
    expect(checkReverseGame(level, gameAfter(level, '[rrr]L'), 'L')).toEqual({ moves: 1, pulls: 1 });
  });

  it('is null for moves that do not win, that the rules refuse, or a jump after a pull', () => {
    expect(checkReverseGame(level, start, '[rrr]L')).toBeNull();
    // From x = 1 there is no box to pull: a pull the rules refuse.
    expect(checkReverseGame(level, start, 'L')).toBeNull();
    expect(checkReverseGame(level, start, '[rrr]LL[l]')).toBeNull();
    // A refused step in the middle spoils the moves, though the pulls around it would win.
    expect(checkReverseGame(level, start, '[rrr]LuL')).toBeNull();
    // A pusher change to a cell with no pusher is refused.
    expect(checkReverseGame(level, start, '[rrr]L{r}L')).toBeNull();
    // The win needs a pull made: the won position, said to come before any pull, is not won.
    expect(checkReverseGame(level, gameAfter(level, '[rrr]LL'), '')).toEqual({ moves: 0, pulls: 0 });
    expect(checkReverseGame(level, { position: gameAfter(level, '[rrr]LL').position, pulled: false }, '')).toBeNull();
  });

  it('reads pusher changes and the current-position mark as core does', () => {
    // An empty pusher change changes nothing, and core plays it as no move.
    expect(checkReverseGame(level, start, '[rrr]L{}L')).toEqual({ moves: 5, pulls: 2 });
    expect(replay(level, '[rrr]L{}L')).toMatchObject({ solved: true, moves: 5 });
    // The game is judged at its mark, as a saved game is: one pull there (not won), the second kept for redo.
    expect(checkReverseGame(level, start, '[rrr]L*L')).toBeNull();
    expect(checkReverseGame(level, start, '[rrr]LL*')).toEqual({ moves: 5, pulls: 2 });
  });
});

/** Every reverse-mode position reachable from `game` by steps and pulls (jumps before the first pull): whether one wins. */
function winnable(level: Level, game: ReverseGame, limit: number): boolean | null {
  const effect = newEffect();
  const seen = new Set<string>();
  const key = (p: Position, pulled: boolean): string => `${Array.from(p.boxes).sort((x, y) => x - y).join(',')}|${p.pushers[0]}|${pulled ? 1 : 0}`;
  const todo: { p: Position; pulled: boolean }[] = [];
  const add = (p: Position, pulled: boolean): void => {
    const k = key(p, pulled);
    if (seen.has(k)) return;
    seen.add(k);
    todo.push({ p: copyPosition(p), pulled });
  };
  if (game.pulled) add(game.position, true);
  else {
    // Before the first pull the pusher may jump to any free cell.
    for (let c = 0; c < level.size; c++) {
      if (level.isCell[c] === 0 || level.wall[c] === 1 || game.position.boxAt[c] !== 0) continue;
      const p = copyPosition(game.position);
      p.pusherAt[p.pushers[0]!] = 0;
      p.pushers[0] = c;
      p.pusherAt[c] = 1;
      add(p, false);
    }
  }
  while (todo.length > 0) {
    if (seen.size > limit) return null;
    const { p, pulled } = todo.pop()!;
    if (reverseSolved(level, p, pulled ? 1 : 0)) return true;
    for (let d = 0; d < level.directionCount; d++) {
      for (const pull of [false, true]) {
        const outcome = applyAction(level, p, { kind: 'step', direction: d, pull }, REVERSE, effect);
        if (outcome < 0) continue;
        add(p, pulled || outcome === Outcome.Pull);
        undoAction(p, effect);
      }
    }
  }
  return false;
}

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('%s', (_, topology) => {
  it('random reverse-mode games: solved exactly when a brute-force search wins them, and the moves win under core', () => {
    let won = 0;
    let lost = 0;
    fc.assert(
      fc.property(
        // Levels made by pulling boxes off their goals, solvable, so that many games on them can be won; and levels at
        // random, most of which cannot be solved, so that their games are lost.
        fc.oneof(
          pulledLevel(topology, 1).map((made) => made && { rows: made.rows, level: buildLevel(made.rows, topology).level }),
          onePusherLevel(topology),
        ),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 10 }),
        (made, to, steps) => {
          const level = made?.level;
          if (!level || !solvesReverse(level)) return;
          // A game: a jump to a free cell, then random steps, each a pull when asked and the rules allow it.
          const p = reverseStartPosition(level);
          const free = floorOf(level).filter((c) => p.boxAt[c] === 0);
          const jump = displacementLetters(level, p.pushers[0]!, free[to % free.length]!)!;
          const mode = { reverse: true, pulled: false };
          applyAction(level, p, { kind: 'jump', letters: jump }, mode);
          let text = `[${jump}]`;
          for (const [d, pull] of steps) {
            const direction = d % level.directionCount;
            const outcome = applyAction(level, p, { kind: 'step', direction, pull }, mode);
            if (outcome < 0) continue;
            if (outcome === Outcome.Pull) mode.pulled = true;
            const letter = level.letters[direction]!;
            text += outcome === Outcome.Pull ? letter.toUpperCase() : letter;
          }
          const game = { position: p, pulled: mode.pulled };
          const what = `${made!.rows.join('\n')}\n${text}`;
          const brute = winnable(level, game, 60_000);
          if (brute === null) return;
          const r = solveReverseSync(level, game, { timeLimitMs: 5_000 });
          if (brute) {
            won++;
            expect(r.status, what).toBe('solved');
            const all = replay(level, text + r.solution!);
            expect([all.legal, all.solved], `${what} + ${r.solution}`).toEqual([true, true]);
            expect(all.pulls - replay(level, text).pulls, what).toBe(r.pulls);
            // Before the game's first pull the moves open with a jump, so that on their own they read as reverse mode.
            if (!game.pulled) expect(r.solution!.startsWith('['), `${what} + ${r.solution}`).toBe(true);
          } else {
            lost++;
            expect([r.status, r.solution], what).toEqual(['unsolvable', null]);
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(won).toBeGreaterThan(5);
    expect(lost).toBeGreaterThan(5);
  });
});
