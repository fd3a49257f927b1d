// Knowledge base articles (spec knowledge-base §3 entities, §4 states, §5 validation, §7 calls under
// knowledgebase/api/): articles and their drafts and versions, categories, article types, tags,
// definitions, article templates, reading (mark as read, read activity, reassign), acknowledgements,
// bulk calls and the AI writing proxy. Request schemas are checked again on the server; types are
// inferred from them. Fixed values and messages live in knowledge-base-constants.ts (no zod).
//
// States (§4): an article row is published (status 0) or a draft (status 1). A draft either is a new
// article not yet published (draft_of null) or holds unpublished edits of a published article
// (draft_of = that article's id): publishing such a draft writes its fields onto the article and
// removes the draft. Drafts are seen by KB admins only. Every publish records a version.
//
// Who reads (§1, §3): admins (user_is_kb_admin or user_is_admin) see everything. Staff see published
// articles whose visibility is PUBLIC or ALL STAFF, and ASSIGNED ONLY ones assigned to them: to
// everyone, to them by name (individuals), to their division, one of their positions or one of
// their responsibilities. An article another user may not read answers 404, like another company's.
//
// Reading: an article is read by a staff member when they marked it read (or acknowledged it) after
// it was last reassigned, and, with reassign_month_duration N > 0, less than N months ago.
import { z } from 'zod';
import { decisionChartSchema } from './flowchart';
import { paginatedSchema, paginationQuerySchema } from './pagination';
import {
  ACKNOWLEDGEMENT_TYPES,
  AI_MAX_TOKENS,
  AI_MESSAGE_MAX,
  AI_MESSAGES_MAX,
  AI_TEMPERATURE,
  ARTICLE_ANSWER_MAX,
  ARTICLE_ANSWERS_MAX,
  ARTICLE_ASSIGNEES_MAX,
  ARTICLE_BODY_MAX,
  ARTICLE_FILE_URLS_MAX,
  ARTICLE_PAGE_SIZE_DEFAULT,
  ARTICLE_PAGE_SIZE_MAX,
  ARTICLE_QUESTION_MAX,
  ARTICLE_STATUSES,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLE_TYPE_COLOR_REQUIRED,
  ARTICLE_TYPE_NAME_MAX,
  ARTICLE_TYPE_REQUIRED,
  ARTICLE_VISIBILITIES,
  CATEGORY_NAME_MAX,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_REQUIRED,
  DEFINITION_TERM_MAX,
  DEFINITION_TEXT_MAX,
  isMediaUrl,
  KB_BULK_MAX,
  MEDIA_URL_INVALID,
  REASSIGN_MONTHS_MAX,
  REASSIGN_MONTHS_MIN,
  SIGNATURE_MAX,
  TITLE_REQUIRED,
} from './knowledge-base-constants';

export * from './knowledge-base-constants';

const id = z.number().int().positive();
const ids = z.array(id).max(ARTICLE_ASSIGNEES_MAX);
const queryId = z.coerce.number().int().positive();
/** Query-string booleans: true/1 and false/0 (z.coerce.boolean would read "false" as true). */
const queryFlag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((v) => v === 'true' || v === 'True' || v === '1');
const url = z.string().trim().max(2000);
/** Media others open: an http(s) URL or a file this server stores (isMediaUrl). */
const mediaUrl = url.refine(isMediaUrl, MEDIA_URL_INVALID);

export const articleVisibilitySchema = z.literal(ARTICLE_VISIBILITIES);
export const articleStatusSchema = z.literal(ARTICLE_STATUSES);
export const acknowledgementTypeSchema = z.literal(ACKNOWLEDGEMENT_TYPES);

// ---- Decision chart (§3 Flow chart: nodes and edges, kept on the article; contract/flowchart.ts) ----

export {
  FLOW_NODE_TYPES,
  decisionChartSchema,
  flowEdgeSchema,
  flowNodeSchema,
  type DecisionChart,
  type FlowEdge,
  type FlowNode,
} from './flowchart';

