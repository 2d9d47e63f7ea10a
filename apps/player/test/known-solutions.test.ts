import { describe, expect, it } from 'vitest';
import { Game, loadPuzzle, replay, type Level, type Position } from '@polyban/core';
import { sokobanTopology } from '@polyban/sokoban';
import { hint, keepSolution } from '@polyban/solver';
import { knownPulls, wayBack, wayOn } from '../src/known-solutions.js';

function level(rows: string[]): Level {
  const { level } = loadPuzzle({ title: null, board: { rows }, notes: [], game: 'Sokoban', savedGames: [], comments: [] }, sokobanTopology);
  return level!;
}

// A 5 × 2 room, its top row free: the pusher at (1,1), the box at (3,2), the goal at (5,2). "drRR" solves it.
const ROOM = ['#######', '#@    #', '#  $ .#', '#######'];

/** Cell (x, y) of a board `width` cells wide. */
const cell = (l: Level, x: number, y: number): number => y * l.width + x;

describe('wayBack', () => {
  it('asks about the points right after each push and the start, latest first, but not the end itself', async () => {
    const l = level(ROOM);
    const asked: { boxes: number[]; pushers: number[] }[] = [];
    // After "drR" the box is on (4,2); "urrd" walks round it and "L" pushes it back to (3,2), a second "L" on to (2,2).
    const back = await wayBack(l, 'drRurrdLL', async (p: Position) => {
      asked.push({ boxes: [...p.boxes], pushers: [...p.pushers] });
      return false;
    });
    expect(back).toBeNull();
    expect(asked).toEqual([
      { boxes: [cell(l, 3, 2)], pushers: [cell(l, 4, 2)] },
      { boxes: [cell(l, 4, 2)], pushers: [cell(l, 3, 2)] },
      { boxes: [cell(l, 3, 2)], pushers: [cell(l, 1, 1)] },
    ]);
  });

  it('gives the moves up to the latest point known', async () => {
    const l = level(ROOM);
    const atStart = (p: Position): boolean => p.pushers[0] === cell(l, 1, 1);
    const afterFirstPush = (p: Position): boolean => p.boxes[0] === cell(l, 4, 2);
    expect(await wayBack(l, 'drRurrdLL', async (p) => afterFirstPush(p) || atStart(p))).toBe('drR');
    expect(await wayBack(l, 'drRurrdLL', async (p) => atStart(p))).toBe('');
    // Walked on from the last push, the point right after it is asked about too.
    expect(await wayBack(l, 'drRul', async (p) => afterFirstPush(p))).toBe('drR');
  });

  it('gives null for no moves and for moves that do not replay', async () => {
    const l = level(ROOM);
    const always = async (): Promise<boolean> => true;
    expect(await wayBack(l, '', always)).toBeNull();
    expect(await wayBack(l, 'r', always)).toBe('');
    // "u" from (2,1) walks into the wall.
    expect(await wayBack(l, 'ru', always)).toBeNull();
  });

  it("finds a solution the solver keeps, through the hints' own answer", async () => {
    const l = level(ROOM);
    expect(keepSolution(l, 'drRR')).toBe(true);
    const stopped = AbortSignal.abort();
    const known = async (p: Position): Promise<boolean> => (await hint(l, p, { signal: stopped })).kind === 'push';
    // With the box pushed on to (2,2) the hint knows nothing; one push back, the box stands where it started and the
    // pusher can reach every free cell: the start's position, on the kept line.
    expect(await wayBack(l, 'drRurrdLL', known)).toBe('drRurrdL');
    // A level read afresh keeps nothing.
    const fresh = level(ROOM);
    expect(await wayBack(fresh, 'drRurrdLL', async (p) => (await hint(fresh, p, { signal: stopped })).kind === 'push')).toBeNull();
  });
});

