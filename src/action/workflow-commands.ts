/**
 * What the Action prints, all through `@actions/core` (which escapes every command's data and
 * properties): annotations of findings and of the run itself, log groups, plain lines.
 */
import { randomBytes } from 'node:crypto';
import * as core from '@actions/core';
import type { Annotation, AnnotationFields } from '../report/format/index.js';
import { oneLine } from '../common/visible.js';

export type AnnotationLevel = Annotation['command'];

const ANNOTATE: Readonly<Record<AnnotationLevel, (message: string, properties: AnnotationFields) => void>> = {
  error: core.error,
  warning: core.warning,
  notice: core.notice,
};

/** A finding's annotation (the github formatter's `annotationOf`). */
export function annotate(a: Annotation): void {
  ANNOTATE[a.command](a.message, a.properties);
}

/** An annotation on the run itself (no file), e.g. the overflow or fork notice. */
export function runAnnotation(level: AnnotationLevel, title: string, message: string): Annotation {
  return { command: level, message, properties: { title } };
}

/**
 * A collapsible log group around text that holds asset content (the text report). The body goes
 * between `::stop-commands::<token>` and `::<token>::`, as GitHub documents: the runner executes
 * no command in it, whatever a line says; the token is random per call, so the body cannot end the
 * pause itself. (The text formatter also keeps every asset value on one line: `oneLine`.)
 */
export function logGroup(title: string, body: string, token: string = randomBytes(16).toString('hex')): void {
  core.startGroup(title);
  core.info(`::stop-commands::${token}`);
  core.info(body.endsWith('\n') ? body.slice(0, -1) : body);
  core.info(`::${token}::`);
  core.endGroup();
}

/** A plain log line of the Action (`rp-assets: …`), with any text in it kept on that one line. */
export function plainLine(text: string): void {
  core.info(`rp-assets: ${oneLine(text)}`);
}
