// Article rows → the contract's shapes. Which answers are correct is shown to KB admins only: the
// server checks a reader's answers, and the article must not give them away.
import type { Article, ArticleListItem, ArticleStatus, ArticleVisibility } from '../../../contract/knowledge-base';
import type { KbArticleAnswerColumn } from '../../db/schema';
import { storedFields } from './article-input';
import type { ArticleDetailRow, ArticleListRow } from './articles.repository';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

export function presentArticleListItem(row: ArticleListRow): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    article_category: row.article_category_id,
    article_category_name: row.category_name,
    type: row.type_id,
    type_info:
      row.type_id === null || row.type_name === null
        ? null
        : {
            id: row.type_id,
            type: row.type_name,
            color: row.type_color ?? '',
            description: row.type_description ?? '',
            is_default: row.type_is_default ?? false,
          },
    tags: row.tags,
    visibility: row.visibility as ArticleVisibility,
    status: row.status as ArticleStatus,
    draft_of: row.draft_of_id,
    acknowledgement_type: row.acknowledgement_type,
    author_name: row.author_name,
    last_edited_on: iso(row.last_edited_on),
    published_on: isoOrNull(row.published_on),
    updated_at: iso(row.updated_at),
    is_assigned: row.is_assigned,
    is_read: row.is_read,
    read_on: isoOrNull(row.read_on),
    is_acknowledged: row.is_acknowledged,
    acknowledged_on: isoOrNull(row.acknowledged_on),
  };
}

export function presentAnswers(answers: KbArticleAnswerColumn[], withCorrect: boolean) {
  return answers.map((a) =>
    withCorrect ? { id: a.id, answer: a.answer, is_correct: a.is_correct } : { id: a.id, answer: a.answer },
  );
}

export function presentArticle(row: ArticleDetailRow, admin: boolean): Article {
  return {
    ...presentArticleListItem(row),
    ...storedFields(row),
    assigned_responsibilities_info: row.responsibilities_info,
    article_answers: presentAnswers(row.article_answers, admin),
    found_definitions: row.found_definitions,
    draft_id: row.draft_id,
    created_on: iso(row.created_on),
  };
}
