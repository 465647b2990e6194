/**
 * The command `rp-assets.whatFires`: which world entries a text activates for a character, and why
 * the others are left out: the core's `retrieve` (as `rp-assets retrieve` runs it) on the text the
 * author selected. Arguments: `{ text, character? }`. Without a character, the only one, else the
 * one the author picks from the editor's choice (`window/showMessageRequest`). The answer is the
 * retrieval text (as `rp-assets retrieve --format text` prints it) and the result as data; the text
 * also goes to the client's log.
 */
import type { Connection, ExecuteCommandParams } from 'vscode-languageserver';
import { MessageType, ResponseError, ErrorCodes } from 'vscode-languageserver';
import { formatRetrievalText, retrieve } from '../retrieval/index.js';
import type { RetrievalResult } from '../retrieval/index.js';
import type { ServerState } from './server.js';
import { commandWords } from './words.js';

export const WHAT_FIRES = 'rp-assets.whatFires';

export interface WhatFiresArgs {
  readonly text: string;
  readonly character?: string;
}

export interface WhatFiresAnswer {
  readonly character: string;
  readonly text: string;
  readonly result: RetrievalResult;
}

function argsOf(p: ExecuteCommandParams): WhatFiresArgs {
  const a = p.arguments?.[0] as Partial<WhatFiresArgs> | undefined;
  if (a === undefined || typeof a.text !== 'string')
    throw new ResponseError(ErrorCodes.InvalidParams, `${WHAT_FIRES}: expected one argument { text, character? }`);
  return { text: a.text, ...(typeof a.character === 'string' ? { character: a.character } : {}) };
}

export async function whatFires(
  connection: Connection,
  state: ServerState,
  p: ExecuteCommandParams,
): Promise<WhatFiresAnswer | null> {
  const args = argsOf(p);
  await state.checker.idle();
  const checked = state.checker.last();
  if (checked === null) return null;
  const words = commandWords(checked.locale);
  const ids = checked.report.assets.characters.map((c) => c.id);
  let character = args.character ?? (ids.length === 1 ? ids[0] : undefined);
  if (character === undefined && ids.length > 0) {
    const picked = await connection.window.showInformationMessage(
      words.pickCharacter,
      ...ids.map((title) => ({ title })),
    );
    character = picked?.title;
  }
  if (character === undefined) return null;
  if (!ids.includes(character)) throw new ResponseError(ErrorCodes.InvalidParams, words.unknownCharacter(character));
  const result = retrieve(checked.report.assets, character, [args.text]);
  const text = formatRetrievalText(result, checked.locale);
  connection.sendNotification('window/logMessage', { type: MessageType.Info, message: text });
  return { character, text, result };
}
