/**
 * The member names of the TypeScript project at `tsconfig` (its `src/`,
 * entry `src/index.ts`) that no code outside the package can see, so that a
 * minifier may rename them throughout its bundle; sorted.
 */
export function privateNames(tsconfig: string): string[];
