// Create or edit a company menu link: name, web address, optional parent link and order. Field
// problems are shown under the fields, the server's own refusals as toasts.
import { serverResponseText } from '../../../api/errors';
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../../../contract/company';
import { notify } from '../../../ui/toaster';
import { useCreateMenuLink } from '../api/create-menu-link';
import { useUpdateMenuLink } from '../api/update-menu-link';
import {
  parentOptions,
  toMenuLinkInput,
  validateMenuLink,
  type MenuLinkFormErrors,
  type MenuLinkFormValues,
} from '../lib/menu-link-input';

function initialValues(link: MenuLink | null): MenuLinkFormValues {
  return {
    name: link?.name ?? '',
    url: link?.url ?? '',
    parent: link?.parent ? String(link.parent) : '',
    order: String(link?.order ?? 0),
  };
}

function MenuLinkForm({ link, links, onDone }: { link: MenuLink | null; links: MenuLink[]; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateMenuLink();
  const update = useUpdateMenuLink();
  const [values, setValues] = useState(() => initialValues(link));
  const [errors, setErrors] = useState<MenuLinkFormErrors>({});
  const saving = create.isPending || update.isPending;
  const set = (field: keyof MenuLinkFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenuLink(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toMenuLinkInput(values);
    const handlers = {
      onSuccess: () => {
        notify('success', t(link ? 'settings.menuLinks.updated' : 'settings.menuLinks.created'));
        onDone();
      },
      onError: (error: unknown) => notify('error', serverResponseText(error)),
    };
    if (link) update.mutate({ id: link.id, patch: input }, handlers);
    else create.mutate(input, handlers);
  };

  const field = (name: keyof MenuLinkFormValues, label: string, type = 'text') => (
    <Field.Root required={name === 'name' || name === 'url'} invalid={Boolean(errors[name])}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={values[name]} onChange={(e) => set(name)(e.currentTarget.value)} />
      {errors[name] && <Field.ErrorText>{t(`settings.menuLinks.errors.${errors[name]}`)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {field('name', t('settings.menuLinks.name'))}
          {field('url', t('settings.menuLinks.url'), 'url')}
          <Field.Root>
            <Field.Label>{t('settings.menuLinks.parent')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.parent} onChange={(e) => set('parent')(e.currentTarget.value)}>
                <option value="">{t('settings.menuLinks.noParent')}</option>
                {parentOptions(links, link?.id ?? null).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {field('order', t('settings.menuLinks.order'), 'number')}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="blue" loading={saving}>
          {t('common.save')}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

export function MenuLinkDialog({
  link,
  links,
  open,
  onOpenChange,
}: {
  link: MenuLink | null;
  links: MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(link ? 'settings.menuLinks.editTitle' : 'settings.menuLinks.addTitle')}</Dialog.Title>
            </Dialog.Header>
            {open && (
              <MenuLinkForm key={link?.id ?? 'new'} link={link} links={links} onDone={() => onOpenChange(false)} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
