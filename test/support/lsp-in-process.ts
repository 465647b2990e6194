/**
 * The language server in this process on a pair of in-memory streams, for tests that start many
 * (the parity test starts one per fixture repository). The same `startServer` as `rp-assets lsp`;
 * only the transport differs (the stdio tests cover that). Never send it `exit`: the library would
 * end this process.
 */
import { PassThrough } from 'node:stream';
import { createConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node';
import { startServer } from '../../src/lsp/server.js';
import { LspClient } from './lsp-wire.js';

export interface InProcessServer {
  readonly client: LspClient;
  close(): void;
}

export function inProcessServer(cwd: string): InProcessServer {
  const toServer = new PassThrough();
  const fromServer = new PassThrough();
  const connection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(fromServer));
  startServer(connection, { fallbackRoot: cwd });
  const client = new LspClient(toServer, fromServer);
  return {
    client,
    close: () => {
      connection.dispose();
      toServer.end();
      fromServer.end();
    },
  };
}
