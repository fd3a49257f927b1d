// A package's table of contents in the player (issue 19): the manifest's headings and SCOs in their
// order, each SCO with how far the learner got (done, passed, failed, started), the one playing
// marked; choosing a SCO plays it (SCORM 2004 "choice" navigation, and how every LMS offers 1.2
// organizations).
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ScormItem, ScormVersion } from '../../../../../contract/scorm';
import { outcomeOf, type ScoStates } from '../lib/sco-states';

interface Props {
  version: ScormVersion;
  items: ScormItem[];
  states: ScoStates;
  current: string | null;
  /** Absent: the package does not let the learner choose (SCORM 2004 controlMode choice="false"). */
  onChoose?: (id: string) => void;
}

function useMark(version: ScormVersion, states: ScoStates) {
  const { t } = useTranslation();
  return (item: ScormItem) => {
    const outcome = outcomeOf(version, item, states[item.id]);
    if (outcome?.success === 'passed') return { sign: '✓', text: t('scorm.statuses.passed'), color: 'green.600' };
    if (outcome?.success === 'failed') return { sign: '✗', text: t('scorm.statuses.failed'), color: 'red.600' };
    if (outcome?.done) return { sign: '✓', text: t('scorm.statuses.completed'), color: 'green.600' };
    if (outcome?.started) return { sign: '◐', text: t('scorm.statuses.in_progress'), color: 'orange.500' };
    return { sign: '○', text: t('scorm.statuses.not_started'), color: 'fg.muted' };
  };
}

export function ScormToc({ version, items, states, current, onChoose }: Props) {
  const { t } = useTranslation();
  const markOf = useMark(version, states);
  return (
    <Box as="nav" aria-label={t('scorm.contents')} data-testid="scorm-toc">
      <Heading as="h2" size="sm" mb="2">
        {t('scorm.contents')}
      </Heading>
      <Stack as="ol" gap="0.5" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          const indent = `${item.depth * 0.75}rem`;
          if (item.launch_path === null) {
            return (
              <Text as="li" key={item.id} fontWeight="semibold" fontSize="sm" pt="2" ps={indent}>
                {item.title}
              </Text>
            );
          }
          const mark = markOf(item);
          const playing = item.id === current;
          return (
            <Box as="li" key={item.id} ps={indent}>
              <Button
                size="sm"
                variant={playing ? 'subtle' : 'ghost'}
                justifyContent="flex-start"
                width="100%"
                height="auto"
                minH="8"
                py="1"
                whiteSpace="normal"
                textAlign="start"
                aria-current={playing ? 'step' : undefined}
                data-sco={item.id}
                disabled={!onChoose}
                onClick={() => onChoose?.(item.id)}
              >
                <Text as="span" color={mark.color} aria-hidden="true" flexShrink={0}>
                  {mark.sign}
                </Text>
                <Text as="span" flex="1">
                  {item.title || t('scorm.untitledPart')}
                </Text>
                <Text as="span" srOnly>
                  {mark.text}
                </Text>
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
