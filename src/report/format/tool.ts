/** Who produced a report: the tool's name, version and where its documentation lives. */
import { docsPath } from '../../diagnostics/registry.js';

export const TOOL_NAME = 'rp-assets';
/** Kept equal to package.json `version` (a test checks it). */
export const TOOL_VERSION = '0.1.0';
export const PROJECT_URL = 'https://github.com/rp-assets/rp-assets';

/** The public URL of a code's docs page. */
export function docsUrl(code: string): string {
  return `${PROJECT_URL}/blob/main/${docsPath(code)}`;
}
