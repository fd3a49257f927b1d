// The company logo: the current one, a new file to upload (PNG, JPEG or WebP up to 2 MB, checked
// here before the server checks again), or removal.
import { Box, Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_LOGO_MAX_BYTES, COMPANY_LOGO_TYPES } from '../../../../contract/company-constants';
import { apiUrl } from '../../../api/client';

export function logoProblem(file: File): 'type' | 'size' | null {
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > COMPANY_LOGO_MAX_BYTES) return 'size';
  return null;
}

const src = (path: string) => (/^https?:\/\//.test(path) ? path : apiUrl(path));

export function LogoField({
  current,
  value,
  onChange,
  disabled,
}: {
  current: string | null;
  /** undefined: keep the current logo; null: remove it; a File: upload it. */
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (value === null || !current ? null : src(current));

  return (
    <Field.Root invalid={problem !== null} disabled={disabled}>
      <Field.Label>{t('settings.company.logo')}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          boxSize="16"
          rounded="md"
          borderWidth="1px"
          display="grid"
          placeItems="center"
          bg="bg.muted"
          overflow="hidden"
        >
          {shown ? (
            <Image src={shown} alt={t('settings.company.logoPreview')} maxH="full" objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {t('settings.company.noLogo')}
            </Text>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept={COMPANY_LOGO_TYPES.join(',')}
          hidden
          aria-label={t('settings.company.chooseLogo')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            const found = logoProblem(file);
            setProblem(found);
            if (!found) onChange(file);
          }}
        />
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          {t('settings.company.chooseLogo')}
        </Button>
        {shown && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            onClick={() => onChange(current ? null : undefined)}
          >
            {t('settings.company.removeLogo')}
          </Button>
        )}
      </HStack>
      <Field.HelperText>{t('settings.company.logoHelp')}</Field.HelperText>
      {problem && <Field.ErrorText>{t(`settings.company.logoProblem.${problem}`)}</Field.ErrorText>}
    </Field.Root>
  );
}