describe('wayOn', () => {
  /** The next push of a solution kept for `l`, by a hint whose search is stopped before it starts. */
  const kept = (l: Level) => async (p: Position): Promise<string | null> => {
    const h = await hint(l, p, { signal: AbortSignal.abort() });
    return h.kind === 'push' ? h.moves : null;
  };

  it('plays the rest of a kept solution from a position on it', async () => {
    const l = level(ROOM);
    expect(keepSolution(l, 'drRR')).toBe(true);
    // After "dr" the pusher stands right behind the box: the two pushes follow with no walk.
    expect(await wayOn(l, 'dr', kept(l))).toBe('RR');
    expect(await wayOn(l, 'drR', kept(l))).toBe('R');
    // From the start the walk to (2,2) may take either way round; the rest solves the level in two pushes.
    const rest = await wayOn(l, '', kept(l));
    expect(rest).not.toBeNull();
    expect(replay(l, rest!)).toMatchObject({ solved: true, pushes: 2, moves: 4 });
    // The box back on its start cell by "urrdL" is the start's position again; from (4,2) the only shortest walk to
    // (2,2) goes round the box by the top row.
    expect(await wayOn(l, 'drRurrdL', kept(l))).toBe('ulldRR');
  });

  it('gives null off the kept solutions, and an empty rest on a solved level', async () => {
    const l = level(ROOM);
    expect(keepSolution(l, 'drRR')).toBe(true);
    // The box pushed on to (2,2): no kept line passes there.
    expect(await wayOn(l, 'drRurrdLL', kept(l))).toBeNull();
    expect(await wayOn(l, 'drRR', kept(l))).toBe('');
    // A level read afresh keeps nothing.
    const fresh = level(ROOM);
    expect(await wayOn(fresh, 'dr', kept(fresh))).toBeNull();
  });

  it('gives null for moves that do not replay, pushes that do not play, and an empty push', async () => {
    const l = level(ROOM);
    expect(await wayOn(l, 'ru', async () => 'RR')).toBeNull();
    // From (2,2) the second "u" walks into the wall: a refused move ends it.
    expect(await wayOn(l, 'dr', async () => 'uu')).toBeNull();
    expect(await wayOn(l, 'dr', async () => '')).toBeNull();
    // Moves that solve are taken as they come, one answer per position.
    const asked: number[] = [];
    expect(
      await wayOn(l, 'dr', async (p) => {
        asked.push(p.boxes[0]!);
        return 'R';
      }),
    ).toBe('RR');
    expect(asked).toEqual([cell(l, 3, 2), cell(l, 4, 2)]);
  });
});