// ---- Answers ----

export const articleTypeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  color: z.string(),
  description: z.string(),
  is_default: z.boolean(),
});
export type ArticleType = z.infer<typeof articleTypeSchema>;

/** A category with its subcategories, nested (category/list-create/ answers the roots). */
export interface ArticleCategory {
  id: number;
  category: string;
  parent: number | null;
  /** true for a subcategory (it has a parent). */
  is_subsection: boolean;
  company: number;
  /** Published articles directly in this category (drafts not counted). */
  article_count: number;
  subcategories: ArticleCategory[];
}
export const articleCategorySchema: z.ZodType<ArticleCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    category: z.string(),
    parent: z.number().int().nullable(),
    is_subsection: z.boolean(),
    company: z.number().int(),
    article_count: z.number().int(),
    subcategories: z.array(articleCategorySchema),
  }),
);

/**
 * An answer of the question-and-answer acknowledgement. is_correct is sent to KB admins only: the
 * server checks a reader's answers, so readers never learn which are correct from the article.
 */
export const articleAnswerSchema = z.object({
  id: z.number().int(),
  answer: z.string(),
  is_correct: z.boolean().optional(),
});
export type ArticleAnswer = z.infer<typeof articleAnswerSchema>;

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** A definition whose term appears in the article's text (§3 found_definitions), for highlighting. */
export const foundDefinitionSchema = z.object({ id: z.number().int(), term: z.string(), definition: z.string() });
export type FoundDefinition = z.infer<typeof foundDefinitionSchema>;

/** The caller's own reading state of an article. */
export const readStateSchema = z.object({
  /** The article is assigned to the caller (everyone, by name, division, position or responsibility). */
  is_assigned: z.boolean(),
  /** Read after its last reassignment and within its reassign frequency. */
  is_read: z.boolean(),
  read_on: z.string().nullable(),
  /** An acknowledgement made after the last reassignment. */
  is_acknowledged: z.boolean(),
  acknowledged_on: z.string().nullable(),
});
export type ReadState = z.infer<typeof readStateSchema>;

