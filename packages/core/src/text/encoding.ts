/**
 * From a level file's bytes to text and back. Level files are older than
 * UTF-8's spread: many were saved by Windows programs in Windows-1252
 * (Latin-1 plus `€`, curly quotes and a few letters), and nothing in the file
 * says so. The rule here is the one browsers use for unlabelled text: bytes
 * that are valid UTF-8 are UTF-8, anything else is Windows-1252. Before that,
 * UTF-16 is recognised, as Windows editors save "Unicode" text: by its byte
 * order mark, or without one by every other byte being NUL, which ASCII-heavy
 * level text in UTF-16 shows and no text in the other encodings does. Every
 * byte sequence decodes, and encoding the text again in the encoding found
 * gives the same bytes, so a program can open a file, edit it and save it
 * without touching the characters it did not edit.
 *
 * Written without Node.js built-ins: it runs in browsers as it is.
 */
import type { Diagnostic } from './diagnostics.js';

/**
 * How a level file's bytes encode its text:
 * - `'utf-8'`: UTF-8 without a byte order mark (plain ASCII files are this too);
 * - `'utf-8-bom'`: UTF-8 starting with the byte order mark `EF BB BF`;
 * - `'windows-1252'`: one byte per character, Windows code page 1252
 *   (ISO-8859-1 with printable characters in `0x80`–`0x9F`);
 * - `'utf-16le-bom'`, `'utf-16be-bom'`: UTF-16, little- or big-endian,
 *   starting with the byte order mark (`FF FE` or `FE FF`);
 * - `'utf-16le'`, `'utf-16be'`: UTF-16 without a byte order mark.
 */
export type LevelFileEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252' | 'utf-16le-bom' | 'utf-16be-bom' | 'utf-16le' | 'utf-16be';

/** What {@link decodeLevelFile} returns. */
export interface DecodedLevelFile {
  /** The text. For the encodings with a byte order mark it does not include the mark: {@link encodeLevelFile} writes that back. */
  text: string;
  /** How the bytes were read; pass it to {@link encodeLevelFile} to save the file as it was. */
  encoding: LevelFileEncoding;
  /**
   * Empty for UTF-8. For Windows-1252, one `non-utf8-text` warning placed at
   * the line and column of the first byte that is not UTF-8; for UTF-16, one
   * `utf16-text` warning at line 1, column 1: so that a program can tell its
   * user how the file was read.
   */
  diagnostics: Diagnostic[];
}

/** A character that an encoding cannot write, found by {@link findUnencodable}. */
export interface UnencodableCharacter {
  /** The character (a whole code point: two UTF-16 units for characters beyond U+FFFF). */
  character: string;
  /** Its code point; for a lone surrogate, the surrogate's value. */
  codePoint: number;
  /** Its UTF-16 index in the text. */
  index: number;
  /** Its 1-based line (lines end at LF, CRLF, CR CR LF or CR, as the reader counts them). */
  line: number;
  /** Its 1-based column, in UTF-16 units of the line. */
  column: number;
  /**
   * `null` when the encoding has no bytes for the character. Otherwise it
   * has, but the file written would be read back (by {@link decodeLevelFile})
   * in this other encoding, as other text from this character on: text
   * starting `ÿþ` in Windows-1252 reads as UTF-16 once the file's length is
   * even, and a Windows-1252 file whose only other high bytes were edited
   * away reads as UTF-8 where its `Ã©` forms UTF-8's `é`.
   */
  readBackAs: LevelFileEncoding | null;
}

/**
 * Thrown by {@link encodeLevelFile} when the text holds a character the
 * encoding cannot write, or when the bytes written would be read back as
 * other text (see {@link UnencodableCharacter.readBackAs}). Nothing is
 * replaced by `?`: the caller decides, for instance to save as `'utf-8'`
 * instead after asking the user ({@link writableEncoding} names one that
 * works).
 */
export class UnencodableTextError extends RangeError {
  /** The encoding that was asked for. */
  readonly encoding: LevelFileEncoding;
  /** The first character it cannot write. */
  readonly unencodable: UnencodableCharacter;

  constructor(encoding: LevelFileEncoding, unencodable: UnencodableCharacter) {
    const what = unencodable.codePoint >= 0xd800 && unencodable.codePoint <= 0xdfff ? 'a lone surrogate' : `"${unencodable.character}"`;
    const where = `${what} (U+${hex(unencodable.codePoint, 4)}) at line ${unencodable.line}, column ${unencodable.column}`;
    const { readBackAs } = unencodable;
    super(
      readBackAs === null
        ? `${where} cannot be written in ${encodingName(encoding)}`
        : `written in ${encodingName(encoding)}, the file would be read back as ${encodingName(readBackAs)}, as other text from ${where} on`,
    );
    this.name = 'UnencodableTextError';
    this.encoding = encoding;
    this.unencodable = unencodable;
  }
}