describe('knownPulls', () => {
  /** A reverse-mode game of `l` after `moves`. */
  function reverseGame(l: Level, moves: string): { position: Position; pulled: boolean } {
    const g = new Game(l, { reverse: true });
    expect(g.apply(moves).error).toBeNull();
    return { position: g.snapshot(), pulled: g.pulls > 0 };
  }

  it('before the first pull, takes a solution back from its end: a jump to where it left the pusher, then its pushes as pulls', () => {
    const l = level(ROOM);
    // drRR leaves the box on the goal (5,2) and the pusher on (4,2); the reverse game starts with the pusher on (1,1).
    const rest = knownPulls(l, reverseGame(l, ''), ['drRR']);
    expect(rest).toMatch(/^\[[a-z]{4}\]LL$/);
    expect(replay(l, rest!)).toMatchObject({ legal: true, solved: true, pulls: 2 });
    // Walked to (4,2) first: an empty jump, so the moves still read as reverse mode, then the pulls; played on, they win.
    expect(knownPulls(l, reverseGame(l, 'rrrd'), ['drRR'])).toBe('[]LL');
    expect(replay(l, '[]rrrd[]LL')).toMatchObject({ legal: true, solved: true, pulls: 2 });
  });

  it('after a pull, walks to the earliest point of the solution where the boxes stand as in the game', () => {
    const l = level(ROOM);
    // drR, then urrdL takes the box back to (3,2), and ulldR brings it to (4,2) again before the last push.
    const detour = 'drRurrdLulldRR';
    expect(replay(l, detour)).toMatchObject({ legal: true, solved: true });
    // One pull leaves the box on (4,2) and the pusher on (3,2): where drR, the earliest such point, left them.
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), [detour])).toBe('L');
    // From (3,1), after a step up, one step down first.
    expect(knownPulls(l, reverseGame(l, 'rrrdLu'), [detour])).toBe('dL');
  });

  it('matches boxes by where they stand, not by which box is which', () => {
    // Box (3,2) goes down to the goal (3,5), box (2,3) right to the goal (3,3): forward the first box in reading order
    // ends on the later goal, while the reverse game numbers its boxes by their goals.
    const l = level(['#######', '#     #', '#  $  #', '#@$.  #', '#     #', '#  .  #', '#######']);
    const solution = 'uurrDDDlluR';
    expect(replay(l, solution)).toMatchObject({ legal: true, solved: true });
    // A jump to (2,3), where the solution leaves the pusher; R back as L, the walk back, the three D as U.
    const rest = knownPulls(l, reverseGame(l, ''), [solution]);
    expect(rest).toBe('[r]LdrrUUU');
    expect(replay(l, rest!)).toMatchObject({ legal: true, solved: true, pulls: 4 });
  });

  it("passes over a point the game's pusher cannot get to, for a later one on the same solution", () => {
    // Boxes (4,2) and (2,3), goals (2,1) and (2,4), the pusher on (5,3).
    const l = level(['#######', '# . ###', '#   $ #', '##$  @#', '# .  ##', '#######']);
    // Reverse: a jump to (2,2); D pulls the box from (2,1) to (2,2); r u; R pulls it on to (3,2); d l l; U pulls the
    // other box from (2,4) to (2,3). The pusher ends on (2,2), shut in with (1,1), (2,1), (3,1) and (1,2).
    const game = reverseGame(l, '[ulll]DruRdllU');
    // Forward, uL leaves the boxes on (3,2) and (2,3) too, but the pusher on (4,2), out of the game pusher's reach;
    // uLLulldR leaves them there again with the pusher on (2,2). Its steps from the first push, taken back last first:
    // the pull L, the walk urrd, the pulls RR.
    const rest = knownPulls(l, game, ['uLLulldR']);
    expect(rest).toBe('LurrdRR');
    expect(replay(l, `[ulll]DruRdllU${rest!}`)).toMatchObject({ legal: true, solved: true });
  });

  it('gives null off the solutions, and tries each solution in turn', () => {
    const l = level(ROOM);
    // Two pulls bring the box back to (3,2), where drRR passes no point right after a push.
    expect(knownPulls(l, reverseGame(l, 'rrrdLL'), ['drRR'])).toBeNull();
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), [])).toBeNull();
    // A solution that does not replay, or passes no such point, is passed over for the next one.
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['uu', 'dr', 'drR'])).toBe('L');
    // A refused step ends a solution: "u" from (1,1) walks into the wall, and drR after it is never played; the next
    // solution still serves.
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['udrR'])).toBeNull();
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['udrR', 'drR'])).toBe('L');
    // So does *: the game it saved ends there, before the push that would reach (4,2).
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['dr*RR'])).toBeNull();
  });

  it('plays a solution up to the first character that is not a letter', () => {
    const l = level(ROOM);
    // drR reaches (4,2) after its push; a stray closer before the push ends the solution there, one after it does not.
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['drR]R'])).toBe('L');
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['dr]R'])).toBeNull();
    // No moves, moves that start with *, and a first letter of no tiling play nothing; the last solution serves.
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['', '*drR', '\u0155drR', 'drR'])).toBe('L');
    expect(knownPulls(l, reverseGame(l, 'rrrdL'), ['\u0155drR'])).toBeNull();
  });
});
