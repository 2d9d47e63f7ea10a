// Builds benchmark inputs from the shared corpus of real level files (read
// from ../shared/corpus, never copied into the repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../shared/corpus');

/** Every level file of the corpus as `{ name, text }`. */
export function corpusFiles() {
  if (!existsSync(CORPUS)) throw new Error(`The level corpus is missing: expected ${CORPUS} (../shared/corpus beside the repository)`);
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(sok|txt|xsb|hsb|osb|tsb)$/i.test(name)) out.push({ name, text: readFileSync(full, 'utf8') });
    }
  };
  walk(CORPUS);
  return out;
}

/** The corpus files joined and repeated until the text is at least `bytes` long. */
export function corpusOfSize(bytes) {
  const one = corpusFiles()
    .map((f) => f.text.replace(/\s+$/, ''))
    .join('\n\n\n');
  const parts = [];
  let size = 0;
  while (size < bytes) {
    parts.push(one);
    size += one.length + 3;
  }
  return parts.join('\n\n\n') + '\n';
}
