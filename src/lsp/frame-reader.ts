/**
 * The message reader of `rp-assets lsp --stdio`: frames.ts's parser over a readable stream, in
 * place of vscode-jsonrpc's `StreamMessageReader`, which cannot find its way back after a frame
 * with a wrong Content-Length (issue 42 L1). Errors go to `onError`, the end of input to `onClose`.
 */
import type { Readable } from 'node:stream';
import { AbstractMessageReader } from 'vscode-languageserver/node';
import type { DataCallback, Disposable, Message } from 'vscode-languageserver/node';
import { FrameParser } from './frames.js';

export class ResyncingMessageReader extends AbstractMessageReader {
  constructor(private readonly input: Readable) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const parser = new FrameParser();
    const onData = (chunk: Buffer) => {
      for (const frame of parser.push(chunk)) {
        if ('message' in frame) callback(frame.message as Message);
        else this.fireError(new Error(frame.error));
      }
    };
    const onEnd = () => this.fireClose();
    const onError = (e: Error) => this.fireError(e);
    this.input.on('data', onData);
    this.input.on('end', onEnd);
    this.input.on('close', onEnd);
    this.input.on('error', onError);
    return {
      dispose: () => {
        this.input.off('data', onData);
        this.input.off('end', onEnd);
        this.input.off('close', onEnd);
        this.input.off('error', onError);
      },
    };
  }
}
