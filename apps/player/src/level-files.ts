/**
 * Level files as the player opens and saves them: bytes decoded as UTF-8, or
 * as Windows-1252 when they are not UTF-8, and saved back in the same
 * encoding, so that a Latin-1 collection keeps its accented titles and bytes.
 */
import { decodeLevelFile, encodeLevelFile, findUnencodable, type DecodedLevelFile, type LevelFileEncoding, type UnencodableCharacter } from '@polyban/core';

/** Reads a file chosen or dropped by the user (anything with `arrayBuffer()`, such as a `File`). */
export async function readLevelFile(file: Pick<Blob, 'arrayBuffer'>): Promise<DecodedLevelFile> {
  return decodeLevelFile(new Uint8Array(await file.arrayBuffer()));
}

/** What {@link saveLevelFile} made. */
export interface SavedLevelFile {
  /** The file's bytes, typed `text/plain` with their charset. */
  blob: Blob;
  /** The encoding written: the one asked for, or `'utf-8'` when it cannot hold the text. */
  encoding: LevelFileEncoding;
  /** When the asked-for encoding could not hold the text: its first character that did not fit; otherwise `null`. */
  unencodable: UnencodableCharacter | null;
}

/**
 * Encodes a collection's text for download in `encoding`. When Windows-1252
 * cannot hold a character (the player adds none itself, but a pasted level
 * could bring one into a collection), the file is saved as UTF-8 instead and
 * `unencodable` says why, so the caller can tell the user: no character is
 * ever replaced.
 *
 * @throws `UnencodableTextError` (from `@polyban/core`) for a lone surrogate, which no encoding holds.
 */
export function saveLevelFile(text: string, encoding: LevelFileEncoding): SavedLevelFile {
  const unencodable = encoding === 'windows-1252' ? findUnencodable(text, encoding) : null;
  const written: LevelFileEncoding = unencodable ? 'utf-8' : encoding;
  const charset = written === 'windows-1252' ? 'windows-1252' : written.startsWith('utf-16') ? written.slice(0, 8) : 'utf-8';
  // slice(): a copy over a plain ArrayBuffer, which is what Blob parts are typed to be.
  const bytes = encodeLevelFile(text, written).slice();
  return { blob: new Blob([bytes], { type: `text/plain;charset=${charset}` }), encoding: written, unencodable };
}