/**
 * An encoding's name for people, with its byte order mark and byte order:
 * `'Windows-1252'`, `'UTF-8'`, `'UTF-8 with a byte order mark'`,
 * `'UTF-16 (little-endian, without a byte order mark)'`. The words of
 * {@link UnencodableTextError}'s messages.
 */
export function encodingName(encoding: LevelFileEncoding): string {
  const utf16 = UTF16[encoding];
  if (utf16) return `UTF-16 (${utf16.description})`;
  if (encoding === 'windows-1252') return 'Windows-1252';
  return encoding === 'utf-8' ? 'UTF-8' : 'UTF-8 with a byte order mark';
}

/** How each UTF-16 encoding is written: byte order, and whether a byte order mark comes first. */
const UTF16: Partial<Record<LevelFileEncoding, { littleEndian: boolean; bom: boolean; description: string }>> = {
  'utf-16le-bom': { littleEndian: true, bom: true, description: 'little-endian, with a byte order mark' },
  'utf-16be-bom': { littleEndian: false, bom: true, description: 'big-endian, with a byte order mark' },
  'utf-16le': { littleEndian: true, bom: false, description: 'little-endian, without a byte order mark' },
  'utf-16be': { littleEndian: false, bom: false, description: 'big-endian, without a byte order mark' },
};

/**
 * The characters of bytes `0x80`–`0x9F` in Windows-1252. The five bytes the
 * code page leaves undefined (`0x81`, `0x8D`, `0x8F`, `0x90`, `0x9D`) stand
 * for the control characters of the same number, as in browsers, so that
 * every byte reads as some character and writes back as itself. Bytes below
 * `0x80` and from `0xA0` up are the code points of the same number.
 */
const HIGH = '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Characters decoded per `String.fromCharCode` call: far below engines' argument limits. */
const CHUNK = 8192;

/**
 * Reads a level file's bytes as text: UTF-16 when they are an even number
 * and start with a UTF-16 byte order mark, or when three quarters of their
 * byte pairs hold a character below U+0100 with its zero byte on the same
 * side (ASCII-heavy text in UTF-16 without a mark); else UTF-8 when the
 * bytes are valid UTF-8 (with or without a byte order mark); otherwise
 * Windows-1252. Never throws.
 *
 * Text in the two encodings can look alike: a Windows-1252 file whose
 * non-ASCII bytes happen to form valid UTF-8 (such as `Ã©`) reads as UTF-8
 * (`é`). Real text almost never does, which is why browsers use the same rule.
 *
 * @param bytes The whole file, as read from disk, a `File` or a network response.
 */
export function decodeLevelFile(bytes: Uint8Array): DecodedLevelFile {
  const encoding = encodingOf(bytes);
  const text = textIn(bytes, encoding);
  const form = UTF16[encoding];
  if (form) {
    const message = `The file is UTF-16 (${form.description}), so it was read as UTF-16`;
    return { text, encoding, diagnostics: [{ severity: 'warning', code: 'utf16-text', message, line: 1, column: 1 }] };
  }
  if (encoding !== 'windows-1252') return { text, encoding, diagnostics: [] };
  const invalid = firstInvalidUtf8(bytes);
  // One character per byte, so the byte's offset is its index in the text.
  const at = positionAt(text, invalid);
  const message = `Byte 0x${hex(bytes[invalid]!, 2)} is not UTF-8, so the file was read as Windows-1252 (Western European)`;
  return { text, encoding, diagnostics: [{ severity: 'warning', code: 'non-utf8-text', message, line: at.line, column: at.column }] };
}

/** The encoding {@link decodeLevelFile} reads `bytes` in. */
function encodingOf(bytes: Uint8Array): LevelFileEncoding {
  const utf16 = detectUtf16(bytes);
  if (utf16 !== null) return utf16;
  if (firstInvalidUtf8(bytes) >= 0) return 'windows-1252';
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 'utf-8-bom' : 'utf-8';
}

/** The text of `bytes` read in `encoding`, the one {@link encodingOf} found. */
function textIn(bytes: Uint8Array, encoding: LevelFileEncoding): string {
  const form = UTF16[encoding];
  if (form) return decodeUtf16(bytes.subarray(form.bom ? 2 : 0), form.littleEndian);
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  // ignoreBOM: the first mark is dropped here by hand; a second one is text and must survive.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(encoding === 'utf-8-bom' ? bytes.subarray(3) : bytes);
}

