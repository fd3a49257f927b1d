// The search documents of a downloaded course (src/offline/offline-search.ts): each article's title
// and its text without markup, with where the reader shows it. Built once per download, so a search
// offline never parses HTML.
import type { Course } from '../../../../../contract/courses';
import type { SearchDocument } from '../../../../offline/offline-search';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a person reads in the HTML: no tags, scripts or styles; common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchDocuments(course: Course): SearchDocument[] {
  return course.sections.flatMap((section) =>
    section.section_items.flatMap((item) =>
      item.article_content
        ? [
            {
              article: item.article_content.id,
              title: item.article_content.title,
              text: htmlToText(item.article_content.body),
              course: course.id,
              course_name: course.name,
              item: item.id,
            },
          ]
        : [],
    ),
  );
}
