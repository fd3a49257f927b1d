// A word-level diff of two texts, for comparing article versions (issue 20 item 9). Paragraphs are
// matched first (a longest common subsequence of lines), then the words of each changed stretch, so
// a long article with a few edits costs little; a stretch too large to compare word by word is
// shown as removed and added whole. Whitespace is kept, so joining the segments of one side gives
// that side's text back exactly.

export type DiffOp = 'equal' | 'insert' | 'delete';
export interface DiffSegment {
  op: DiffOp;
  text: string;
}

/** Above this many cells a stretch is not compared word by word (memory and time stay small). */
const MAX_CELLS = 4_000_000;

/** The edit script turning `a` into `b` (equal, delete from a, insert from b), by LCS. */
function lcsOps<T>(a: readonly T[], b: readonly T[]): { op: DiffOp; item: T }[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: { op: DiffOp; item: T }[] = a.slice(0, start).map((item) => ({ op: 'equal' as const, item }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) <= MAX_CELLS) {
    // lengths[i][j]: the LCS length of midA[i..] and midB[j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        out.push({ op: 'equal', item: midA[i]! });
        i++;
        j++;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
        out.push({ op: 'delete', item: midA[i++]! });
      } else {
        out.push({ op: 'insert', item: midB[j++]! });
      }
    }
    while (i < n) out.push({ op: 'delete', item: midA[i++]! });
    while (j < m) out.push({ op: 'insert', item: midB[j++]! });
  } else {
    midA.forEach((item) => out.push({ op: 'delete', item }));
    midB.forEach((item) => out.push({ op: 'insert', item }));
  }
  for (let k = endA; k < a.length; k++) out.push({ op: 'equal', item: a[k]! });
  return out;
}

/** Words and the whitespace between them, in order. */
export const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

function push(segments: DiffSegment[], op: DiffOp, text: string) {
  if (!text) return;
  const last = segments.at(-1);
  if (last?.op === op) last.text += text;
  else segments.push({ op, text });
}

/** The word-level changes from `before` to `after`. */
export function diffWords(before: string, after: string): DiffSegment[] {
  const segments: DiffSegment[] = [];
  // Lines keep their line break, so equal and changed stretches join back into the texts.
  const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const lineOps = lcsOps(lines(before), lines(after));
  let removed = '';
  let added = '';
  const flush = () => {
    for (const { op, item } of lcsOps(tokens(removed), tokens(added))) push(segments, op, item);
    removed = '';
    added = '';
  };
  for (const { op, item } of lineOps) {
    if (op === 'delete') removed += item;
    else if (op === 'insert') added += item;
    else {
      flush();
      push(segments, 'equal', item);
    }
  }
  flush();
  return segments;
}

/** How many words were added and removed (whitespace is not counted). */
export function diffCounts(segments: readonly DiffSegment[]): { added: number; removed: number } {
  const words = (text: string) => tokens(text).filter((t) => /\S/.test(t)).length;
  return {
    added: segments.filter((s) => s.op === 'insert').reduce((n, s) => n + words(s.text), 0),
    removed: segments.filter((s) => s.op === 'delete').reduce((n, s) => n + words(s.text), 0),
  };
}
