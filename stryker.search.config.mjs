// Mutation testing of the forward search's expansion (packages/solver/src/search.ts): its main loop,
// the bound of a child, the pushes it generates, the states it stores, and the pusher's area after a
// push named without a flood fill. A mutant there could store a state no push leads to, give a child a
// bound above its pushes still needed, or name an area wrongly and so merge two states that differ.
// The rest of the file (the feature space's advisors, packing steps and counts of closed areas)
// changes which states come first, not what they are, and its mutants take hours of whole searches
// to try: left to the benchmark.
//
// Mutants that make the same search another way carry a `Stryker disable` note with the reason:
// advice and labels lent to the feature space, which order the states and make none; a box's
// mobility test answering "cannot move", which only sends it to the freeze test; labels and reads
// that only send a push to the flood fill; with several pushers, going on through the ways the pushers
// can stand after a push once the search has stopped, which stores one more state and changes nothing
// else. Of the 80 that survive (83.05 % killed), most are of the
// same kinds on lines where other mutants of their kind are killed, so a note would hide those too: a
// cached bound or mobility worked out again, a write one slot past a typed array, the clock read a
// little sooner or later, a stale list entry the closed test skips anyway, and most of the pusher's
// area after a push, where a wrong reading falls back to the flood fill. Open: a known state's return
// inside a tunnel, which only pushes on through states already stored.
import { mutationRun } from './stryker.config.mjs';

export default mutationRun('search', [
  'packages/solver/src/search.ts:389-438',
  'packages/solver/src/search.ts:602-738',
  'packages/solver/src/search.ts:864-976',
  'packages/solver/src/search.ts:1153-1202',
]);
