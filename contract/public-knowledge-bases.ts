// Public knowledge bases (spec knowledge-base §3 "Public knowledgebase: id, name, is_default, domain",
// §7 "Public knowledge bases", §8 domain message): the management schemas KB admins use, and the
// shapes the three signed-out calls answer. Only published articles with visibility 0 (PUBLIC) of
// the company named by its slug ever appear in a public answer.
import { z } from 'zod';
import type { DecisionChart } from './flowchart';

/** §8, word for word: answered as {domain: [this]} when a domain cannot be verified. */
export const DOMAIN_VERIFY_FAILED =
  "Could not verify domain. Please ensure you've followed the verification steps correctly";
/** The TXT record a company adds to its domain's DNS to prove it owns it (the verification step). */
export const domainVerificationRecord = (companySlug: string) => `groundwork-verification=${companySlug}`;
export const PUBLIC_KB_NAME_REQUIRED = 'A name is required';
export const PUBLIC_KB_NAME_MAX = 200;
export const PUBLIC_KB_NOT_FOUND = 'Public knowledge base not found';

/** A host name such as help.example.com: labels of letters, digits and hyphens, a dot between. */
const HOST_NAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOST_NAME, 'Enter a domain name such as help.example.com');

export const publicKnowledgebaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  domain: z.string().nullable(),
});
export type PublicKnowledgebase = z.infer<typeof publicKnowledgebaseSchema>;

const nameSchema = z.string().trim().min(1, PUBLIC_KB_NAME_REQUIRED).max(PUBLIC_KB_NAME_MAX);
/** An empty domain clears it (the base is reached only under the company slug). */
const optionalDomain = z.union([z.literal('').transform(() => null), z.null(), domainSchema]);

export const publicKnowledgebaseCreateSchema = z.object({
  name: nameSchema,
  /** true: this base takes the default flag from the one that had it. */
  is_default: z.boolean().default(false),
  domain: optionalDomain.default(null),
});
export type PublicKnowledgebaseCreate = z.input<typeof publicKnowledgebaseCreateSchema>;
export const publicKnowledgebaseUpdateSchema = z
  .object({ name: nameSchema, is_default: z.boolean(), domain: optionalDomain })
  .partial();
export type PublicKnowledgebaseUpdate = z.input<typeof publicKnowledgebaseUpdateSchema>;

export const validateDomainSchema = z.object({ domain: domainSchema });
export interface ValidateDomainResult {
  domain: string;
  verified: true;
}

/** public-articles/{company_slug}/?knowledgebase={id}: the filter of a knowledge base's own page. */
export const publicArticlesQuerySchema = z.object({
  knowledgebase: z.coerce.number().int().positive().optional(),
  /** The visitor's search: articles whose title or text contains it (any case). */
  search: z.string().trim().max(200).optional(),
});
/** public-articles/details/{id}/?company={company_slug}: the article must be that company's. */
export const publicArticleDetailQuerySchema = z.object({ company: z.string().trim().min(1) });

export interface PublicArticleSummary {
  id: number;
  title: string;
  article_category: number | null;
  article_category_name: string | null;
  published_on: string | null;
  public_knowledgebases: number[];
}

/** The knowledge bases a visitor may browse: no domain (an admin's setting) in public answers. */
export type PublicKnowledgebaseInfo = Pick<PublicKnowledgebase, 'id' | 'name' | 'is_default'>;

export interface PublicArticlesPage {
  company_name: string;
  company_slug: string;
  /** The company's logo (a public URL), shown at the top of every public page. */
  company_logo: string | null;
  knowledgebases: PublicKnowledgebaseInfo[];
  /** The base asked for with ?knowledgebase=, else null. */
  knowledgebase: PublicKnowledgebaseInfo | null;
  results: PublicArticleSummary[];
}

export interface PublicCategoryWithArticles {
  id: number | null;
  category: string;
  articles: Pick<PublicArticleSummary, 'id' | 'title' | 'published_on'>[];
}

export interface PublicArticleDetail extends PublicArticleSummary {
  /** Sanitized on save (server allowlist); the client sanitizes again before rendering. */
  body: string;
  tags: string[];
  /** The article's video, files and decision chart, shown in the same viewers as in the app. */
  video_url: string | null;
  file_url: string | null;
  file_urls: string[];
  /** The article's copy, else the chart it names: visitors cannot fetch a chart themselves. */
  decision_chart: DecisionChart | null;
  company_name: string;
  company_slug: string;
  company_logo: string | null;
}
