// One searchable picker for several people, positions, divisions or responsibilities (issue 20 item
// 8: native multi-selects had no search and two people of the same name looked alike). A Chakra
// Combobox filters as you type — by the name and by the second line (an e-mail or a position), so
// "sam@north" finds the right Sam Lee — and each choice shows its second line under its name. What
// is picked stays visible as chips with a remove button named after the person and that line. With
// `single` it picks one (a filter), shown the same way.
import { Combobox, createListCollection, Field, Flex, Portal, Tag, Text, useFilter } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PickerChoice {
  id: number;
  name: string;
  /** A second line that tells two choices of the same name apart (an e-mail, a position). */
  detail?: string | null;
}

/** The label a choice is announced and shown by: its name, and its detail when two share the name. */
export function choiceLabel(choice: PickerChoice, all: readonly PickerChoice[]): string {
  const twins = all.filter((c) => c.name === choice.name).length > 1;
  return twins && choice.detail ? `${choice.name} (${choice.detail})` : choice.name;
}

/** The choices that match a search: by name or second line, whatever the case and accents. */
export function matchChoices(
  choices: readonly PickerChoice[],
  search: string,
  contains: (text: string, query: string) => boolean,
): PickerChoice[] {
  const query = search.trim();
  if (!query) return [...choices];
  return choices.filter((c) => contains(c.name, query) || (c.detail ? contains(c.detail, query) : false));
}

export function PeoplePicker({
  label,
  choices,
  value,
  onChange,
  placeholder,
  invalid,
  single = false,
}: {
  label: string;
  choices: readonly PickerChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  placeholder?: string;
  invalid?: boolean;
  /** One choice at most (a filter): picking another replaces it. */
  single?: boolean;
}) {
  const { t } = useTranslation();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [search, setSearch] = useState('');
  const hintId = useId();
  const collection = useMemo(
    () =>
      createListCollection({
        items: matchChoices(choices, search, contains),
        itemToString: (c) => choiceLabel(c, choices),
        itemToValue: (c) => String(c.id),
      }),
    [choices, search, contains],
  );
  const byId = useMemo(() => new Map(choices.map((c) => [c.id, c])), [choices]);
  const picked = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });

  return (
    <Field.Root invalid={invalid}>
      <Combobox.Root
        multiple={!single}
        collection={collection}
        value={value.map(String)}
        onValueChange={(e) => onChange(e.value.map(Number).slice(single ? -1 : 0))}
        // The input is for searching only (the combobox keeps its text): what is picked shows as
        // chips, so it empties after a pick and the whole list shows again.
        onInputValueChange={(e) => setSearch(e.reason === 'input-change' ? e.inputValue : '')}
        selectionBehavior="clear"
        openOnClick
        closeOnSelect={single}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        {picked.length > 0 && (
          <Flex as="ul" gap="1.5" wrap="wrap" mb="1.5" aria-label={t('peoplePicker.chosen', { label })}>
            {picked.map((c) => (
              <Tag.Root as="li" key={c.id} size="lg" variant="subtle" maxW="full">
                <Tag.Label>
                  {c.name}
                  {c.detail && (
                    <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                      {c.detail}
                    </Text>
                  )}
                </Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('peoplePicker.remove', { name: choiceLabel(c, choices) })}
                    onClick={() => onChange(value.filter((id) => id !== c.id))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Flex>
        )}
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder ?? t('peoplePicker.search')} aria-describedby={hintId} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger aria-label={t('peoplePicker.open', { label })} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Text id={hintId} srOnly>
          {t('peoplePicker.hint', { count: value.length })}
        </Text>
        {/* In a portal, as Chakra's docs have it: in place, the fields after it painted over the list. */}
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72" overflowY="auto">
              <Combobox.Empty>{t('peoplePicker.none')}</Combobox.Empty>
              {collection.items.map((c) => (
                <Combobox.Item key={c.id} item={c}>
                  <Flex direction="column" minW="0">
                    <Combobox.ItemText>{c.name}</Combobox.ItemText>
                    {c.detail && (
                      <Text fontSize="xs" color="fg.muted" truncate>
                        {c.detail}
                      </Text>
                    )}
                  </Flex>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Field.Root>
  );
}
