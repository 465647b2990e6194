/** An asset body's sanitised HTML (`renderMarkdown`) as a job (common/executor.ts), so a worker pool can render it. */
import { defineJob } from '../common/executor.js';
import { renderMarkdown } from './markdown.js';
import type { SanitisedHtml } from './markdown.js';

export const renderMarkdownJob = defineJob('renderMarkdown', (body: string): SanitisedHtml => renderMarkdown(body));
