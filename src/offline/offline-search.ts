// Search over the articles of the courses downloaded on this device (issue 6's search box and the AI
// search dialog with no network, issue 10). Each downloaded article is kept as a small plain-text
// document in offline_content (kind `article-text`, written by the course download manager), so a
// search reads a few kilobytes per article and never parses HTML. Ranking is plain token scoring:
// a word in the title counts more than one in the text, every query word found adds, and documents
// that hold all of the words come first. Fast for hundreds of articles on the main thread.
import { getSession } from '../api/session';
import { userDatabase } from './db';

export interface SearchDocument {
  article: number;
  title: string;
  /** The article's text without markup. */
  text: string;
  course: number;
  course_name: string;
  /** The course item that shows the article (the reader opens it). */
  item: number;
}

export interface SearchHit {
  article: number;
  title: string;
  course: number;
  course_name: string;
  item: number;
  /** A piece of the text around the first word found. */
  snippet: string;
  score: number;
}

const KIND = 'article-text';
const docKey = (course: number, article: number) => `${KIND}:${course}:${article}`;
const TITLE_WEIGHT = 3;
const SNIPPET_CHARS = 160;

/** Lower-case words without accents (so "café" finds "cafe"); one-letter words are dropped. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
}

function countPrefixMatches(words: string[], token: string): number {
  let count = 0;
  for (const word of words) if (word.startsWith(token)) count += 1;
  return count;
}

function snippet(text: string, tokens: string[]): string {
  const lower = text.toLowerCase();
  const at = tokens.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = at.length ? Math.min(...at) : 0;
  const start = Math.max(0, first - 40);
  const piece = text.slice(start, start + SNIPPET_CHARS).trim();
  return `${start > 0 ? '… ' : ''}${piece}${start + SNIPPET_CHARS < text.length ? ' …' : ''}`;
}

/**
 * The documents matching `query`, best first. A query word matches words it starts (so "lock"
 * finds "lockout"); repeated articles (one article in two courses) are listed once.
 */
export function rankDocuments(documents: SearchDocument[], query: string, limit = 20): SearchHit[] {
  const tokens = [...new Set(tokenize(query))];
  if (tokens.length === 0) return [];
  const hits = new Map<number, SearchHit>();
  for (const doc of documents) {
    const titleWords = tokenize(doc.title);
    const textWords = tokenize(doc.text);
    let score = 0;
    let found = 0;
    for (const token of tokens) {
      const inTitle = countPrefixMatches(titleWords, token);
      const inText = countPrefixMatches(textWords, token);
      if (inTitle + inText === 0) continue;
      found += 1;
      // Diminishing returns for repeats: an article that says a word 50 times is not 50 times better.
      score += TITLE_WEIGHT * Math.min(inTitle, 3) + Math.log2(1 + inText);
    }
    if (found === 0) continue;
    // All of the words beat some of them, whatever the counts.
    score += found === tokens.length ? 100 : (found / tokens.length) * 10;
    const previous = hits.get(doc.article);
    if (previous && previous.score >= score) continue;
    hits.set(doc.article, {
      article: doc.article,
      title: doc.title,
      course: doc.course,
      course_name: doc.course_name,
      item: doc.item,
      snippet: snippet(doc.text, tokens),
      score,
    });
  }
  return [...hits.values()].sort((a, b) => b.score - a.score || a.title.localeCompare(b.title)).slice(0, limit);
}

function database() {
  const session = getSession();
  return session ? userDatabase(session.userId, session.companyId) : null;
}

/** Replaces the search documents of one downloaded course. */
export async function storeSearchDocuments(course: number, documents: SearchDocument[]): Promise<void> {
  const db = database();
  if (!db) return;
  await db.transaction('rw', db.offline_content, async () => {
    await db.offline_content.where('key').startsWith(`${KIND}:${course}:`).delete();
    await db.offline_content.bulkPut(
      documents.map((doc) => ({ key: docKey(course, doc.article), kind: KIND, data: doc, downloaded_at: Date.now() })),
    );
  });
}

export async function removeSearchDocuments(course: number): Promise<void> {
  await database()?.offline_content.where('key').startsWith(`${KIND}:${course}:`).delete();
}

/** The downloaded articles matching `query`, best first (empty when signed out or nothing is kept). */
export async function searchDownloadedArticles(query: string, limit = 20): Promise<SearchHit[]> {
  const db = database();
  if (!db) return [];
  const records = await db.offline_content.where('kind').equals(KIND).toArray();
  return rankDocuments(
    records.map((r) => r.data as SearchDocument),
    query,
    limit,
  );
}
