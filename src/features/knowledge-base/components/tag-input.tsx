// The tag input (spec knowledge base §2): Enter, Tab or a comma adds the typed tag; blank names are
// rejected, repeats ignored; each tag can be removed. Suggestions come from the tags in use.
import { Badge, CloseButton, Field, Flex, Input } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX } from '../../../../contract/knowledge-base-constants';

/** The tags after adding `typed` (trimmed; blank and repeated names change nothing). */
export function addTag(tags: string[], typed: string): string[] {
  const name = typed.trim().slice(0, ARTICLE_TAG_MAX);
  if (!name || tags.some((t) => t.toLowerCase() === name.toLowerCase()) || tags.length >= ARTICLE_TAGS_MAX) return tags;
  return [...tags, name];
}

export function TagInput({
  tags,
  onChange,
  suggestions = [],
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  suggestions?: string[];
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const listId = useId();

  const commit = () => {
    onChange(addTag(tags, typed));
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || (event.key === 'Tab' && typed.trim())) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !typed && tags.length) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <Field.Root>
      <Field.Label>{t('knowledgeBase.form.tags')}</Field.Label>
      <Flex wrap="wrap" gap="1" mb={tags.length ? '2' : '0'}>
        {tags.map((tag) => (
          <Badge key={tag} size="lg" variant="subtle" pr="0">
            {tag}
            <CloseButton
              size="2xs"
              aria-label={t('knowledgeBase.form.removeTag', { tag })}
              onClick={() => onChange(tags.filter((x) => x !== tag))}
            />
          </Badge>
        ))}
      </Flex>
      <Input
        value={typed}
        list={listId}
        placeholder={t('knowledgeBase.form.tagsPlaceholder')}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (value.includes(',')) {
            onChange(value.split(',').slice(0, -1).reduce(addTag, tags));
            setTyped(value.split(',').pop() ?? '');
          } else setTyped(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => typed.trim() && commit()}
      />
      <datalist id={listId}>
        {suggestions
          .filter((s) => !tags.includes(s))
          .map((s) => (
            <option key={s} value={s} />
          ))}
      </datalist>
      <Field.HelperText>{t('knowledgeBase.form.tagsHelp')}</Field.HelperText>
    </Field.Root>
  );
}
