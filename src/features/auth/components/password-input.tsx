// A password input with a show/hide toggle (Chakra v3 ships PasswordInput only as a CLI snippet, so
// this is the small version the auth forms need). The toggle is a real button whose aria-pressed
// says whether the password is shown; it does not submit the form.
import { forwardRef, useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={t('auth.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
});
