/** Read a whole YAML file (routing, scenario, config) through the FileSystem interface. */
import { FileTooLargeError } from '../fs.js';
import type { FileSystem } from '../fs.js';
import { decodeUtf8 } from './decode.js';
import type { YamlSource } from './source.js';
import { parseYamlSource } from './source.js';

/** Routing, scenario and config files larger than this are refused instead of parsed. */
export const MAX_YAML_BYTES = 5 * 1024 * 1024;

export type ReadYamlResult =
  | { readonly ok: true; readonly source: YamlSource }
  | {
      readonly ok: false;
      readonly reason: 'missing' | 'directory' | 'special-file' | 'not-utf8' | 'too-large' | 'unreadable';
    };

/** Read, decode and parse a YAML file; never throws. */
export async function readYamlFile(path: string, fs: FileSystem): Promise<ReadYamlResult> {
  let stat;
  try {
    stat = await fs.stat(path);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (stat === null) return { ok: false, reason: 'missing' };
  if (stat.kind === 'directory') return { ok: false, reason: 'directory' };
  if (stat.kind === 'other') return { ok: false, reason: 'special-file' };
  if (stat.size > MAX_YAML_BYTES) return { ok: false, reason: 'too-large' };
  let bytes: Uint8Array;
  try {
    bytes = await fs.readFile(path, MAX_YAML_BYTES);
  } catch (e) {
    // Checked again on the opened file: it may have grown since the stat.
    return { ok: false, reason: e instanceof FileTooLargeError ? 'too-large' : 'unreadable' };
  }
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return { ok: false, reason: 'not-utf8' };
  return { ok: true, source: parseYamlSource(decoded.text) };
}
