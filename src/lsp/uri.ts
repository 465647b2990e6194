/** file: URIs <-> absolute paths with forward slashes (what the workspace's file system reads). */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { toSlashes } from '../common/paths.js';

export function uriToPath(uri: string): string | null {
  if (!uri.startsWith('file:')) return null;
  try {
    return toSlashes(fileURLToPath(uri));
  } catch {
    return null;
  }
}

export function pathToUri(path: string): string {
  return pathToFileURL(path).href;
}
