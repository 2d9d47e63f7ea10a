/**
 * Which member names a package's build may shorten (`scripts/private-names.mjs`,
 * read by `packages/solver/tsup.config.ts`): only names every use of which the
 * type checker shows to be a member the package declares, that its public
 * types never show, and that no outside declaration (a dependency, the
 * JavaScript library) writes. Each rule gets a name of its own in a small
 * project written here, and the expected list is worked out by hand from
 * those rules.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { privateNames } from '../../scripts/private-names.mjs';

const project = mkdtempSync(join(tmpdir(), 'polyban-names-'));

afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(files: Record<string, string>): string {
  mkdirSync(join(project, 'src'), { recursive: true });
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], noEmit: true }, include: ['src'] }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(project, 'src', name), text);
  return join(project, 'tsconfig.json');
}

describe('privateNames', () => {
  it('lists the members only the package sees, and keeps every other name', () => {
    const tsconfig = write({
      'index.ts': `
        import { Counter } from './counter.js';
        /** Public: users see its fields. */
        export interface Result { grandTotal: number; detail: Detail }
        /** Reached through Result: public too. */
        export interface Detail { stepCount: number; overlap: number }
        export function run(xs: number[]): Result {
          const c = new Counter();
          for (const x of xs) c.bump(x);
          const stepCount = c.peek();
          return { grandTotal: c.runningSum, detail: { stepCount, overlap: 0 } };
        }
      `,
      'counter.ts': `
        /** Internal: never exported from the entry point. */
        interface Tally { tallyHits: number; tagList: string[] }
        export class Counter {
          runningSum = 0;
          private tally: Tally = { tallyHits: 0, tagList: [] };
          /** The name of a member of the public Detail too. */
          private overlap = 0;
          /** The name of Array.prototype.fill: the library declares it. */
          private fill = 0;
          /** Also read off a value typed any: not provably this member there. */
          private loose = 0;
          bump(x: number): void {
            this.runningSum += x;
            this.tally.tallyHits++;
            const { tagList } = this.tally;
            tagList.push('x');
            this.overlap++;
            this.fill++;
            this.loose++;
          }
          peek(): number {
            const other: any = {};
            return this.tally.tallyHits + this.overlap + this.fill + this.loose + other.loose;
          }
        }
      `,
    });
    // Counter is not exported, so its members are the package's own, public or not: bump, peek, runningSum, tally,
    // and Tally's tallyHits and tagList (read by destructuring too). Kept: grandTotal, detail, stepCount and
    // overlap (public types, overlap also a private member), fill (a library name), loose (read off an any).
    expect(privateNames(tsconfig)).toEqual(['bump', 'peek', 'runningSum', 'tagList', 'tally', 'tallyHits']);
  });
});
