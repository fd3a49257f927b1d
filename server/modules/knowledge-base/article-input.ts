// From the validated request to the columns stored: merge an edit's changed fields onto the stored
// article (§4: edits send only what changed), check the merged article (§5 acknowledgement rules,
// ids of the company), sanitize the body and derive what is computed from it.
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import { BODY_CLEAR_REFUSED } from '../../../contract/knowledge-base-constants';
import {
  ARTICLE_VISIBILITY,
  acknowledgementErrors,
  type articleCreateSchema,
  type ArticleVisibility,
} from '../../../contract/knowledge-base';
import type { FieldErrors } from '../../../contract/errors';
import type { Database } from '../../db/database';
import type { KbArticlesTable } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { articleSearchText, htmlToText, sanitizeArticleHtml } from './article-html';
import { referenceErrors, referencesOf } from './article-references';

/**
 * Every article field, as a create validates it (status and `article` are not content). A stored
 * article may have lost its category (a root category deleted), hence the null.
 */
export type ArticleFields = Omit<z.output<typeof articleCreateSchema>, 'status' | 'article' | 'article_category'> & {
  article_category: number | null;
};

type StoredArticle = Pick<
  Selectable<KbArticlesTable>,
  | 'title'
  | 'article_category_id'
  | 'body'
  | 'visibility'
  | 'type_id'
  | 'tags'
  | 'video_url'
  | 'file_url'
  | 'file_urls'
  | 'division_ids'
  | 'staff_ids'
  | 'position_ids'
  | 'responsibility_ids'
  | 'is_assigned_to_everyone'
  | 'reassign_month_duration'
  | 'public_knowledgebase_ids'
  | 'flow_chart_id'
  | 'decision_chart'
  | 'acknowledgement_type'
  | 'acknowledgement_question'
  | 'article_answers'
>;

/** bigint[] columns arrive as strings. */
const toIds = (values: readonly (string | number)[]) => values.map(Number);

/** The stored article as fields, so an edit's changes can be laid over it. */
export function storedFields(row: StoredArticle): ArticleFields {
  return {
    title: row.title,
    article_category: row.article_category_id,
    body: row.body,
    visibility: row.visibility as ArticleVisibility,
    type: row.type_id,
    tags: row.tags,
    video_url: row.video_url,
    file_url: row.file_url,
    file_urls: row.file_urls,
    division: toIds(row.division_ids),
    individuals: toIds(row.staff_ids),
    assigned_positions: toIds(row.position_ids),
    assigned_responsibilities: toIds(row.responsibility_ids),
    is_assigned_to_everyone: row.is_assigned_to_everyone,
    reassign_month_duration: row.reassign_month_duration,
    public_knowledgebases: toIds(row.public_knowledgebase_ids),
    flow_chart: row.flow_chart_id,
    decision_chart: row.decision_chart as ArticleFields['decision_chart'],
    acknowledgement_type: row.acknowledgement_type,
    acknowledgement_question: row.acknowledgement_question,
    article_answers: row.article_answers.map(({ answer, is_correct }) => ({ answer, is_correct })),
  };
}

/**
 * Checks the article as it will be stored. `changed` are the fields the request sent: only their
 * ids are checked, so an edit is not refused for an assignee deleted since the last save.
 */
export async function checkArticle(
  db: Database,
  companyId: number,
  fields: ArticleFields,
  changed: Partial<ArticleFields>,
): Promise<void> {
  const errors: FieldErrors = {
    ...acknowledgementErrors(fields),
    ...(await referenceErrors(db, companyId, referencesOf(changed))),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** True when a (sanitized) body shows something: text, a picture or a video. */
export const bodyHasContent = (html: string) => htmlToText(html) !== '' || /<(img|iframe)\b/i.test(html);

/**
 * Issue 20: a published article's body is emptied only on purpose (`clear_body`). An editor that
 * failed to write its text out sent an empty body, and readers were reassigned to a blank article.
 */
export function refuseBlanking(storedBody: string, newBody: string, clearBody: boolean): void {
  if (!clearBody && bodyHasContent(storedBody) && !bodyHasContent(newBody)) {
    throw ValidationError.field('body', BODY_CLEAR_REFUSED);
  }
}

type ContentColumns = Omit<
  Insertable<KbArticlesTable>,
  'company_id' | 'status' | 'draft_of_id' | 'author_staff_id' | 'last_edited_by_staff_id'
>;

/** The columns an article's fields are stored as. */
export function contentColumns(fields: ArticleFields): ContentColumns {
  const body = sanitizeArticleHtml(fields.body);
  const hasQuestion = fields.acknowledgement_type === 2;
  return {
    title: fields.title,
    article_category_id: fields.article_category,
    body,
    search_text: articleSearchText(fields.title, body, fields.tags),
    visibility: fields.visibility,
    type_id: fields.type,
    tags: [...new Set(fields.tags)],
    video_url: fields.video_url,
    file_url: fields.file_url,
    file_urls: fields.file_urls,
    division_ids: [...new Set(fields.division)],
    staff_ids: [...new Set(fields.individuals)],
    position_ids: [...new Set(fields.assigned_positions)],
    responsibility_ids: [...new Set(fields.assigned_responsibilities)],
    is_assigned_to_everyone: fields.is_assigned_to_everyone,
    reassign_month_duration: fields.reassign_month_duration,
    // §4: only PUBLIC articles may be in public knowledge bases; any other visibility clears them.
    public_knowledgebase_ids:
      fields.visibility === ARTICLE_VISIBILITY.PUBLIC ? [...new Set(fields.public_knowledgebases)] : [],
    flow_chart_id: fields.flow_chart,
    decision_chart: fields.decision_chart === null ? null : JSON.stringify(fields.decision_chart),
    acknowledgement_type: fields.acknowledgement_type,
    // A question and its answers mean something only for a question-and-answer acknowledgement.
    acknowledgement_question: hasQuestion ? (fields.acknowledgement_question?.trim() ?? null) : null,
    article_answers: JSON.stringify(
      hasQuestion
        ? fields.article_answers.map((a, i) => ({ id: i + 1, answer: a.answer.trim(), is_correct: a.is_correct }))
        : [],
    ),
  };
}
