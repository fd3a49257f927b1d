// The course builder's sections (spec knowledge-base §2 Course builder, §3 sections with
// section_items): ordered sections of ordered items, each an article or a quiz. Items and sections
// reorder by drag and drop, and by keyboard: on an item's handle, ArrowUp / ArrowDown move it (into
// the neighbouring section at the ends); the move buttons do the same for pointer and screen-reader
// users. "Reset sections" returns to a single empty section.
import { Badge, Box, Button, Flex, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemChoices } from '../api/get-item-choices';
import { emptySections, move, moveItem, newKey, type FormItem, type FormSection } from '../lib/course-form';

const DRAG_TYPE = 'application/x-groundwork-course-item';

interface Props {
  sections: FormSection[];
  onChange: (sections: FormSection[]) => void;
  /** Opens the dialogs that make a new article or quiz and add it to the section. */
  onNewArticle: (sectionKey: string) => void;
  onNewQuiz: (sectionKey: string) => void;
}

export function addItem(sections: FormSection[], sectionKey: string, item: Omit<FormItem, 'key'>): FormSection[] {
  return sections.map((s) =>
    s.key === sectionKey ? { ...s, items: [...s.items, { ...item, key: newKey('item') }] } : s,
  );
}

function ItemPicker({ section, onAdd }: { section: FormSection; onAdd: (item: Omit<FormItem, 'key'>) => void }) {
  const { t } = useTranslation();
  const { articles, quizzes } = useItemChoices();
  return (
    <Flex gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field
          aria-label={t('courses.builder.addArticle', { section: section.title || t('courses.builder.untitled') })}
          value=""
          onChange={(e) => {
            const article = articles.find((a) => a.id === Number(e.currentTarget.value));
            if (article) onAdd({ article: article.id, quiz: null, title: article.title });
          }}
        >
          <option value="">{t('courses.builder.addArticlePlaceholder')}</option>
          {articles.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field
          aria-label={t('courses.builder.addQuiz', { section: section.title || t('courses.builder.untitled') })}
          value=""
          onChange={(e) => {
            const quiz = quizzes.find((q) => q.id === Number(e.currentTarget.value));
            if (quiz) onAdd({ article: null, quiz: quiz.id, title: quiz.title });
          }}
        >
          <option value="">{t('courses.builder.addQuizPlaceholder')}</option>
          {quizzes.map((q) => (
            <option key={q.id} value={q.id}>
              {q.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

export function SectionsEditor({ sections, onChange, onNewArticle, onNewQuiz }: Props) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [dragOver, setDragOver] = useState<string | null>(null);

  const patchSection = (key: string, patch: Partial<FormSection>) =>
    onChange(sections.map((s) => (s.key === key ? { ...s, ...patch } : s)));

  /** One step up or down; at a section's edge the item goes to the end/start of the next section. */
  const stepItem = (item: FormItem, sectionIndex: number, index: number, delta: -1 | 1) => {
    const section = sections[sectionIndex]!;
    const target = index + delta;
    let next: FormSection[];
    let where = section;
    if (target >= 0 && target < section.items.length) {
      next = moveItem(sections, item.key, { section: section.key, index: target });
    } else {
      const neighbour = sections[sectionIndex + delta];
      if (!neighbour) return;
      where = neighbour;
      next = moveItem(sections, item.key, { section: neighbour.key, index: delta < 0 ? neighbour.items.length : 0 });
    }
    onChange(next);
    const position = next.find((s) => s.key === where.key)!.items.findIndex((i) => i.key === item.key) + 1;
    setAnnouncement(
      t('courses.builder.moved', { item: item.title, position, section: where.title || t('courses.builder.untitled') }),
    );
    // Keep the focus on the moved item's handle (React re-renders it under the same key).
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-handle="${item.key}"]`)?.focus());
  };

  const onHandleKey = (e: KeyboardEvent, item: FormItem, sectionIndex: number, index: number) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      stepItem(item, sectionIndex, index, e.key === 'ArrowUp' ? -1 : 1);
    }
  };

  const onDrop = (e: DragEvent, sectionKey: string, index: number) => {
    const key = e.dataTransfer.getData(DRAG_TYPE);
    setDragOver(null);
    if (!key) return;
    e.preventDefault();
    e.stopPropagation();
    onChange(moveItem(sections, key, { section: sectionKey, index }));
  };

  return (
    <Stack gap="4" data-testid="course-sections">
      <Box aria-live="polite" srOnly>
        {announcement}
      </Box>
      {sections.map((section, sectionIndex) => (
        <Stack
          key={section.key}
          as="fieldset"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          p="4"
          data-testid="course-section"
          bg={dragOver === section.key ? 'bg.muted' : undefined}
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes(DRAG_TYPE)) {
              e.preventDefault();
              setDragOver(section.key);
            }
          }}
          onDrop={(e) => onDrop(e, section.key, section.items.length)}
        >
          <Flex gap="2" align="center" wrap="wrap">
            <Input
              flex="1"
              minW="12rem"
              aria-label={t('courses.builder.sectionTitle', { number: sectionIndex + 1 })}
              placeholder={t('courses.builder.sectionTitlePlaceholder')}
              value={section.title}
              onChange={(e) => patchSection(section.key, { title: e.currentTarget.value })}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={sectionIndex === 0}
              onClick={() => onChange(move(sections, sectionIndex, sectionIndex - 1))}
            >
              {t('courses.builder.sectionUp')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={sectionIndex === sections.length - 1}
              onClick={() => onChange(move(sections, sectionIndex, sectionIndex + 1))}
            >
              {t('courses.builder.sectionDown')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              disabled={sections.length === 1}
              onClick={() => onChange(sections.filter((s) => s.key !== section.key))}
            >
              {t('courses.builder.removeSection')}
            </Button>
          </Flex>
          <Stack as="ol" gap="2" listStyleType="none" aria-label={t('courses.builder.items')}>
            {section.items.map((item, index) => (
              <Flex
                as="li"
                key={item.key}
                gap="2"
                align="center"
                borderWidth="1px"
                borderRadius="md"
                px="2"
                py="1"
                draggable
                data-testid="course-item"
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_TYPE, item.key);
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (e.dataTransfer.types.includes(DRAG_TYPE)) e.preventDefault();
                }}
                onDrop={(e) => onDrop(e, section.key, index)}
              >
                <IconButton
                  size="xs"
                  variant="ghost"
                  cursor="grab"
                  data-handle={item.key}
                  aria-label={t('courses.builder.handle', { item: item.title })}
                  aria-roledescription={t('courses.builder.handleRole')}
                  onKeyDown={(e) => onHandleKey(e, item, sectionIndex, index)}
                >
                  ⠿
                </IconButton>
                <Badge colorPalette={item.article !== null ? 'blue' : 'purple'}>
                  {t(item.article !== null ? 'courses.itemType.article' : 'courses.itemType.quiz')}
                </Badge>
                <Text flex="1" truncate>
                  {item.title}
                </Text>
                <HStack gap="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('courses.builder.itemUp', { item: item.title })}
                    disabled={sectionIndex === 0 && index === 0}
                    onClick={() => stepItem(item, sectionIndex, index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('courses.builder.itemDown', { item: item.title })}
                    disabled={sectionIndex === sections.length - 1 && index === section.items.length - 1}
                    onClick={() => stepItem(item, sectionIndex, index, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('courses.builder.removeItem', { item: item.title })}
                    onClick={() =>
                      patchSection(section.key, { items: section.items.filter((i) => i.key !== item.key) })
                    }
                  >
                    ✕
                  </Button>
                </HStack>
              </Flex>
            ))}
          </Stack>
          <ItemPicker section={section} onAdd={(item) => onChange(addItem(sections, section.key, item))} />
          <Flex gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => onNewArticle(section.key)}>
              {t('courses.builder.newArticle')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => onNewQuiz(section.key)}>
              {t('courses.builder.newQuiz')}
            </Button>
          </Flex>
        </Stack>
      ))}
      <Flex gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => onChange([...sections, { key: newKey('section'), title: '', items: [] }])}
        >
          {t('courses.builder.addSection')}
        </Button>
        <Button variant="ghost" onClick={() => onChange(emptySections())}>
          {t('courses.builder.resetSections')}
        </Button>
      </Flex>
    </Stack>
  );
}
