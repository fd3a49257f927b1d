// The knowledge base's fixed values without their schemas: article states and choices, limits and
// the spec's messages (knowledge-base §3, §5, §8, §9), plus the acknowledgement rules the form and
// the server both apply. No zod, so the PWA's first bundle (lists, article view, the form's checks)
// uses the same values as the server without loading it; knowledge-base.ts re-exports everything here
// next to the schemas built from it.

/** §3 Article visibility. */
export const ARTICLE_VISIBILITY = { PUBLIC: 0, ALL_STAFF: 1, ASSIGNED_ONLY: 2 } as const;
export type ArticleVisibility = (typeof ARTICLE_VISIBILITY)[keyof typeof ARTICLE_VISIBILITY];
export const ARTICLE_VISIBILITIES = [0, 1, 2] as const;
/** §3: an article is visible to all staff unless told otherwise. */
export const DEFAULT_ARTICLE_VISIBILITY: ArticleVisibility = ARTICLE_VISIBILITY.ALL_STAFF;

/** §3 Article status: 0 published, 1 draft. */
export const ARTICLE_STATUS = { PUBLISHED: 0, DRAFT: 1 } as const;
export type ArticleStatus = (typeof ARTICLE_STATUS)[keyof typeof ARTICLE_STATUS];
export const ARTICLE_STATUSES = [0, 1] as const;

/** §3 acknowledgement_type: null (none), 1 signature, 2 question and answer. */
export const ACKNOWLEDGEMENT_TYPE = { SIGNATURE: 1, QUESTION_AND_ANSWER: 2 } as const;
export type AcknowledgementType = (typeof ACKNOWLEDGEMENT_TYPE)[keyof typeof ACKNOWLEDGEMENT_TYPE];
export const ACKNOWLEDGEMENT_TYPES = [1, 2] as const;

/** §5, §9: reassign frequency in months; 0 means never. */
export const REASSIGN_MONTHS_MIN = 0;
export const REASSIGN_MONTHS_MAX = 12;

// Limits of this product (the spec shows none): generous for real procedures, bounded for the server.
export const ARTICLE_TITLE_MAX = 255;
/** Sanitized HTML of one article body. A 20-page procedure with tables is well under 1 MB. */
export const ARTICLE_BODY_MAX = 900_000;
export const ARTICLE_TAG_MAX = 50;
export const ARTICLE_TAGS_MAX = 30;
export const ARTICLE_ANSWERS_MAX = 20;
export const ARTICLE_ANSWER_MAX = 500;
export const ARTICLE_QUESTION_MAX = 1000;
export const ARTICLE_FILE_URLS_MAX = 50;
export const ARTICLE_ASSIGNEES_MAX = 5000;
export const CATEGORY_NAME_MAX = 200;
export const ARTICLE_TYPE_NAME_MAX = 100;
export const DEFINITION_TERM_MAX = 200;
export const DEFINITION_TEXT_MAX = 5000;
/** A signature is a PNG data URL drawn on a pad, or a typed name. */
export const SIGNATURE_MAX = 200_000;
/** Items per bulk call. */
export const KB_BULK_MAX = 500;
export const ARTICLE_PAGE_SIZE_DEFAULT = 20;
export const ARTICLE_PAGE_SIZE_MAX = 100;
/** §9: responsibility picker page size. */
export const RESPONSIBILITY_PAGE_SIZE = 100;

/** §9 AI writing: the proxy's defaults. */
export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS = 2000;
export const AI_MESSAGES_MAX = 50;
export const AI_MESSAGE_MAX = 100_000;

// ---- The spec's messages, word for word ----

// §5 validation. The server answers the field messages in 400 `{field: [message]}`.
export const TITLE_REQUIRED_TOAST = 'please add an Article Title';
export const TITLE_REQUIRED_FIELD = 'A title is required';
/** §5: the error map's text; the server's 400 for a blank title. */
export const TITLE_REQUIRED = 'Title is required.';
export const CATEGORY_REQUIRED_TOAST = 'Please Add an Article Category';
/** The picker's message; the server's 400 for a missing category. */
export const CATEGORY_REQUIRED = 'Please select a category';
export const QUESTION_REQUIRED = 'please supply question for Question answer acknowledgement';
export const ANSWER_BLANK = 'You cannot have a question answer as blank, you can either remove it or supply value';
export const ANSWER_CORRECT_REQUIRED = 'At least one answer should be correct';
export const SAVE_WHILE_UPLOADING = 'Please Upload or Cancel Before Saving';
export const DELETE_ARTICLE_CONFIRM = "You won't be able to undo this!";
export const DELETE_ARTICLE_FAILED = 'Failed to delete the article.';
export const DELETE_CATEGORY_CONFIRM_TITLE = 'Are you sure you want to delete this category?';
export const DELETE_CATEGORY_CONFIRM_TEXT = 'This action cannot be undone.';
export const DRAFT_TOOLTIP = 'Only other admins can see drafts';

// §2 screens.
export const TEMPLATE_NO_ARTICLE = 'No article for this subject';
export const TEMPLATE_SELECT_SUBJECT = 'Select subject to see details';
export const DROPPED_FILE_UNSUPPORTED =
  'Dropped file type is not supported, we only support word, excel and image files';

