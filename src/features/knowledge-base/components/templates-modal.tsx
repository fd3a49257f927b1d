// The Templates modal (spec knowledge base §2, create mode only): three columns, Choose Category,
// Choose Subject and Details (name and description); Close, and Generate, which fills the article
// body with the subject's article and is disabled when the subject has none ("No article for this
// subject"). Until a subject is chosen the details say "Select subject to see details". The first
// category and its first subject are chosen at first.
import { Box, Button, CloseButton, Dialog, Heading, Portal, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NO_ARTICLE, TEMPLATE_SELECT_SUBJECT } from '../../../../contract/knowledge-base-constants';
import { useTemplates } from '../api/get-templates';

function Choice({ selected, onSelect, children }: { selected: boolean; onSelect: () => void; children: string }) {
  return (
    <Button
      variant={selected ? 'subtle' : 'ghost'}
      justifyContent="flex-start"
      whiteSpace="normal"
      textAlign="start"
      h="auto"
      py="2"
      aria-pressed={selected}
      onClick={onSelect}
    >
      {children}
    </Button>
  );
}

export function TemplatesModal({
  onClose,
  onGenerate,
}: {
  onClose: () => void;
  onGenerate: (html: string, title: string) => void;
}) {
  const { t } = useTranslation();
  const templates = useTemplates(true);
  const categories = templates.data ?? [];
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const category = categories.find((c) => c.id === categoryId) ?? categories[0];
  const subject =
    subjectId === null && categoryId === null
      ? category?.category_subjects[0]
      : category?.category_subjects.find((s) => s.id === subjectId);

  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('knowledgeBase.templates.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {templates.isPending ? (
                <Spinner />
              ) : (
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      {t('knowledgeBase.templates.category')}
                    </Heading>
                    {categories.map((c) => (
                      <Choice
                        key={c.id}
                        selected={c.id === category?.id}
                        onSelect={() => {
                          setCategoryId(c.id);
                          setSubjectId(null);
                        }}
                      >
                        {c.name}
                      </Choice>
                    ))}
                  </Stack>
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      {t('knowledgeBase.templates.subject')}
                    </Heading>
                    {category?.category_subjects.map((s) => (
                      <Choice key={s.id} selected={s.id === subject?.id} onSelect={() => setSubjectId(s.id)}>
                        {s.name}
                      </Choice>
                    ))}
                  </Stack>
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      {t('knowledgeBase.templates.details')}
                    </Heading>
                    {subject ? (
                      <Stack gap="2">
                        <Text fontWeight="semibold">{subject.name}</Text>
                        <Text color="fg.muted">{subject.description}</Text>
                        {!subject.subject_article && <Text color="fg.error">{TEMPLATE_NO_ARTICLE}</Text>}
                      </Stack>
                    ) : (
                      <Text color="fg.muted">{TEMPLATE_SELECT_SUBJECT}</Text>
                    )}
                  </Box>
                </SimpleGrid>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button
                colorPalette="blue"
                disabled={!subject?.subject_article}
                onClick={() => {
                  if (subject?.subject_article) onGenerate(subject.subject_article, subject.name);
                  onClose();
                }}
              >
                {t('knowledgeBase.templates.generate')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