/** One row of the article list: no body. */
export const articleListItemSchema = readStateSchema.extend({
  id: z.number().int(),
  title: z.string(),
  article_category: z.number().int().nullable(),
  article_category_name: z.string().nullable(),
  type: z.number().int().nullable(),
  type_info: articleTypeSchema.nullable(),
  tags: z.array(z.string()),
  visibility: articleVisibilitySchema,
  status: articleStatusSchema,
  /** For a draft: the published article it edits, or null for a new article. */
  draft_of: z.number().int().nullable(),
  acknowledgement_type: acknowledgementTypeSchema.nullable(),
  author_name: z.string().nullable(),
  last_edited_on: z.string(),
  published_on: z.string().nullable(),
  updated_at: z.string(),
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** retrieve-update-delete/{id}/ and draft-articles/{id}/: the whole article (or draft). */
export const articleSchema = articleListItemSchema.extend({
  body: z.string(),
  video_url: z.string().nullable(),
  file_url: z.string().nullable(),
  file_urls: z.array(z.string()),
  /** Division ids (the form's "division"). */
  division: z.array(z.number().int()),
  /** Staff ids. */
  individuals: z.array(z.number().int()),
  assigned_positions: z.array(z.number().int()),
  assigned_responsibilities: z.array(z.number().int()),
  assigned_responsibilities_info: z.array(namedRefSchema),
  is_assigned_to_everyone: z.boolean(),
  reassign_month_duration: z.number().int(),
  public_knowledgebases: z.array(z.number().int()),
  flow_chart: z.number().int().nullable(),
  decision_chart: decisionChartSchema.nullable(),
  acknowledgement_question: z.string().nullable(),
  article_answers: z.array(articleAnswerSchema),
  found_definitions: z.array(foundDefinitionSchema),
  /** Admins: the newest draft of this published article, if one exists (for "edit draft"). */
  draft_id: z.number().int().nullable(),
  created_on: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleSimpleSchema = z.object({ id: z.number().int(), title: z.string() });
export type ArticleSimple = z.infer<typeof articleSimpleSchema>;

/** A published state of an article, recorded at every publish (version-history/{id}/). */
export const articleVersionSummarySchema = z.object({
  id: z.number().int(),
  article: z.number().int(),
  version_number: z.number().int(),
  title: z.string(),
  published_by_name: z.string().nullable(),
  created_on: z.string(),
});
export type ArticleVersionSummary = z.infer<typeof articleVersionSummarySchema>;
/** article-version/{id}/: one version with its content. */
export const articleVersionSchema = articleVersionSummarySchema.extend({
  body: z.string(),
  article_category: z.number().int().nullable(),
  type: z.number().int().nullable(),
  tags: z.array(z.string()),
  video_url: z.string().nullable(),
  file_url: z.string().nullable(),
  file_urls: z.array(z.string()),
  decision_chart: decisionChartSchema.nullable(),
});
export type ArticleVersion = z.infer<typeof articleVersionSchema>;

export const tagSchema = z.object({ name: z.string(), article_count: z.number().int() });
export type Tag = z.infer<typeof tagSchema>;

export const definitionCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type DefinitionCategory = z.infer<typeof definitionCategorySchema>;
export const definitionSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  definition: z.string(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
});
export type Definition = z.infer<typeof definitionSchema>;

/** §3 Subject of the Templates modal: subject_article is the HTML Generate puts in the body. */
export const templateSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  subject_article: z.string().nullable(),
});
export type TemplateSubject = z.infer<typeof templateSubjectSchema>;
export const templateCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_subjects: z.array(templateSubjectSchema),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

/** category-with-articles/: each category (flat, tree order) with its readable published articles. */
export const categoryWithArticlesSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  parent: z.number().int().nullable(),
  articles: z.array(articleSimpleSchema),
});
export type CategoryWithArticles = z.infer<typeof categoryWithArticlesSchema>;

/** employee-article-read-activity/{articleId}/: each assigned or reading staff member's state. */
export const readActivitySchema = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  division_name: z.string().nullable(),
  is_assigned: z.boolean(),
  is_read: z.boolean(),
  read_on: z.string().nullable(),
  /** When the article was last reassigned to this reader (their earlier read then stopped counting). */
  reassigned_on: z.string().nullable(),
  is_acknowledged: z.boolean(),
  acknowledged_on: z.string().nullable(),
});
export type ReadActivity = z.infer<typeof readActivitySchema>;

export const markAsReadResponseSchema = z.object({
  article: z.number().int(),
  is_read: z.boolean(),
  read_on: z.string(),
});
export type MarkAsReadResponse = z.infer<typeof markAsReadResponseSchema>;

export const reassignResponseSchema = z.object({ article: z.number().int(), reassigned: z.number().int() });
export type ReassignResponse = z.infer<typeof reassignResponseSchema>;

