import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The solver's test files import the same large search modules; sharing one module graph across
// files (no per-file isolation) saves the ~20 s of re-transforming and re-importing it per file.
// No test relies on module state another file changed: every search builds its own tables.
// Vitest's default leaves one core idle, and the solver's tests are searches bound by one core
// each: a worker per core takes them from about 49 s to 31 s on two cores. Each worker has a core
// of its own, so the few timed checks (a time limit kept, a search cut short) see the same speed.
export default mergeConfig(shared, defineConfig({ test: { isolate: false, maxWorkers: availableParallelism() } }));
