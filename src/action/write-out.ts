/** Writes a file the Action produces (report, SARIF, behaviour JSON), redacted, creating its folder; returns its absolute path. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Redactor } from './secrets.js';

export function writeOut(secrets: Redactor, base: string, file: string, text: string): string {
  const abs = resolve(base, file);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, secrets.redact(text), 'utf8');
  return abs;
}
