// The article form's values (spec knowledge base §2 Article form, §3 Article): what the form edits,
// how it starts from an article, the §5 checks, what a save sends (edits send only changed fields,
// §4) and what "Save & Add Another" keeps.
import type { Article, ArticleCreate, DecisionChart } from '../../../../contract/knowledge-base';
import {
  ACKNOWLEDGEMENT_TYPE,
  ARTICLE_VISIBILITY,
  CATEGORY_REQUIRED,
  CATEGORY_REQUIRED_TOAST,
  DEFAULT_ARTICLE_VISIBILITY,
  isMediaUrl,
  MEDIA_URL_INVALID,
  TITLE_REQUIRED_FIELD,
  TITLE_REQUIRED_TOAST,
  acknowledgementErrors,
  type AcknowledgementType,
  type ArticleVisibility,
} from '../../../../contract/knowledge-base-constants';
import { toEmbedUrl } from './embed-url';

/** §2 content-type buttons. */
export const CONTENT_TYPES = ['text', 'video', 'files', 'chart', 'embed'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface AnswerValue {
  answer: string;
  is_correct: boolean;
}

export interface ArticleFormValues {
  title: string;
  article_category: number | null;
  body: string;
  visibility: ArticleVisibility;
  type: number | null;
  tags: string[];
  video_url: string;
  file_urls: string[];
  /** Form-only (§3): the link becomes a player in the body when saved. */
  embed_video_url: string;
  division: number[];
  individuals: number[];
  assigned_positions: number[];
  assigned_responsibilities: number[];
  is_assigned_to_everyone: boolean;
  reassign_month_duration: number;
  public_knowledgebases: number[];
  /** The saved chart the editor keeps up to date (§4: created by its first save); null before. */
  flow_chart: number | null;
  /** The article's copy of the chart, as the editor shows it now. */
  decision_chart: DecisionChart | null;
  acknowledgement_type: AcknowledgementType | null;
  acknowledgement_question: string;
  article_answers: AnswerValue[];
  /** The content sections on screen (§2: switching one on hides the other empty ones). */
  content_types: ContentType[];
}

export function emptyArticleForm(defaults: Partial<ArticleFormValues> = {}): ArticleFormValues {
  return {
    title: '',
    article_category: null,
    body: '',
    visibility: DEFAULT_ARTICLE_VISIBILITY,
    type: null,
    tags: [],
    video_url: '',
    file_urls: [],
    embed_video_url: '',
    division: [],
    individuals: [],
    assigned_positions: [],
    assigned_responsibilities: [],
    is_assigned_to_everyone: false,
    reassign_month_duration: 0,
    public_knowledgebases: [],
    flow_chart: null,
    decision_chart: null,
    acknowledgement_type: null,
    acknowledgement_question: '',
    article_answers: [],
    content_types: ['text'],
    ...defaults,
  };
}

function hasContent(values: ArticleFormValues, type: ContentType): boolean {
  switch (type) {
    case 'text':
      return values.body.trim() !== '';
    case 'video':
      return values.video_url.trim() !== '';
    case 'files':
      return values.file_urls.some((url) => url.trim() !== '');
    case 'chart':
      return (values.decision_chart?.nodes.length ?? 0) > 0;
    case 'embed':
      return values.embed_video_url.trim() !== '';
  }
}

/** §2: turning a content type on shows it and hides the other sections that are still empty. */
export function showContentType(values: ArticleFormValues, type: ContentType): ContentType[] {
  return CONTENT_TYPES.filter((t) => t === type || (values.content_types.includes(t) && hasContent(values, t)));
}

export function formFromArticle(article: Article): ArticleFormValues {
  const values = emptyArticleForm({
    title: article.title,
    article_category: article.article_category,
    body: article.body,
    visibility: article.visibility,
    type: article.type,
    tags: article.tags,
    video_url: article.video_url ?? '',
    file_urls: [...article.file_urls, ...(article.file_url ? [article.file_url] : [])],
    division: article.division,
    individuals: article.individuals,
    assigned_positions: article.assigned_positions,
    assigned_responsibilities: article.assigned_responsibilities,
    is_assigned_to_everyone: article.is_assigned_to_everyone,
    reassign_month_duration: article.reassign_month_duration,
    public_knowledgebases: article.public_knowledgebases,
    flow_chart: article.flow_chart,
    decision_chart: article.decision_chart,
    acknowledgement_type: article.acknowledgement_type,
    acknowledgement_question: article.acknowledgement_question ?? '',
    article_answers: article.article_answers.map((a) => ({ answer: a.answer, is_correct: Boolean(a.is_correct) })),
  });
  const shown = CONTENT_TYPES.filter((type) => hasContent(values, type));
  return { ...values, content_types: shown.length ? shown : ['text'] };
}

export interface FormProblems {
  /** §5 toasts, in the order the form shows them. */
  toasts: string[];
  /** Messages under the fields. */
  fields: Partial<
    Record<
      'title' | 'article_category' | 'acknowledgement_question' | 'article_answers' | 'video_url' | 'file_urls',
      string[]
    >
  >;
}

/**
 * Whether a media field's text would be refused by the server: anything but empty, an http(s) URL or
 * a file this server stores (isMediaUrl, the server's own rule), so the form says it first.
 */
export const invalidMediaUrl = (value: string) => value.trim() !== '' && !isMediaUrl(value.trim());

/** The §5 checks before a save; no toasts and no fields when the article can be sent. */
export function validateArticle(values: ArticleFormValues): FormProblems {
  const problems: FormProblems = { toasts: [], fields: {} };
  if (!values.title.trim()) {
    problems.toasts.push(TITLE_REQUIRED_TOAST);
    problems.fields.title = [TITLE_REQUIRED_FIELD];
  }
  if (values.article_category === null) {
    problems.toasts.push(CATEGORY_REQUIRED_TOAST);
    problems.fields.article_category = [CATEGORY_REQUIRED];
  }
  // The server's rule for media, with its message, before anything is sent.
  if (invalidMediaUrl(values.video_url)) problems.fields.video_url = [MEDIA_URL_INVALID];
  if (values.file_urls.some(invalidMediaUrl)) problems.fields.file_urls = [MEDIA_URL_INVALID];
  if (problems.fields.video_url || problems.fields.file_urls) problems.toasts.push(MEDIA_URL_INVALID);
  const acknowledgement = acknowledgementErrors(values);
  for (const [field, messages] of Object.entries(acknowledgement)) {
    problems.toasts.push(...messages);
    problems.fields[field as 'acknowledgement_question' | 'article_answers'] = messages;
  }
  return problems;
}

export const hasProblems = (problems: FormProblems) => problems.toasts.length > 0;

/** The body with the embedded video link turned into its player (§3 embed_video_url). */
export function bodyWithEmbed(values: Pick<ArticleFormValues, 'body' | 'embed_video_url'>): string {
  const player = values.embed_video_url.trim() ? toEmbedUrl(values.embed_video_url) : null;
  if (!player) return values.body;
  const html = `<iframe src="${player.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" title="Video" allowfullscreen></iframe>`;
  return values.body.includes(html) ? values.body : values.body + html;
}

export type ArticleFields = Omit<ArticleCreate, 'status' | 'article'>;

/** Everything the form saves, as the API names it. */
export function toArticleFields(values: ArticleFormValues): Required<ArticleFields> {
  const questionAndAnswer = values.acknowledgement_type === ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER;
  const fileUrls = values.file_urls.map((url) => url.trim()).filter(Boolean);
  return {
    title: values.title.trim(),
    article_category: values.article_category,
    body: bodyWithEmbed(values),
    visibility: values.visibility,
    type: values.type,
    tags: values.tags,
    video_url: values.video_url.trim() || null,
    file_url: null,
    file_urls: fileUrls,
    division: values.division,
    individuals: values.individuals,
    assigned_positions: values.assigned_positions,
    assigned_responsibilities: values.assigned_responsibilities,
    is_assigned_to_everyone: values.is_assigned_to_everyone,
    reassign_month_duration: values.reassign_month_duration,
    // §4: only PUBLIC keeps public knowledge bases.
    public_knowledgebases: values.visibility === ARTICLE_VISIBILITY.PUBLIC ? values.public_knowledgebases : [],
    flow_chart: values.flow_chart,
    decision_chart: values.decision_chart,
    acknowledgement_type: values.acknowledgement_type,
    acknowledgement_question: questionAndAnswer ? values.acknowledgement_question.trim() : null,
    article_answers: questionAndAnswer
      ? values.article_answers.map((a) => ({ answer: a.answer.trim(), is_correct: a.is_correct }))
      : [],
  };
}

/** §4 "Editing sends only changed fields": the fields whose value differs from the loaded article's. */
export function changedFields(initial: ArticleFormValues, current: ArticleFormValues): Partial<ArticleFields> {
  const before = toArticleFields(initial);
  const after = toArticleFields(current);
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ArticleFields)[]) {
    if (key === 'file_url') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = after[key];
  }
  return changed as Partial<ArticleFields>;
}

/**
 * §4 "Save & Add Another": keeps category, type, visibility, assignments and the reassign setting;
 * clears the body, title, media and charts (and the acknowledgement, which belongs to the text).
 */
export function formForAnother(values: ArticleFormValues): ArticleFormValues {
  return emptyArticleForm({
    article_category: values.article_category,
    type: values.type,
    visibility: values.visibility,
    public_knowledgebases: values.public_knowledgebases,
    division: values.division,
    individuals: values.individuals,
    assigned_positions: values.assigned_positions,
    assigned_responsibilities: values.assigned_responsibilities,
    is_assigned_to_everyone: values.is_assigned_to_everyone,
    reassign_month_duration: values.reassign_month_duration,
  });
}
