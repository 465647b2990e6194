import type { AnyCode } from '../../registry-types.js';
import { binaryFile } from './binary-file.js';
import { bom } from './bom.js';
import { duplicateId } from './duplicate-id.js';
import { frontmatterNotMapping } from './frontmatter-not-mapping.js';
import { invalidYaml } from './invalid-yaml.js';
import { misplacedFrontmatter } from './misplaced-frontmatter.js';
import { missingEntryFile } from './missing-entry-file.js';
import { noAssets } from './no-assets.js';
import { notUtf8 } from './not-utf8.js';
import { override } from './override.js';
import { pathEscape } from './path-escape.js';
import { rootMissing } from './root-missing.js';
import { symlinkLoop } from './symlink-loop.js';
import { tooLarge } from './too-large.js';
import { unclosedFrontmatter } from './unclosed-frontmatter.js';
import { unknownKey } from './unknown-key.js';
import { unreadable } from './unreadable.js';
import { wrongType } from './wrong-type.js';

/** Every code of this area, sorted by code. Add each new code file here. */
export const codes: readonly AnyCode[] = [
  binaryFile,
  bom,
  duplicateId,
  frontmatterNotMapping,
  invalidYaml,
  misplacedFrontmatter,
  missingEntryFile,
  noAssets,
  notUtf8,
  override,
  pathEscape,
  rootMissing,
  symlinkLoop,
  tooLarge,
  unclosedFrontmatter,
  unknownKey,
  unreadable,
  wrongType,
];