/**
 * Writes text in an encoding: the inverse of {@link decodeLevelFile}, so that
 * `encodeLevelFile(d.text, d.encoding)` gives back the bytes `d` was decoded
 * from. `'utf-8-bom'` writes the byte order mark, then the text as UTF-8;
 * the UTF-16 encodings write the text's UTF-16 code units as they are (a
 * lone surrogate too, as it was read), after the mark if theirs has one.
 *
 * Edited text can come out as bytes {@link decodeLevelFile} reads in another
 * encoding, as other text: Windows-1252 text starting `ÿþ` (the bytes
 * `FF FE`) reads as UTF-16 once the file's length is even. Such text is
 * refused, as a character that cannot be written is: a file that reads back
 * as something else loses what it held.
 *
 * @throws {UnencodableTextError} when the text holds a character the encoding
 * cannot write: in `'windows-1252'`, anything outside its 256 characters (a
 * program added `漢`, say); in UTF-8, a lone surrogate. And when the bytes
 * would read back as other text (the error's `readBackAs` says in what
 * encoding). No character is ever replaced. Check first with
 * {@link findUnencodable}, or let {@link writableEncoding} choose another
 * encoding.
 */
export function encodeLevelFile(text: string, encoding: LevelFileEncoding): Uint8Array {
  const bad = unwritableCharacter(text, encoding);
  if (bad) throw new UnencodableTextError(encoding, bad);
  const bytes = encodeWritable(text, encoding);
  const misread = misreadFrom(text, encoding, bytes);
  if (misread) throw new UnencodableTextError(encoding, misread);
  return bytes;
}

/** `text` in `encoding`, every character of it checked writable there. */
function encodeWritable(text: string, encoding: LevelFileEncoding): Uint8Array {
  if (encoding === 'windows-1252') return encodeWindows1252(text);
  const utf16 = UTF16[encoding];
  if (utf16) return encodeUtf16(text, utf16.littleEndian, utf16.bom);
  const utf8 = new TextEncoder().encode(text);
  if (encoding === 'utf-8') return utf8;
  const out = new Uint8Array(utf8.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(utf8, 3);
  return out;
}

/**
 * The first character of `text` that `encoding` cannot write, or from which
 * the file written would read back as other text (`readBackAs` tells which);
 * `null` when {@link encodeLevelFile} will succeed.
 */
export function findUnencodable(text: string, encoding: LevelFileEncoding): UnencodableCharacter | null {
  return unwritableCharacter(text, encoding) ?? misreadFrom(text, encoding, encodeWritable(text, encoding));
}

/**
 * The encoding to save `text` in: `preferred` when {@link encodeLevelFile}
 * can write the text in it, else the first of `'utf-8'`, `'utf-8-bom'` and
 * `'utf-16le-bom'` that can. The last holds any string (lone surrogates
 * too) and always reads back as written, so there is always one.
 */
export function writableEncoding(text: string, preferred: LevelFileEncoding): LevelFileEncoding {
  for (const encoding of [preferred, 'utf-8', 'utf-8-bom'] as const) if (findUnencodable(text, encoding) === null) return encoding;
  return 'utf-16le-bom';
}

/** The first character of `text` that `encoding` has no bytes for, or `null`. */
function unwritableCharacter(text: string, encoding: LevelFileEncoding): UnencodableCharacter | null {
  // UTF-16 holds every code unit of a JavaScript string.
  if (UTF16[encoding]) return null;
  const index = encoding === 'windows-1252' ? firstOutsideWindows1252(text) : firstLoneSurrogate(text);
  return index < 0 ? null : characterAt(text, index, null);
}

/**
 * The first character from which `bytes`, `text` written in `encoding`, read
 * back as other text; `null` when they read back as `text`.
 */
function misreadFrom(text: string, encoding: LevelFileEncoding, bytes: Uint8Array): UnencodableCharacter | null {
  const read = encodingOf(bytes);
  // Read in the encoding they were written in, the bytes give the text back: each writer here undoes its reader.
  if (read === encoding) return null;
  const back = textIn(bytes, read);
  // ASCII written in Windows-1252 reads as UTF-8, and is the same text.
  if (back === text) return null;
  let i = 0;
  while (i < text.length - 1 && text.charCodeAt(i) === back.charCodeAt(i)) i++;
  return characterAt(text, i, read);
}

/** The character at `index` of `text`: a whole code point where there is one (an emoji is two UTF-16 units); a lone surrogate is its own value. */
function characterAt(text: string, index: number, readBackAs: LevelFileEncoding | null): UnencodableCharacter {
  const codePoint = text.codePointAt(index)!;
  return { character: String.fromCodePoint(codePoint), codePoint, index, ...positionAt(text, index), readBackAs };
}

function firstOutsideWindows1252(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) continue;
    if (HIGH.indexOf(text[i]!) < 0) return i;
  }
  return -1;
}

