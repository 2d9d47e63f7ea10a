/**
 * The one-push corral test of `corral.ts` run on a position, as the search
 * runs it (the freeze test's frozen boxes count as standing for good), for
 * the corral search's tests.
 */
import { startPosition, type Level, type Position } from '@polyban/core';
import { CorralPruning } from '../src/corral.js';
import { analysisOf, boxClasses } from '../src/deadlock.js';
import { freezeScratch, markFrozen } from '../src/freeze.js';
import { AreaLabels } from '../src/pusher-regions.js';

/** The PI-corral pushes of `p` (0 for a corral deadlock the test sees, -1 for none), the corrals it labelled, and the pusher's cell. */
export function positionCorrals(level: Level, p: Position): { pushes: number; corrals: CorralPruning; pusher: number } {
  const a = analysisOf(level);
  const n = p.boxes.length;
  const boxAt = new Int32Array(level.size);
  p.boxes.forEach((c, i) => (boxAt[c] = i + 1));
  const reach = new AreaLabels(a.floor, level.neighbours, level.directionCount);
  reach.reset();
  reach.areaOf(p.pushers[0]!, boxAt);
  const classes = boxClasses(a, n);
  const frozen = new Uint8Array(n);
  markFrozen(a, p.boxes, classes, n, frozen, freezeScratch(level.size));
  const corrals = new CorralPruning(a);
  return { pushes: corrals.find(p.boxes, n, boxAt, (i) => classes[i]!, reach, frozen), corrals, pusher: p.pushers[0]! };
}

/** {@link positionCorrals} of the level's start. */
export function startCorrals(level: Level): { pushes: number; corrals: CorralPruning; pusher: number } {
  return positionCorrals(level, startPosition(level));
}
