/**
 * `polyban check` on a file as stored: its bytes are decoded first (UTF-16,
 * UTF-8, else Windows-1252), and a file read as UTF-16 or Windows-1252 says
 * so in its report.
 */
import { decodeLevelFile, type Topology } from '@polyban/core';
import { checkText, type CheckOptions, type FileReport } from './check.js';

/**
 * Checks the bytes of one file: {@link checkText} on the decoded text, with
 * the decoder's warning (`non-utf8-text` at the first byte that is not UTF-8,
 * or `utf16-text`) among the report's diagnostics, in line order.
 */
export function checkBytes(bytes: Uint8Array, file: string, topologies: readonly Topology[], options: CheckOptions = {}): FileReport {
  const { text, diagnostics } = decodeLevelFile(bytes);
  const report = checkText(text, file, topologies, options);
  if (diagnostics.length > 0) {
    // Array.prototype.sort is stable: at the same position, the encoding warning comes first.
    report.diagnostics = [...diagnostics, ...report.diagnostics].sort((a, b) => a.line - b.line || a.column - b.column);
    // The counts cover every diagnostic listed, the decoder's too.
    for (const d of diagnostics) {
      if (d.severity === 'error') report.summary.errors++;
      else report.summary.warnings++;
    }
  }
  return report;
}
