/**
 * Starved goal rooms (room-supply.ts) on small random levels of every
 * tiling searched whole, many positions of each: a position called starved
 * must be one that cannot be solved, and some must be positions the rooms'
 * own search (goal-rooms.ts) does not call lost, or the check adds nothing.
 * A file of its own: too long to run for every mutant of the rooms.
 */
import { describe, expect, it } from 'vitest';
import { TOPOLOGIES } from './boards.js';
import { starvedOnRandomLevels } from './starved-levels.js';

describe.each(TOPOLOGIES.map((t) => [t.name, t] as const))('starved rooms on random %s levels searched whole', (_, topology) => {
  it('are never called in a position that can be solved, and some are no room of the search would call lost', () => {
    // Every sixth position: the rooms' searches cost tens of microseconds each, and the levels' positions are many.
    const { levels, starved, unseen } = starvedOnRandomLevels(topology, (i) => i % 6 === 0);
    expect(levels).toBeGreaterThan(5);
    expect(starved).toBeGreaterThan(0);
    expect(unseen).toBeGreaterThan(0);
  });
});
