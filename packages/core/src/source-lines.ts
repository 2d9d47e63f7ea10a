/**
 * Splitting input into lines while remembering every byte: line breaks may
 * be CRLF, LF or CR (even mixed), and a leading byte order mark is noted.
 */
import type { SourceText } from './origin.js';

/** Splits `input` into lines; the result reproduces the input exactly. */
export function splitSource(input: string): SourceText {
  const bom = input.charCodeAt(0) === 0xfeff;
  const text = bom ? input.slice(1) : input;
  const n = text.length;
  // First pass counts lines so the offsets fit one typed array.
  let count = 0;
  let eol = '';
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      count++;
      if (eol === '') eol = '\n';
    } else if (c === 13) {
      count++;
      if (i + 1 < n && text.charCodeAt(i + 1) === 10) {
        if (eol === '') eol = '\r\n';
        i++;
      } else if (eol === '') eol = '\r';
    }
  }
  const lastOpen = n > 0 && text.charCodeAt(n - 1) !== 10 && text.charCodeAt(n - 1) !== 13;
  const lineCount = count + (lastOpen ? 1 : 0);
  const starts = new Int32Array(lineCount + 1);
  let line = 1;
  for (let i = 0; i < n && line < lineCount + 1; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts[line++] = i + 1;
    else if (c === 13) {
      if (i + 1 < n && text.charCodeAt(i + 1) === 10) i++;
      starts[line++] = i + 1;
    }
  }
  starts[lineCount] = n;
  return { text, bom, starts, lineCount, eol: eol || '\n' };
}
