/**
 * Loaded before the tests of every mutation run (vitest.mutation.config.ts): a
 * property test with no seed of its own draws the same random cases in every
 * run, so whether a mutant is killed depends on the tests alone, not on the
 * cases one run happened to draw. Plain test runs keep drawing new cases.
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: 20261202 });
