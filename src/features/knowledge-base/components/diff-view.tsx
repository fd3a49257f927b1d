// A word diff shown inline: insertions underlined in <ins>, deletions struck through in <del>, each
// also colour-marked and announced ("added:", "removed:") so the change is not told by colour
// alone; a summary gives the counts. Lines keep their breaks.
import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { diffCounts, type DiffSegment } from '../lib/word-diff';

const Ins = chakra('ins', {
  base: { bg: 'green.subtle', color: 'green.fg', textDecoration: 'underline', textDecorationThickness: '2px' },
});
const Del = chakra('del', {
  base: { bg: 'red.subtle', color: 'red.fg', textDecoration: 'line-through', textDecorationThickness: '2px' },
});

export function DiffView({ segments }: { segments: DiffSegment[] }) {
  const { t } = useTranslation();
  const counts = diffCounts(segments);
  const changed = counts.added + counts.removed > 0;
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="diff-summary">
        {changed ? t('kbAdmin.diff.summary', { added: counts.added, removed: counts.removed }) : t('kbAdmin.diff.same')}
      </Text>
      <Box
        as="pre"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        fontFamily="inherit"
        lineHeight="tall"
        borderWidth="1px"
        borderRadius="md"
        p="3"
        data-testid="version-diff"
      >
        {segments.map((s, i) =>
          s.op === 'insert' ? (
            <Ins key={i}>
              <Text as="span" srOnly>
                {`${t('kbAdmin.diff.added')} `}
              </Text>
              {s.text}
            </Ins>
          ) : s.op === 'delete' ? (
            <Del key={i}>
              <Text as="span" srOnly>
                {`${t('kbAdmin.diff.removed')} `}
              </Text>
              {s.text}
            </Del>
          ) : (
            <span key={i}>{s.text}</span>
          ),
        )}
      </Box>
    </Box>
  );
}