export const acknowledgementSchema = z.object({
  id: z.number().int(),
  article: z.number().int(),
  article_title: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  acknowledgement_type: acknowledgementTypeSchema,
  /** Signature acknowledgements: the signature as given. */
  signature: z.string().nullable(),
  /** Question acknowledgements: the question and the chosen answers' texts, as they were. */
  question: z.string().nullable(),
  answers: z.array(z.string()),
  created_on: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** questions/?article={id}: the question a reader answers, without which answers are correct. */
export const articleQuestionSchema = z.object({
  article: z.number().int(),
  question: z.string(),
  answers: z.array(z.object({ id: z.number().int(), answer: z.string() })),
});
export type ArticleQuestion = z.infer<typeof articleQuestionSchema>;

/** A refused item of a bulk call: message is §8's "Error for ID {id}: {reason}". */
export const bulkItemErrorSchema = z.object({ id: z.number().int(), reason: z.string(), message: z.string() });
export type BulkItemError = z.infer<typeof bulkItemErrorSchema>;
/** Bulk calls apply every good item and report the others; 200 even when some fail. */
export const bulkResultSchema = z.object({
  succeeded: z.array(z.number().int()),
  errors: z.array(bulkItemErrorSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;
/** Bulk create: ids of the created rows; an error's id is the item's position in the list, from 1. */
export const bulkCreateResultSchema = bulkResultSchema;
export type BulkCreateResult = BulkResult;

// ---- Requests ----

const title = z.string().trim().min(1, TITLE_REQUIRED).max(ARTICLE_TITLE_MAX);
const tags = z.array(z.string().trim().min(1).max(ARTICLE_TAG_MAX)).max(ARTICLE_TAGS_MAX);
export const articleAnswerInputSchema = z.object({
  /** Text checked by the §5 rules (blank answers are refused with their message, not here). */
  answer: z.string().max(ARTICLE_ANSWER_MAX),
  is_correct: z.boolean().default(false),
});

/**
 * The article fields a create or an edit sends (§3). Edits send only the fields that changed
 * (§4, PATCH semantics); the acknowledgement rules of §5 are checked on the merged result.
 */
const articleFields = {
  title,
  article_category: id.nullable(),
  /** HTML; sanitized on the server with an allowlist before it is stored. */
  body: z.string().max(ARTICLE_BODY_MAX),
  visibility: articleVisibilitySchema,
  type: id.nullable(),
  tags,
  video_url: mediaUrl.nullable(),
  file_url: mediaUrl.nullable(),
  file_urls: z.array(mediaUrl).max(ARTICLE_FILE_URLS_MAX),
  division: ids,
  individuals: ids,
  assigned_positions: ids,
  assigned_responsibilities: ids,
  is_assigned_to_everyone: z.boolean(),
  reassign_month_duration: z.number().int().min(REASSIGN_MONTHS_MIN).max(REASSIGN_MONTHS_MAX),
  /** Kept only while visibility is PUBLIC (§4); any other visibility clears them. */
  public_knowledgebases: ids,
  flow_chart: id.nullable(),
  decision_chart: decisionChartSchema.nullable(),
  acknowledgement_type: acknowledgementTypeSchema.nullable(),
  acknowledgement_question: z.string().max(ARTICLE_QUESTION_MAX).nullable(),
  /** Replaces the article's answers as a whole (ids are given anew). */
  article_answers: z.array(articleAnswerInputSchema).max(ARTICLE_ANSWERS_MAX),
};

/**
 * create/, list-create/ (POST) and draft-article-create/. status 0 publishes (create/), 1 saves a
 * draft (draft-article-create/, which always saves a draft). `article` (draft-article-create/ only):
 * the published article this draft edits (§4 "choosing draft creates a new draft").
 */
export const articleCreateSchema = z.object({
  ...articleFields,
  title,
  article_category: id.nullable().refine((v) => v !== null, CATEGORY_REQUIRED),
  body: articleFields.body.default(''),
  visibility: articleVisibilitySchema.default(1),
  type: id.nullable().default(null),
  tags: tags.default([]),
  video_url: mediaUrl.nullable().default(null),
  file_url: mediaUrl.nullable().default(null),
  file_urls: articleFields.file_urls.default([]),
  division: ids.default([]),
  individuals: ids.default([]),
  assigned_positions: ids.default([]),
  assigned_responsibilities: ids.default([]),
  is_assigned_to_everyone: z.boolean().default(false),
  reassign_month_duration: articleFields.reassign_month_duration.default(0),
  public_knowledgebases: ids.default([]),
  flow_chart: id.nullable().default(null),
  decision_chart: decisionChartSchema.nullable().default(null),
  acknowledgement_type: acknowledgementTypeSchema.nullable().default(null),
  acknowledgement_question: articleFields.acknowledgement_question.default(null),
  article_answers: articleFields.article_answers.default([]),
  status: articleStatusSchema.default(0),
  article: id.nullable().default(null),
});
export type ArticleCreate = z.input<typeof articleCreateSchema>;

/**
 * PATCH retrieve-update-delete/{id}/ and draft-articles/{id}/: only the changed fields.
 * - On a published article: status 0 (or absent) updates it, notifies and reassigns it to everyone
 *   who read it; with dont_notify it does neither and keeps last_edited_on. status 1 is refused
 *   (save a draft with draft-article-create/ and `article`).
 * - On a draft: status 1 (or absent) keeps it a draft; status 0 publishes it (onto its article when it
 *   is a draft of one, answering that article; otherwise the draft itself becomes the article).
 */
export const articleUpdateSchema = z
  .object({
    ...articleFields,
    article_category: id.nullable().refine((v) => v !== null, CATEGORY_REQUIRED),
    status: articleStatusSchema,
    dont_notify: z.boolean(),
    /** Says that emptying a published article's body is meant (otherwise it is refused, issue 20). */
    clear_body: z.boolean(),
  })
  .partial();
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

/** GET list-create/: the article list (§2), paginated. Staff never see drafts. */
export const articleListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(ARTICLE_PAGE_SIZE_MAX).default(ARTICLE_PAGE_SIZE_DEFAULT),
  /** The category and all its subcategories. */
  category: queryId.optional(),
  type: queryId.optional(),
  tag: z.string().trim().min(1).max(ARTICLE_TAG_MAX).optional(),
  /** Admins: 0 published (default), 1 drafts. */
  status: z.coerce.number().pipe(articleStatusSchema).optional(),
  /** Words in the title, body or tags. */
  search: z.string().trim().max(200).optional(),
  /** true: only articles assigned to the caller and not read. */
  unread: queryFlag.optional(),
  /** true: only articles assigned to the caller. */
  assigned: queryFlag.optional(),
  ordering: z.enum(['title', '-title', 'last_edited_on', '-last_edited_on']).default('-last_edited_on'),
});
export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

export const articleListResponseSchema = paginatedSchema(articleListItemSchema);

/** GET draft-articles/: the drafts (admins), newest edit first. */
export const draftListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(ARTICLE_PAGE_SIZE_MAX).default(ARTICLE_PAGE_SIZE_DEFAULT),
  /** Only the drafts of this published article. */
  article: queryId.optional(),
});

export const simpleListQuerySchema = z.object({
  simple_details: queryFlag.optional(),
  category: queryId.optional(),
});

export const categoryCreateSchema = z.object({
  category: z.string().trim().min(1, CATEGORY_NAME_REQUIRED).max(CATEGORY_NAME_MAX),
  parent: id.nullable().default(null),
});
export const categoryUpdateSchema = z
  .object({
    category: z.string().trim().min(1, CATEGORY_NAME_REQUIRED).max(CATEGORY_NAME_MAX),
    parent: id.nullable(),
  })
  .partial();

export const articleTypeCreateSchema = z.object({
  type: z.string().trim().min(1, ARTICLE_TYPE_REQUIRED).max(ARTICLE_TYPE_NAME_MAX),
  color: z.string().trim().min(1, ARTICLE_TYPE_COLOR_REQUIRED).max(50),
  description: z.string().max(1000).default(''),
  /** true: new articles start with this type; another default stops being one. */
  is_default: z.boolean().default(false),
});
export const articleTypeUpdateSchema = z
  .object({
    type: z.string().trim().min(1, ARTICLE_TYPE_REQUIRED).max(ARTICLE_TYPE_NAME_MAX),
    color: z.string().trim().min(1, ARTICLE_TYPE_COLOR_REQUIRED).max(50),
    description: z.string().max(1000),
    is_default: z.boolean(),
  })
  .partial();

export const definitionCreateSchema = z.object({
  term: z.string().trim().min(1, 'This field is required').max(DEFINITION_TERM_MAX),
  definition: z.string().trim().min(1, 'This field is required').max(DEFINITION_TEXT_MAX),
  category: id.nullable().default(null),
});
export const definitionUpdateSchema = z
  .object({
    term: z.string().trim().min(1, 'This field is required').max(DEFINITION_TERM_MAX),
    definition: z.string().trim().min(1, 'This field is required').max(DEFINITION_TEXT_MAX),
    category: id.nullable(),
  })
  .partial();
export const definitionListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  category: queryId.optional(),
});
export const definitionCategoryCreateSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(200),
});