/** A high surrogate without a low one after it, or a low one without a high one before it: UTF-8 cannot hold either. */
function firstLoneSurrogate(text: string): number {
  const m = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  return m ? m.index : -1;
}

/**
 * The offset of the first byte where `bytes` stops being UTF-8 (the start of
 * the first malformed sequence), or -1 when all of it is UTF-8. Follows the
 * WHATWG decoder: overlong forms, surrogates (`ED A0`–`ED BF`) and code points
 * past U+10FFFF are malformed, and so is a sequence cut off by the end.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // The allowed range of the second byte depends on the first; later bytes are always 80-BF.
    let extra: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) extra = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      extra = 2;
      if (b === 0xe0) low = 0xa0;
      else if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      if (b === 0xf0) low = 0x90;
      else if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + extra >= n) return i;
    const second = bytes[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k <= extra; k++) {
      const c = bytes[i + k]!;
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += extra + 1;
  }
  return -1;
}

/**
 * The UTF-16 encoding of a level file's bytes, or `null` when they are not
 * UTF-16. An even number of bytes is needed (an odd one cannot be written
 * back as UTF-16, so such a file is read as another encoding); then the byte
 * order mark `FF FE` or `FE FF` decides. Without one, the bytes are UTF-16
 * when at least three quarters of their byte pairs hold a character below
 * U+0100 with its NUL byte on the same side: ASCII-heavy text such as boards
 * and move lines in UTF-16. Text in UTF-8 or Windows-1252 has no NUL bytes,
 * so it never looks like that.
 */
function detectUtf16(bytes: Uint8Array): LevelFileEncoding | null {
  const n = bytes.length;
  if (n < 2 || n % 2 !== 0) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le-bom';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be-bom';
  let little = 0;
  let big = 0;
  for (let i = 0; i < n; i += 2) {
    const a = bytes[i]!;
    const b = bytes[i + 1]!;
    if (b === 0 && a !== 0) little++;
    else if (a === 0 && b !== 0) big++;
  }
  const pairs = n / 2;
  if (little * 4 >= pairs * 3) return 'utf-16le';
  if (big * 4 >= pairs * 3) return 'utf-16be';
  return null;
}

/** Reads UTF-16 code units as they are, unpaired surrogates included, so that encoding them again gives the same bytes. */
function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const parts: string[] = [];
  const count = bytes.length >> 1;
  const units = new Uint16Array(Math.min(count, CHUNK));
  const [low, high] = littleEndian ? [0, 1] : [1, 0];
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(start + CHUNK, count);
    for (let u = start; u < end; u++) units[u - start] = bytes[2 * u + low]! | (bytes[2 * u + high]! << 8);
    parts.push(String.fromCharCode(...units.subarray(0, end - start)));
  }
  return parts.join('');
}

/** Writes every UTF-16 code unit of `text` in the byte order asked for, after the byte order mark if asked. */
function encodeUtf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const skip = bom ? 2 : 0;
  const out = new Uint8Array(skip + 2 * text.length);
  const [low, high] = littleEndian ? [0, 1] : [1, 0];
  if (bom) {
    out[low] = 0xff;
    out[high] = 0xfe;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[skip + 2 * i + low] = c & 0xff;
    out[skip + 2 * i + high] = c >> 8;
  }
  return out;
}

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const units = new Uint16Array(Math.min(bytes.length, CHUNK));
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      units[i - start] = b >= 0x80 && b < 0xa0 ? HIGH.charCodeAt(b - 0x80) : b;
    }
    parts.push(String.fromCharCode(...units.subarray(0, end - start)));
  }
  return parts.join('');
}

/** Encodes text already checked by {@link findUnencodable}: every character is one of the code page's 256. */
function encodeWindows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[i] = c < 0x80 || (c >= 0xa0 && c <= 0xff) ? c : 0x80 + HIGH.indexOf(text[i]!);
  }
  return out;
}

/** The 1-based line and column of `index` in `text`, with lines ending at LF, CRLF, CR CR LF or CR as the reader counts them. */
function positionAt(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    // A CR followed by LF, or by CR LF, is part of a longer line end that its LF closes.
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10 && !(text.charCodeAt(i + 1) === 13 && text.charCodeAt(i + 2) === 10))) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

function hex(n: number, digits: number): string {
  return n.toString(16).toUpperCase().padStart(digits, '0');
}
