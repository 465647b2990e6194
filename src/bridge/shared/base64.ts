/** Strict base64 <-> UTF-8 text, for the card chunks (no Node Buffer: the bridge runs anywhere). */
import { BridgeInputError } from './errors.js';

const ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeBase64Text(text: string, what: string): string {
  const bytes = decodeBase64Bytes(text, what);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BridgeInputError(`${what} decodes from base64 to bytes that are not UTF-8 text`);
  }
}

export function decodeBase64Bytes(text: string, what: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (!ALPHABET.test(clean) || clean.length % 4 === 1) throw new BridgeInputError(`${what} is not valid base64`);
  const padded = clean + '='.repeat((4 - (clean.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new BridgeInputError(`${what} is not valid base64`);
  }
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function encodeBase64Text(text: string): string {
  return encodeBase64Bytes(new TextEncoder().encode(text));
}

export function encodeBase64Bytes(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