export const bulkIdsSchema = z.object({ ids: z.array(id).min(1).max(KB_BULK_MAX) });
/** articles/bulk-update: the same changes applied to each article (published ones keep their rules). */
export const articleBulkUpdateSchema = bulkIdsSchema.extend({
  changes: z
    .object({
      article_category: id,
      type: id.nullable(),
      visibility: articleVisibilitySchema,
      tags: tags,
      is_assigned_to_everyone: z.boolean(),
      reassign_month_duration: articleFields.reassign_month_duration,
    })
    .partial(),
});
export type ArticleBulkUpdate = z.input<typeof articleBulkUpdateSchema>;
/** articles/bulk-create: each item as for create/ (status 0 publishes, 1 saves a draft). */
export const articleBulkCreateSchema = z.object({
  articles: z.array(z.unknown()).min(1).max(KB_BULK_MAX),
});
export const definitionBulkCreateSchema = z.object({
  definitions: z.array(z.unknown()).min(1).max(KB_BULK_MAX),
});

export const acknowledgementCreateSchema = z.object({
  article: id,
  /** acknowledgement_type 1: the signature (a PNG data URL or a typed name). */
  signature: z.string().max(SIGNATURE_MAX).optional(),
  /** acknowledgement_type 2: the chosen answer ids; they must be exactly the correct ones. */
  answers: z.array(id).max(ARTICLE_ANSWERS_MAX).optional(),
});
export type AcknowledgementCreate = z.input<typeof acknowledgementCreateSchema>;
export const acknowledgementListQuerySchema = paginationQuerySchema.extend({
  article: queryId.optional(),
  /** Admins: one staff member's; staff always see their own. */
  staff: queryId.optional(),
  /** Acknowledged on or after / on or before this day (YYYY-MM-DD, the company's time zone). */
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
});
export const questionsQuerySchema = z.object({ article: queryId });

