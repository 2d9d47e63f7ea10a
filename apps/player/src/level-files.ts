/**
 * Level files as the player opens and saves them: bytes decoded as UTF-8, or
 * as Windows-1252 when they are not UTF-8, and saved back in the same
 * encoding, so that a Latin-1 collection keeps its accented titles and bytes.
 */
import { decodeLevelFile, encodeLevelFile, encodingName, findUnencodable, UnencodableTextError, writableEncoding, type DecodedLevelFile, type LevelFileEncoding, type UnencodableCharacter } from '@polyban/core';

/** Reads a file chosen or dropped by the user (anything with `arrayBuffer()`, such as a `File`). */
export async function readLevelFile(file: Pick<Blob, 'arrayBuffer'>): Promise<DecodedLevelFile> {
  return decodeLevelFile(new Uint8Array(await file.arrayBuffer()));
}

/** What {@link saveLevelFile} made. */
export interface SavedLevelFile {
  /** The file's bytes, typed `text/plain` with their charset. */
  blob: Blob;
  /** The encoding written: the one asked for, or another (`'utf-8'` first) when it cannot hold the text. */
  encoding: LevelFileEncoding;
  /** When the asked-for encoding could not hold the text: its first character that did not fit, or did not read back; otherwise `null`. */
  unencodable: UnencodableCharacter | null;
}

/**
 * Encodes a collection's text for download in `encoding`. When that
 * encoding cannot hold the text (Windows-1252 has no `漢`, which a pasted
 * level could bring into a collection; or the bytes would read back as
 * other text, see `encodeLevelFile`), the file is saved in the encoding
 * `writableEncoding` names instead, UTF-8 first, and `unencodable` says
 * why, so the caller can tell the user: no character is ever replaced.
 */
export function saveLevelFile(text: string, encoding: LevelFileEncoding): SavedLevelFile {
  const written = writableEncoding(text, encoding);
  const unencodable = written === encoding ? null : findUnencodable(text, encoding);
  const charset = written === 'windows-1252' ? 'windows-1252' : written.startsWith('utf-16') ? written.slice(0, 8) : 'utf-8';
  // slice(): a copy over a plain ArrayBuffer, which is what Blob parts are typed to be.
  const bytes = encodeLevelFile(text, written).slice();
  return { blob: new Blob([bytes], { type: `text/plain;charset=${charset}` }), encoding: written, unencodable };
}

/**
 * What to tell the user when {@link saveLevelFile} wrote another encoding
 * than `asked`, the file's own, in core's words for the encodings and the
 * character; `null` when it did not.
 */
export function savedAsMessage(saved: SavedLevelFile, asked: LevelFileEncoding): string | null {
  const u = saved.unencodable;
  return u === null ? null : `Saved as ${encodingName(saved.encoding)}: ${new UnencodableTextError(asked, u).message}.`;
}
