// A person's name on a row of the acknowledgement pages: opens their knowledge-base view. The open
// person is kept in the URL (?person=) so Back closes it and a link shares it.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStaffChoices } from '../api/get-filter-choices';
import { idParam } from './filters';
import { PersonDialog } from './person-dialog';

interface PersonState {
  values: { person: string };
  page: number;
  set: (changes: { person?: string; page?: number }) => void;
}

export function PersonLink({ staffId, name, state }: { staffId: number; name: string; state: PersonState }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      height="auto"
      textDecoration="underline"
      aria-label={t('kbAcks.person.open', { name })}
      onClick={() => state.set({ person: String(staffId), page: state.page })}
    >
      {name}
    </Button>
  );
}

/** The dialog of the person in the URL, named from the company's staff list. */
export function OpenPerson({ state }: { state: PersonState }) {
  const staffId = idParam(state.values.person);
  const staff = useStaffChoices();
  const name = staff.find((s) => s.id === staffId)?.name ?? '';
  return <PersonDialog staffId={staffId} name={name} onClose={() => state.set({ person: '', page: state.page })} />;
}
