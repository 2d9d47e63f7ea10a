/**
 * How a solution's pushes become the moves a player types (`spellSolution`
 * in `spelling.ts`): walks in lower case, pushes in upper case, `{...}`
 * pusher changes for several pushers, each played with core's rules as it
 * is written. Expected moves worked out by hand on the boards drawn here,
 * where the walk is the only shortest one; where several walks tie, the
 * moves are played with core and the pushers' cells checked instead.
 */
import { describe, expect, it } from 'vitest';
import { displacementLetters, replay, startPosition, type Level, type Position, type Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { sokobanTopology } from '@polyban/sokoban';
import { analysisOf } from '../src/deadlock.js';
import { spellSolution } from '../src/spelling.js';
import { levelOf } from './boards.js';

/** One push: the pusher on `p` pushes by the letter `letter`, the pushers' areas after it named by `keys`. */
interface Push {
  p: number;
  letter: string;
  keys: number[];
}

/** Spells `pushes` from the start of the level drawn by `rows` (Sokoban unless `topology` says); returns the spelled pushes and the position they reach. */
function spell(rows: readonly string[], pushes: readonly Push[], topology: Topology = sokobanTopology): { level: Level; out: ReturnType<typeof spellSolution>; position: Position } {
  const level = levelOf(rows, topology);
  const D = level.directionCount;
  const position = startPosition(level);
  const solution = pushes.map(({ p, letter, keys }) => ({ move: p * D + level.letters.indexOf(letter as never), keys }));
  const out = spellSolution(level, analysisOf(level), solution, position);
  return { level, out, position };
}

/** The cells the pushers stand on, sorted. */
const pushersOf = (position: Position): number[] => Array.from(position.pushers).sort((x, y) => x - y);

describe('spellSolution with one pusher', () => {
  it('walks to each push by the shortest walk and writes the push in upper case', () => {
    // Width 7: pusher 8, box 10, goal 12. The pusher steps right to 9, then pushes twice.
    const { out, position } = spell(['#######', '#@ $ .#', '#######'], [
      { p: 9, letter: 'r', keys: [] },
      { p: 10, letter: 'r', keys: [] },
    ]);
    expect(out).toEqual([
      { moves: 'rR', box: 10, to: 11 },
      { moves: 'R', box: 11, to: 12 },
    ]);
    expect([pushersOf(position), Array.from(position.boxes)]).toEqual([[11], [12]]);
  });

  it('walks round a box to the side it pushes from', () => {
    // Width 5: box 12 below 7, goal 17 below it, the pusher on 16 beside the goal. The only three-step walk to 7 goes up past the box's left: up, up, right; then a push down.
    const { out } = spell(['#####', '#   #', '# $ #', '#@. #', '#####'], [{ p: 7, letter: 'd', keys: [] }]);
    expect(out).toEqual([{ moves: 'uurD', box: 12, to: 17 }]);
  });

  it('throws, rather than write moves that do not play, when no walk reaches the push', () => {
    // Width 8: the box on 10 stands between the pusher on 9 and the cell 11 the push is asked from.
    expect(() => spell(['########', '#@$ $..#', '########'], [{ p: 11, letter: 'r', keys: [] }])).toThrow('no pusher can reach the push');
  });
});

describe('spellSolution with several pushers', () => {
  it('changes to the pusher that can reach the push, then walks it there', () => {
    // Width 8: pushers 9 and 14, box 12, goal 11. Only the pusher on 14 reaches 13; the first pusher is the active one.
    // A change is written as the shortest displacement from the active pusher: five steps right, the only five-step one.
    const { out, position } = spell(['########', '#@ .$ @#', '########'], [{ p: 13, letter: 'l', keys: [9, 12] }]);
    expect(out).toEqual([{ moves: '{rrrrr}lL', box: 12, to: 11 }]);
    expect(pushersOf(position)).toEqual([9, 12]);
  });

  it('changes to a pusher that already stands on the push without walking anyone', () => {
    // Width 9: pushers 10 and 12 in one area, the box on 13, goal 14. The pusher on 12 pushes; the one on 10 stays, in the area named 10 with it.
    const { out, position } = spell(['#########', '#@ @$. #', '#########'], [{ p: 12, letter: 'r', keys: [10, 10] }]);
    expect(out).toEqual([{ moves: '{rr}R', box: 13, to: 14 }]);
    expect(pushersOf(position)).toEqual([10, 13]);
  });

  it('sends the pusher nearest the push, not the active one nor the last', () => {
    // Width 9: pushers 10, 13 and 16 along a corridor, the box on 21 below 12, goal 30 below it.
    // The pusher on 13 is one step from 12, the active one on 10 two, the one on 16 four: the change, a step left, the push down.
    const rows = ['#########', '#@  @  @#', '###$#####', '###.#####', '#########'];
    const { out, position } = spell(rows, [{ p: 12, letter: 'd', keys: [10, 10, 10] }]);
    expect(out).toEqual([{ moves: '{rrr}lD', box: 21, to: 30 }]);
    expect(pushersOf(position)).toEqual([10, 16, 21]);
  });

  it('finds the nearest pusher by walking, not through walls or boxes', () => {
    /*
     * Width 9, so cell = 9 y + x:
     *   #########
     *   #@@   ###    pushers 10 and 11, floor 12 to 14
     *   # ###$@ #    the box on 23 below 14, a pusher on 24 beside it
     *   # ###.# #    goal 32 below the box, walled in; 28 and 34 lead down
     *   # ##### #
     *   #       #    the long way round from 24 to 10
     *   #########
     * The box goes down from 14. The pusher on 24 is two cells from 14, but
     * only through the box or the wall on 15; walking, it is far. The one on
     * 11 walks three steps, the active one on 10 four: a change to 11, three
     * steps right, the push.
     */
    const rows = ['#########', '#@@   ###', '# ###$@ #', '# ###.# #', '# ##### #', '#       #', '#########'];
    const { out, position } = spell(rows, [{ p: 14, letter: 'd', keys: [10, 10, 10] }]);
    expect(out).toEqual([{ moves: '{r}rrrD', box: 23, to: 32 }]);
    expect(pushersOf(position)).toEqual([10, 23, 24]);
  });

  it('leaves a pusher of another area where it stands, without a change to it', () => {
    // Width 9: the active pusher on 10 pushes the box on 11 to 12; the pusher on 15 is walled into 15 and 16, named 15 after the push as before.
    const { out, position } = spell(['#########', '#@$ .#@ #', '#########'], [{ p: 10, letter: 'r', keys: [10, 15] }]);
    expect(out).toEqual([{ moves: 'R', box: 11, to: 12 }]);
    expect(pushersOf(position)).toEqual([11, 15]);
  });

  it('walks the one pusher of the push\'s area by a shortest walk, another area\'s pusher left alone', () => {
    /*
     * Width 9, so cell = 9 y + x:
     *   #########
     *   #@    #@#    the active pusher on 10; a pusher walled in on 16
     *   #     ###
     *   #  $  ###    the box on 30, pushed down from 21 to the goal on 39
     *   #  .  ###
     *   #########
     * From 10 to 21 is three steps, two right and one down in some order.
     */
    const rows = ['#########', '#@    #@#', '#     ###', '#  $  ###', '#  .  ###', '#########'];
    const { level, out, position } = spell(rows, [{ p: 21, letter: 'd', keys: [10, 16] }]);
    expect(out).toHaveLength(1);
    const { moves } = out[0]!;
    expect(moves).toMatch(/^[rd]{3}D$/);
    expect([...moves.slice(0, 3)].sort().join('')).toBe('drr');
    expect(pushersOf(position)).toEqual([16, 30]);
    expect(replay(level, moves)).toMatchObject({ legal: true, moves: 4, pushes: 1 });
  });

  it('walks the pusher that goes straight to the push on Hexoban, where moving pushers one by one may step aside', () => {
    /*
     * Hexoban, hexes at even x + y; cell = y × width + x:
     *   # # # # # # # # #
     *    # @     @   # @ #     floor x = 3 to 11: the active pusher on (3, 1), one on (9, 1); one walled in on (15, 1)
     *   #         $ . # # #    floor x = 2 to 8, the box on (10, 2), the goal on (12, 2)
     *    # # # # # # # # #
     * The box goes east from (8, 2), one step south-west of (9, 1): a change
     * to that pusher, `s`, the push; the others stay. Moving pushers one by
     * one, leaves of a tree first, would take three steps (by (7, 1) and (6, 2)).
     */
    const rows = ['# # # # # # # # #', ' # @     @   # @ #', '#         $ . # # #', ' # # # # # # # # #'];
    const level = levelOf(rows, hexobanTopology);
    const cell = (x: number, y: number): number => y * level.width + x;
    const keys = [cell(3, 1), cell(3, 1), cell(15, 1)];
    const { out, position } = spell(rows, [{ p: cell(8, 2), letter: 'r', keys }], hexobanTopology);
    expect(out).toEqual([{ moves: `{${displacementLetters(level, cell(3, 1), cell(9, 1))}}sR`, box: cell(10, 2), to: cell(12, 2) }]);
    expect(pushersOf(position)).toEqual([cell(3, 1), cell(15, 1), cell(10, 2)]);
  });

  it('throws when no pusher stands in the area of the push', () => {
    // Width 9: the box on 12 walls the pushers on 10 and 11 off from 13, where the push is asked from.
    expect(() => spell(['#########', '#@@$ $..#', '#########'], [{ p: 13, letter: 'r', keys: [10, 10] }])).toThrow('no pusher can reach the push');
  });

  it('throws when the keys name no way the pushers can stand after the push', () => {
    // Width 7: pushers 8 and 12, the box on 18 below 11. After the push down both pushers are in the area named 8, never in one named 12.
    const rows = ['#######', '#@   @#', '####$##', '####.##', '#######'];
    expect(() => spell(rows, [{ p: 11, letter: 'd', keys: [8, 12] }])).toThrow('no placement of the pushers gives the next state');
  });

  /*
   * Width 7, so cell = 7 y + x:
   *   #######
   *   #   .@#    floor 8 to 12 (goal 11), a pusher on 12
   *   #@$  ##    a pusher on 15, box 16, floor 17 and 18
   *   ### ###    floor 24 under 17, a dead end
   *   #######
   * The pusher on 15 pushes the box from 16 to 17, which cuts 24 off the
   * rest: the pusher on 12 is left either in the rest (named 8) or on 24,
   * as the keys say, and must be sent to 24 before the push in the second case.
   */
  const LOOP = ['#######', '#   .@#', '#@$  ##', '### ###', '#######'];

  it('leaves a pusher where it stands when the piece it stands in is the one the keys want', () => {
    const { level, out, position } = spell(LOOP, [{ p: 15, letter: 'r', keys: [8, 8] }]);
    // The pusher on 12 is the active one (reading order); the change to 15 is core's displacement, then the push.
    expect(out).toEqual([{ moves: `{${displacementLetters(level, 12, 15)}}R`, box: 16, to: 17 }]);
    expect(pushersOf(position)).toEqual([12, 16]);
  });

  it('leaves every pusher where it stands when the piece they stand in keeps them all', () => {
    // LOOP with a second pusher on 18 instead of 24's dead end: the pushers on 12 and 18 both stay in the piece named 8.
    const rows = ['#######', '#   .@#', '#@$ @##', '### ###', '#######'];
    const { level, out, position } = spell(rows, [{ p: 15, letter: 'r', keys: [8, 8, 8] }]);
    expect(out).toEqual([{ moves: `{${displacementLetters(level, 12, 15)}}R`, box: 16, to: 17 }]);
    expect(pushersOf(position)).toEqual([12, 16, 18]);
  });

  it('keeps a pusher where it stands in the piece the keys want, however far the area was walked from another pusher', () => {
    /*
     * LOOP upside down (width 7): the active pusher on 15 pushes the box
     * from 16 to 17, cutting off the dead end 10 above it. The other pusher
     * stands on 26, the last cells of the area walked from 15; the keys
     * leave it in the piece named 15, so it stays.
     */
    const { out, position } = spell(['#######', '### ###', '#@$  ##', '#   .@#', '#######'], [{ p: 15, letter: 'r', keys: [15, 15] }]);
    expect(out).toEqual([{ moves: 'R', box: 16, to: 17 }]);
    expect(pushersOf(position)).toEqual([16, 26]);
  });

  it('walks a pusher into the piece the push will cut off, before the push', () => {
    const { level, out, position } = spell(LOOP, [{ p: 15, letter: 'r', keys: [8, 24] }]);
    expect(out).toHaveLength(1);
    const { moves } = out[0]!;
    // Four steps from 12 to 24 (two left, two down, in an order core picks), the change back to 15, the push.
    expect(moves).toMatch(new RegExp(`^[ld]{4}\\{${displacementLetters(level, 24, 15)}\\}R$`));
    expect([...moves.slice(0, 4)].sort().join('')).toBe('ddll');
    expect(pushersOf(position)).toEqual([16, 24]);
    expect(replay(level, moves)).toMatchObject({ legal: true, moves: 5, pushes: 1 });
  });

  it('moves pushers that stand in each other\'s way one step at a time, all of them played by core', () => {
    /*
     * Width 7: pushers on 11 and 12 (goal 10), the pusher on 15 pushes the box from 16
     * to 17, cutting off the dead end 24, 31. The keys want both other
     * pushers there: the one on 11 must walk in first, to 31, past 24, and the one on 12 follow.
     */
    const rows = ['#######', '#  .@@#', '#@$  ##', '### ###', '### ###', '#######'];
    const { level, out, position } = spell(rows, [{ p: 15, letter: 'r', keys: [8, 24, 24] }]);
    expect(out).toHaveLength(1);
    expect(pushersOf(position)).toEqual([16, 24, 31]);
    const { moves } = out[0]!;
    expect(moves.endsWith('R')).toBe(true);
    // The walks cost at least the two pushers' shortest walks: 11 to 31 and 12 to 24, four steps each.
    expect(replay(level, moves)).toMatchObject({ legal: true, pushes: 1 });
    expect(moves.replace(/\{[^}]*\}/g, '').length - 1).toBeGreaterThanOrEqual(8);
  });
});
