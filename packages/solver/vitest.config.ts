import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

// The solver's test files import the same large search modules; sharing one module graph across
// files (no per-file isolation) saves the ~20 s of re-transforming and re-importing it per file.
// No test relies on module state another file changed: every search builds its own tables.
export default mergeConfig(shared, defineConfig({ test: { isolate: false } }));