// ---- AI writing (company/api/openai-proxy/) ----

export const aiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(AI_MESSAGE_MAX),
});
export const aiProxyRequestSchema = z.object({
  /** Used when the server sets no AI_MODEL (the operator's model wins: the server pays). */
  model: z.string().max(100).optional(),
  temperature: z.number().min(0).max(2).default(AI_TEMPERATURE),
  max_tokens: z.number().int().min(1).max(AI_MAX_TOKENS).default(AI_MAX_TOKENS),
  messages: z.array(aiMessageSchema).min(1).max(AI_MESSAGES_MAX),
});
export type AiProxyRequest = z.input<typeof aiProxyRequestSchema>;
/** The reply is choices[0].message.content. Both answers come with 200 (see aiProxyErrorSchema). */
export const aiProxyResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ role: z.string(), content: z.string() }) })).min(1),
});
export type AiProxyResponse = z.infer<typeof aiProxyResponseSchema>;
/**
 * A failure the dialog shows as "type: message" (§8): no provider configured (AI_NOT_CONFIGURED_TYPE),
 * the provider unreachable (AI_CONNECTION_ERROR_TYPE with AI_WRITING_FAILED), the provider's own
 * error, or too many requests. Answered with 200 like a reply: it is not this server failing.
 */
export const aiProxyErrorSchema = z.object({ error: z.object({ type: z.string(), message: z.string() }) });
export type AiProxyError = z.infer<typeof aiProxyErrorSchema>;
export const aiProxyAnswerSchema = z.union([aiProxyResponseSchema, aiProxyErrorSchema]);
export type AiProxyAnswer = z.infer<typeof aiProxyAnswerSchema>;
