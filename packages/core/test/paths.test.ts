/**
 * The click-to-move searches on boards drawn by hand: walks, displacements,
 * push paths, and the same searches on a tiling that lists its letters in
 * another order.
 */
import { describe, expect, it } from 'vitest';
import { buildLevel, displacementLetters, Game, pushPath, reachable, replay, replayWithPosition, startPosition, walkTo, type Level, type Position, type Topology } from '../src/index.js';
import { gridTopology } from './fixtures/grid-topology.js';

function level(rows: string[], topology: Topology = gridTopology): Level {
  const { level, problems } = buildLevel(rows, topology);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return level!;
}

const cell = (l: Level, x: number, y: number): number => y * l.width + x;
const plain = (p: Position) => ({ boxAt: Array.from(p.boxAt), pusherAt: Array.from(p.pusherAt), boxes: Array.from(p.boxes), pushers: Array.from(p.pushers), active: p.active });

/** The square tiling with its letters listed down, up, right, left: nothing may depend on their order. */
const reordered: Topology = { ...gridTopology, directions: ['d', 'u', 'r', 'l'] };

describe('walkTo', () => {
  it('is empty for the pusher\'s own cell and null for a cell it cannot reach', () => {
    // Cell 0 is floor cut off by the wall at (1,0); below it, (0,1) is floor cut off too.
    const l = level([' #@$.', '  ###']);
    const p = startPosition(l);
    expect(walkTo(l, p, cell(l, 2, 0))).toBe('');
    expect(walkTo(l, p, cell(l, 0, 1))).toBeNull();
    expect(walkTo(l, p, 0)).toBeNull();
    expect(reachable(l, p).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('goes round walls, boxes and other pushers by the shortest way', () => {
    // From (1,1) to (5,1): the box on (3,1) and the wall below it send the walk through row 3.
    const l = level(['#######', '#@ $ .#', '# ## @#', '#     #', '#######']);
    expect(walkTo(l, startPosition(l), cell(l, 4, 1))).toBe('ddrrruu');
  });
});

describe('displacementLetters', () => {
  it('spells the shortest way between two cells whatever stands between them', () => {
    const l = level(['#######', '#@ $ .#', '#######']);
    expect(displacementLetters(l, cell(l, 1, 1), cell(l, 1, 1))).toBe('');
    expect(displacementLetters(l, cell(l, 1, 1), cell(l, 5, 1))).toBe('rrrr');
    expect(displacementLetters(l, cell(l, 5, 1), cell(l, 0, 0))).toBe('lllllu');
  });
});

describe('pushPath', () => {
  const room = ['#######', '#@    #', '# $   #', '#     #', '#    .#', '#######'];

  it('walks behind the box and pushes it with the fewest pushes, turning where needed', () => {
    const l = level(room);
    // Right twice from (1,2), round the box by (3,1) and (4,1), then down twice.
    expect(pushPath(l, startPosition(l), cell(l, 2, 2), cell(l, 4, 4))).toBe('dRRurDD');
  });

  it('leaves the position it is given as it was', () => {
    const l = level(room);
    const p = startPosition(l);
    const before = plain(p);
    pushPath(l, p, cell(l, 2, 2), cell(l, 4, 4));
    pushPath(l, p, cell(l, 2, 2), cell(l, 0, 0));
    expect(plain(p)).toEqual(before);
  });

  it('is empty for a box already there, and null without a box or without a way', () => {
    const l = level(room);
    const p = startPosition(l);
    expect(pushPath(l, p, cell(l, 2, 2), cell(l, 2, 2))).toBe('');
    expect(pushPath(l, p, cell(l, 3, 3), cell(l, 4, 4))).toBeNull();
    expect(pushPath(l, p, cell(l, 3, 3), cell(l, 3, 3))).toBeNull();
    // A wall, and a corner cell the box can reach only by being pushed into the wall.
    expect(pushPath(l, p, cell(l, 2, 2), cell(l, 0, 0))).toBeNull();
    expect(pushPath(l, p, cell(l, 2, 2), cell(l, 1, 4))).not.toBeNull();
  });

  it('pushes only from a side the pusher can reach', () => {
    // The box (3,1) can go left only if pushed from (4,1), which the pusher cannot reach.
    const l = level(['######', '#.@$ #', '######']);
    expect(pushPath(l, startPosition(l), cell(l, 3, 1), cell(l, 1, 1))).toBeNull();
    expect(pushPath(l, startPosition(l), cell(l, 3, 1), cell(l, 4, 1))).toBe('R');
  });

  it('can bring a box to the cell numbered 0, or push from there', () => {
    const l = level(['.$@']);
    expect(pushPath(l, startPosition(l), 1, 0)).toBe('L');
    const r = level(['@$.']);
    expect(pushPath(r, startPosition(r), 1, 2)).toBe('R');
  });

  it('moves only the box it was asked to, going round the others', () => {
    // Box A (3,2) to (5,1); box B (4,1) stays where it is. A goes right twice, then up from (5,3).
    const rows = ['#######', '#@  $.#', '#  $  #', '#    .#', '#######'];
    const l = level(rows);
    const path = pushPath(l, startPosition(l), cell(l, 3, 2), cell(l, 5, 1));
    expect(path).not.toBeNull();
    const { result, position } = replayWithPosition(l, path!);
    expect(result).toMatchObject({ legal: true, pushes: 3 });
    expect(Array.from(position.boxes)).toEqual([cell(l, 4, 1), cell(l, 5, 1)]);
  });

  it('with several pushers, moves the active one and walks round the others', () => {
    // The second pusher (2,1) stands in the way along row 1: the first goes round by rows 2 and 3 to (3,1), then pushes down.
    const l = level(['#######', '#@@   #', '#  $  #', '#  .  #', '#######']);
    const g = new Game(l);
    const path = pushPath(l, g.snapshot(), cell(l, 3, 2), cell(l, 3, 3));
    expect(path).toBe('drdrruulD');
    expect(g.apply(path!).error).toBeNull();
    expect(g.isSolved()).toBe(true);
    expect(g.pushers).toEqual([cell(l, 3, 2), cell(l, 2, 1)]);
  });
});

describe('the searches on a tiling that lists its letters in another order', () => {
  it('reach, walk and push as on the square tiling, spelling the letters it lists first', () => {
    // The pusher (1,1) is shut in with the box; floor at (2,2), diagonal to it, is out of reach.
    const shut = level(['####', '#@$#', '##.#', '####'], reordered);
    const p = startPosition(shut);
    expect(Array.from(reachable(shut, p)).reduce((a, b) => a + b, 0)).toBe(1);
    expect(walkTo(shut, p, cell(shut, 2, 2))).toBeNull();
    expect(shut.outside[cell(shut, 2, 2)]).toBe(0);
    expect(pushPath(shut, p, cell(shut, 2, 1), cell(shut, 2, 2))).toBeNull();
    const l = level(['#####', '#@  #', '# $ #', '#  .#', '#####'], reordered);
    // Down first, as the tiling lists "d" first.
    expect(walkTo(l, startPosition(l), cell(l, 3, 3))).toBe('ddrr');
    const path = pushPath(l, startPosition(l), cell(l, 2, 2), cell(l, 3, 3));
    expect(replay(l, path!)).toMatchObject({ legal: true, solved: true, pushes: 2 });
  });

  it('mark the floor outside the walls the same way', () => {
    // A floor pocket (4,2) touches the pusher's room only at a corner, (3,1).
    const l = level(['#####', '#@$.#', '#### ', '#####'], reordered);
    expect(l.outside[cell(l, 4, 2)]).toBe(1);
    expect(l.outside[cell(l, 3, 1)]).toBe(0);
  });
});
