/**
 * Key/value notes (`Author: Name`, `Game: Hexoban`) and SOK 0.14 macros
 * (`Copyright=...` used as `<#Copyright#/>`). Keys compare case-insensitively.
 */

/** A `Key: value` note line split into its parts. */
export interface NoteProperty {
  /** The key in the case written, without the spaces around it (`Author`). */
  key: string;
  /** Everything after the first `:` (`=` in a macro definition), trimmed; may be `''`. */
  value: string;
}

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 11 || c === 12 || c === 13;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Characters of a key after its first letter: letters, digits, space, `_`, `.`, `-`. */
const isKeyCharacter = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 32 || c === 95 || c === 46 || c === 45;

/**
 * `Key<separator>value`: a key of a letter and at most 39 more key
 * characters, spaces allowed around it. Scanned by hand, once along the
 * line: a regular expression with a lazy key and `\s*` backtracks for every
 * length of a long run of spaces.
 */
function keyValue(line: string, separator: number): NoteProperty | null {
  const n = line.length;
  let s = 0;
  while (s < n && isBlank(line.charCodeAt(s))) s++;
  if (s >= n || !isLetter(line.charCodeAt(s))) return null;
  let keyEnd = s + 1; // after the last key character that is not a space
  let i = s + 1;
  for (; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === separator) break;
    if (isBlank(c)) continue;
    // A key character after blanks: the blanks were part of the key, and a TAB cannot be.
    if (!isKeyCharacter(c)) return null;
    for (let k = keyEnd; k < i; k++) if (line.charCodeAt(k) !== 32) return null;
    keyEnd = i + 1;
    if (keyEnd - s > 40) return null;
  }
  if (i >= n) return null;
  return { key: line.slice(s, keyEnd), value: line.slice(i + 1).trim() };
}

/** Reads `Key: value` from one note line, or `null` if the line is not one. */
export function parseProperty(line: string): NoteProperty | null {
  return keyValue(line, 58 /* : */);
}

/** Reads a SOK 0.14 macro definition `Key=value`, or `null` if the line is not one. */
export function parseMacroDefinition(line: string): NoteProperty | null {
  return keyValue(line, 61 /* = */);
}

/**
 * The value after `key` and `separator` if `line` starts with them (key
 * case-insensitive, spaces allowed around it), else `null`. Compares by hand:
 * the reader asks this of every note line, and a regular expression would
 * allocate a match for each.
 */
export function keyedValue(line: string, key: string, separator = ':'): string | null {
  let i = 0;
  const n = line.length;
  // The same blanks as parseProperty skips, so that a key it finds always has a value here.
  while (i < n && isBlank(line.charCodeAt(i))) i++;
  if (n - i < key.length + 1) return null;
  for (let k = 0; k < key.length; k++, i++) {
    let c = line.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== key.charCodeAt(k)) return null;
  }
  while (i < n && isBlank(line.charCodeAt(i))) i++;
  if (line[i] !== separator) return null;
  return line.slice(i + 1).trim();
}

/** The value of the first `key: value` line in `notes` (key case-insensitive), or `null`. */
export function getProperty(notes: readonly string[], key: string): string | null {
  const want = key.toLowerCase();
  for (const line of notes) {
    const v = keyedValue(line, want);
    if (v !== null) return v;
  }
  return null;
}

/** The index of the first `key: value` line in `notes`, or -1. */
export function findProperty(notes: readonly string[], key: string): number {
  const want = key.toLowerCase();
  for (let i = 0; i < notes.length; i++) {
    const p = parseProperty(notes[i]!);
    if (p && p.key.toLowerCase() === want) return i;
  }
  return -1;
}

/**
 * Returns notes with `key` set to `value`: the first line with that key gets
 * the new value (keeping the key as written), or a line is added at the end.
 * The input is not changed.
 */
export function setProperty(notes: readonly string[], key: string, value: string): string[] {
  const out = notes.slice();
  const i = findProperty(out, key);
  if (i >= 0) {
    const p = parseProperty(out[i]!)!;
    out[i] = `${p.key}: ${value}`;
  } else out.push(`${key}: ${value}`);
  return out;
}

/**
 * Expands `<#Key#/>` references in a note (SOK 0.14). `values` holds the
 * macros and the file's key/value notes; keys are case-insensitive, a `\n`
 * in a value becomes a line break, and an unknown key is left as written.
 */
export function expandMacros(text: string, values: Readonly<Record<string, string>>): string {
  if (!text.includes('<#')) return text;
  const lower = new Map<string, string>();
  for (const [k, v] of Object.entries(values)) if (!lower.has(k.toLowerCase())) lower.set(k.toLowerCase(), v);
  return text.replace(/<#([^#<>]{1,40})#\/>/g, (all, key: string) => {
    const v = lower.get(key.trim().toLowerCase());
    return v === undefined ? all : v.replace(/\\n/g, '\n');
  });
}
