/** Read a whole YAML file (routing, scenario, config) through the FileSystem interface. */
import type { FileSystem } from '../fs.js';
import { readNamedFile } from '../read-named-file.js';
import type { NamedFileRefusal } from '../read-named-file.js';
import { decodeUtf8 } from './decode.js';
import type { YamlSource } from './source.js';
import { parseYamlSource } from './source.js';

/** Routing, scenario and config files larger than this are refused instead of parsed. */
export const MAX_YAML_BYTES = 5 * 1024 * 1024;

export type ReadYamlRefusal = NamedFileRefusal | 'not-utf8';

export type ReadYamlResult =
  { readonly ok: true; readonly source: YamlSource } | { readonly ok: false; readonly reason: ReadYamlRefusal };

/**
 * Read, decode and parse a YAML file; never throws. A file in a `.git` folder, a special file or one
 * above MAX_YAML_BYTES is refused unread (src/common/read-named-file.ts): nothing of it can reach a
 * diagnostic.
 */
export async function readYamlFile(path: string, fs: FileSystem): Promise<ReadYamlResult> {
  const read = await readNamedFile(path, fs, MAX_YAML_BYTES);
  if (!read.ok) return read;
  const decoded = decodeUtf8(read.bytes);
  if (!decoded.ok) return { ok: false, reason: 'not-utf8' };
  return { ok: true, source: parseYamlSource(decoded.text) };
}
