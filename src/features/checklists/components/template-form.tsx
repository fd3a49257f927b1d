// The template editor: name, description and the items in order (label, kind, required, and the
// options of a choice item). Items move up and down with buttons, which work on a phone and from
// the keyboard alike. The server checks it again; its 400 messages are shown as they come.
import {
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_ITEM_KINDS, type ChecklistItemKind, type TemplateInput } from '../../../../contract/checklists';

interface DraftItem {
  key: string;
  id?: number;
  label: string;
  kind: ChecklistItemKind;
  required: boolean;
  options: string;
}

export interface TemplateFormValue {
  name: string;
  description: string;
  items: Array<{ id?: number; label: string; kind: ChecklistItemKind; required: boolean; options: string[] }>;
}

const newItem = (): DraftItem => ({
  key: crypto.randomUUID(),
  label: '',
  kind: 'checkbox',
  required: false,
  options: '',
});

export function TemplateForm({
  initial,
  busy,
  errors,
  onSubmit,
}: {
  initial?: TemplateFormValue;
  busy: boolean;
  errors: Record<string, string[]>;
  onSubmit: (input: TemplateInput) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [items, setItems] = useState<DraftItem[]>(
    initial?.items.map((i) => ({ ...i, key: String(i.id ?? crypto.randomUUID()), options: i.options.join(', ') })) ?? [
      newItem(),
    ],
  );
  const change = (index: number, patch: Partial<DraftItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: number) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <Stack
      as="form"
      gap="4"
      maxW="3xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({
          name,
          description,
          items: items.map(({ id, label, kind, required, options }) => ({
            ...(id ? { id } : {}),
            label,
            kind,
            required,
            options:
              kind === 'choice'
                ? options
                    .split(',')
                    .map((o) => o.trim())
                    .filter(Boolean)
                : [],
          })),
        });
      }}
    >
      <Field.Root required invalid={Boolean(errors.name)}>
        <Field.Label>{t('checklists.templates.name')}</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
        <Field.ErrorText>{errors.name?.join(' ')}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('checklists.templates.description')}</Field.Label>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field.Root>
      <Text fontWeight="semibold">{t('checklists.templates.itemsTitle')}</Text>
      {errors.items && <Text color="red.600">{errors.items.join(' ')}</Text>}
      <Stack gap="3" as="ol" ps="0" listStyleType="none">
        {items.map((item, index) => (
          <Stack
            as="li"
            key={item.key}
            gap="2"
            borderWidth="1px"
            rounded="md"
            p="3"
            aria-label={t('checklists.templates.itemN', { n: index + 1 })}
          >
            <Field.Root required invalid={Boolean(errors[`items.${index}.label`])}>
              <Field.Label>{t('checklists.templates.label')}</Field.Label>
              <Input value={item.label} onChange={(e) => change(index, { label: e.target.value })} />
              <Field.ErrorText>{errors[`items.${index}.label`]?.join(' ')}</Field.ErrorText>
            </Field.Root>
            <HStack wrap="wrap" gap="3" align="end">
              <Field.Root maxW="xs">
                <Field.Label>{t('checklists.templates.kind')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={item.kind}
                    onChange={(e) => change(index, { kind: e.target.value as ChecklistItemKind })}
                  >
                    {CHECKLIST_ITEM_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`checklists.kinds.${kind}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Checkbox.Root
                checked={item.required}
                onCheckedChange={(d) => change(index, { required: d.checked === true })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('checklists.templates.required')}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            {item.kind === 'choice' && (
              <Field.Root invalid={Boolean(errors[`items.${index}.options`])}>
                <Field.Label>{t('checklists.templates.options')}</Field.Label>
                <Input value={item.options} onChange={(e) => change(index, { options: e.target.value })} />
                <Field.HelperText>{t('checklists.templates.optionsHelp')}</Field.HelperText>
                <Field.ErrorText>{errors[`items.${index}.options`]?.join(' ')}</Field.ErrorText>
              </Field.Root>
            )}
            <HStack gap="1">
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t('checklists.templates.moveUp')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </IconButton>
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t('checklists.templates.moveDown')}
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </IconButton>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={items.length === 1}
                onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
              >
                {t('checklists.templates.removeItem')}
              </Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
      <HStack>
        <Button variant="outline" onClick={() => setItems((all) => [...all, newItem()])}>
          {t('checklists.templates.addItem')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('checklists.templates.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