// §8 errors and toasts.
export const ARTICLE_NOT_SAVED =
  'Article did not save please copy this article to a separate document and contact support';
export const ARTICLE_CREATED = 'Article Created Successfully!';
export const FORM_RESET = 'Form Reset';
export const AI_WRITING_FAILED = 'Failed to communicate with the ChatGPT API';
export const FLOW_CHART_CREATE_FAILED = 'Error creating flow chart';
export const FLOW_CHART_LOAD_FAILED = 'Error loading flow chart';
export const FLOW_CHART_UPDATE_FAILED = 'Error updating flow chart';

/** §8: every bulk call reports each refused item as "Error for ID {id}: {reason}". */
export const bulkItemError = (id: number, reason: string) => `Error for ID ${id}: ${reason}`;

// ---- The server's refusals (400 `{field: [message]}` unless noted), so the client can match them ----
export const CATEGORY_NOT_FOUND = 'Choose a category of this company.';
export const TYPE_NOT_FOUND = 'Choose an article type of this company.';
/** A category cannot be its own parent, nor the child of one of its subcategories. */
export const CATEGORY_PARENT_CYCLE = 'A category cannot be its own parent or the subcategory of its own subcategory.';
export const ASSIGNEE_NOT_FOUND = 'Choose from this company only.';
export const ARTICLE_TYPE_REQUIRED = 'Type is required.';
export const ARTICLE_TYPE_COLOR_REQUIRED = 'Color is required.';
export const CATEGORY_NAME_REQUIRED = 'Category is required.';
/**
 * An edit that would leave a published article with no body (no text, picture or video) is refused
 * unless it says so with clear_body: an editor that failed to write its text out must not blank an
 * article its readers are then reassigned to (issue 20).
 */
export const BODY_CLEAR_REFUSED =
  'This save would remove all of the article’s text, so nothing was saved. Copy your text somewhere safe and reload the page.';
/** PATCH status 1 on a published article: drafts of it are made with draft-article-create/. */
export const PUBLISHED_TO_DRAFT = 'A published article cannot become a draft; save a draft of it instead.';
/** 400 on acknowledgements/ for a question answered wrongly (field `answers`). */
export const ACKNOWLEDGEMENT_WRONG_ANSWER = 'That answer is not correct. Read the article again and try once more.';
export const SIGNATURE_REQUIRED = 'Please sign to acknowledge this article.';
export const ACKNOWLEDGEMENT_NOT_REQUIRED = 'This article does not ask for an acknowledgement.';
export const DEFINITION_TERM_TAKEN = 'A definition with this term already exists.';
export const BULK_NOT_FOUND = 'Not found.';
/** §8 AI writing: the proxy answers `{error: {type, message}}`; without a provider, this type. */
export const AI_NOT_CONFIGURED_TYPE = 'ai_not_configured';
export const AI_NOT_CONFIGURED_MESSAGE =
  'AI writing is not set up on this server. Ask your administrator to configure an AI provider.';
export const AI_CONNECTION_ERROR_TYPE = 'api_connection_error';

// ---- Acknowledgement rules (§4, §5), shared by the form and the server ----

export interface AcknowledgementFields {
  acknowledgement_type: AcknowledgementType | null;
  acknowledgement_question: string | null;
  article_answers: ReadonlyArray<{ answer: string; is_correct: boolean }>;
}

/** The §5 messages the acknowledgement section breaks, by field; empty when it is fine. */
export function acknowledgementErrors(fields: AcknowledgementFields): Record<string, string[]> {
  if (fields.acknowledgement_type !== ACKNOWLEDGEMENT_TYPE.QUESTION_AND_ANSWER) return {};
  const errors: Record<string, string[]> = {};
  if (!fields.acknowledgement_question?.trim()) errors.acknowledgement_question = [QUESTION_REQUIRED];
  const answers: string[] = [];
  if (fields.article_answers.length === 0 || fields.article_answers.some((a) => !a.answer.trim())) {
    answers.push(ANSWER_BLANK);
  }
  if (!fields.article_answers.some((a) => a.is_correct)) answers.push(ANSWER_CORRECT_REQUIRED);
  if (answers.length > 0) errors.article_answers = answers;
  return errors;
}

/**
 * An article's media (video_url, file_url, file_urls) is opened by everyone who reads it, so it may
 * only be a web address or a file this server stores: `javascript:` or `data:` there would run or
 * show whatever its author chose in a reader's session.
 */
export const MEDIA_URL_INVALID = 'Enter a valid URL (http or https) or upload a file.';

/**
 * A knowledge-base file stored by this server, as its uploads answer it (API_PATHS.kbFile), with
 * the fragment the editor adds to carry the file's own name (`#manual.pdf`, URI-encoded).
 */
const STORED_KB_FILE = /^\/knowledgebase\/api\/files\/\d+\/[A-Za-z0-9._-]+(#[^\s#<>"']*)?$/;

/** Whether a media field's value may be stored: empty (none), an http(s) URL, or a stored file. */
export function isMediaUrl(value: string): boolean {
  if (value === '' || STORED_KB_FILE.test(value)) return true;
  try {
    // Absolute only (no base): a relative or scheme-less value is not a link others can open.
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
