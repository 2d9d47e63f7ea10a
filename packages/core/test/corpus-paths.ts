/**
 * Locates the shared corpus of real level files. The files are never copied
 * into the repository (their authors granted no licence), so tests read them
 * from `../shared/corpus` beside the checkout.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute path of `../shared/corpus` relative to the repository root, or the
 * folder named by `POLYBAN_CORPUS`: StrykerJS runs the tests in a sandbox copy
 * of the repository that has no `../shared` beside it, so its config names
 * the folder.
 */
export const CORPUS_DIR = process.env['POLYBAN_CORPUS'] ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/corpus');

/** Fails with a message that says what to do when the corpus is not there. */
export function requireCorpus(): string {
  if (!existsSync(CORPUS_DIR) || !statSync(CORPUS_DIR).isDirectory()) {
    throw new Error(
      `The level corpus is missing: expected the folder ${CORPUS_DIR} (../shared/corpus beside the repository). ` +
        'Clone the repository next to the shared folder; its files cannot be committed here.',
    );
  }
  return CORPUS_DIR;
}

/** Every level file in the corpus (`.sok`, `.txt`, `.xsb`, `.hsb`, `.tsb`, `.osb`), as paths relative to it. */
export function corpusFiles(): string[] {
  const root = requireCorpus();
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(sok|txt|xsb|hsb|tsb|osb)$/i.test(name)) out.push(relative(root, full));
    }
  };
  walk(root);
  return out;
}
