/**
 * The parts of SillyTavern's web client the harness calls inside the page (harness.ts), as the
 * browser loads them from the server: `public/scripts/world-info.js` (WorldInfoClient) and
 * `public/script.js` (ScriptClient). The harness imports them by a path TypeScript cannot
 * resolve, so it names their types here.
 */
interface ScannedEntry {
  readonly content: string;
  readonly comment?: string;
}
interface ScanResult {
  readonly worldInfoBefore: string;
  readonly worldInfoAfter: string;
  readonly WIDepthEntries: readonly { depth: number; role: number; entries: readonly string[] }[];
  readonly ANBeforeEntries: readonly string[];
  readonly ANAfterEntries: readonly string[];
  readonly EMEntries?: readonly { content: string }[];
  readonly outletEntries?: { readonly [name: string]: readonly string[] };
  readonly allActivatedEntries: Set<ScannedEntry>;
}

interface WorldInfoClient {
  updateWorldInfoList(): Promise<void>;
  updateWorldInfoSettings(settings: Record<string, unknown>, active: readonly string[] | undefined): void;
  importWorldInfo(file: File): Promise<void>;
  importEmbeddedWorldInfo(skipPopup?: boolean): Promise<void>;
  checkWorldInfo(chat: readonly string[], maxContext: number, isDryRun: boolean): Promise<ScanResult>;
}

interface StCharacter {
  readonly avatar: string;
  readonly data?: { readonly extensions?: { readonly world?: string } };
}

interface ScriptClient {
  characters: StCharacter[];
  settingsReady: boolean;
  getRequestHeaders(options?: { omitContentType?: boolean }): Record<string, string>;
  getCharacters(): Promise<void>;
  getOneCharacter(avatar: string): Promise<void>;
  selectCharacterById(id: number): Promise<void>;
  createOrEditCharacter(): Promise<void>;
  closeCurrentChat(): Promise<boolean>;
}
