// How article HTML looks, the same in the editor and on the article page: readable headings, lists,
// quotes, code, tables that scroll sideways on a phone, pictures and videos no wider than the screen,
// and the palette's text colours readable in dark mode too.
import type { SystemStyleObject } from '@chakra-ui/react';
import { ARTICLE_TEXT_COLORS, colorStyle } from '../../../../contract/article-format';

/**
 * The palette's colours are stored dark enough to read on white; in dark mode each shows its lighter
 * tone instead (the stored HTML has the one form the editor writes, so its style attribute is matched
 * exactly; the editor marks its own coloured text with data-kb-color).
 */
const darkModeColors: SystemStyleObject = Object.fromEntries(
  ARTICLE_TEXT_COLORS.map((c) => [
    `& [style="${colorStyle(c.value)}"], & [data-kb-color="${c.value}"]`,
    { _dark: { color: `${c.dark} !important` } },
  ]),
);

export const articleBodyCss: SystemStyleObject = {
  lineHeight: '1.65',
  overflowWrap: 'anywhere',
  '& h1': { fontSize: '2xl', fontWeight: 'bold', mt: '5', mb: '2' },
  '& h2': { fontSize: 'xl', fontWeight: 'bold', mt: '4', mb: '2' },
  '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '3', mb: '1' },
  '& h4, & h5, & h6': { fontSize: 'md', fontWeight: 'semibold', mt: '3', mb: '1' },
  '& p': { my: '2', minHeight: '1lh' },
  '& ul': { pl: '6', listStyleType: 'disc', my: '2' },
  '& ol': { pl: '6', listStyleType: 'decimal', my: '2' },
  '& li > ul, & li > ol': { my: '0' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'border.emphasized', pl: '4', color: 'fg.muted', my: '3' },
  '& pre': {
    bg: 'bg.muted',
    p: '3',
    borderRadius: 'md',
    overflowX: 'auto',
    fontFamily: 'mono',
    fontSize: 'sm',
    my: '3',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
  '& pre code': { bg: 'transparent', px: '0' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto', my: '2' },
  '& iframe, & .kb-embed': { width: '100%', maxWidth: '720px', aspectRatio: '16 / 9', border: '0', my: '3' },
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: '3', maxWidth: '100%' },
  '& th, & td': {
    // Readable however little a cell holds (an empty one was 17 px wide); the table scrolls instead.
    minWidth: '6rem',
    borderWidth: '1px',
    borderColor: 'border',
    px: '2',
    py: '1',
    verticalAlign: 'top',
    textAlign: 'start',
  },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
  '& hr': { my: '4' },
  '& dfn.kb-definition': {
    fontStyle: 'normal',
    textDecoration: 'underline dotted',
    textUnderlineOffset: '3px',
    cursor: 'help',
    bg: 'yellow.subtle',
  },
  ...darkModeColors,
};

/**
 * Issue 19: the top-level blocks of a part that are off screen are neither laid out nor painted
 * (a 2,304-row article froze a phone laying all of it out at once). A block keeps its last measured
 * height once shown (the `auto` keyword); until then it takes a guess. Find in page still finds them.
 */
export const offscreenBlocksCss: SystemStyleObject = {
  '& > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 3rem' },
};
