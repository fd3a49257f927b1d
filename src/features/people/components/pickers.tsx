// Selects of the company's divisions, positions, staff and user types, as the forms and filters use
// them. '' means none (or "any" in a filter, with its own label).
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '../../../../contract/people-constants';
import { OptionsSelect } from '../../../ui/options-select';
import { useDivisions, usePositions } from '../api/organisation';
import { useStaffSimple } from '../api/get-staff-simple';

interface PickerProps {
  value: string;
  onChange: (value: string) => void;
  /** The label of the empty choice ("Any division", "None"). */
  emptyLabel: string;
  label?: string;
  id?: string;
  size?: 'sm' | 'md';
}

export function DivisionPicker(props: PickerProps) {
  const divisions = useDivisions().data ?? [];
  return <OptionsSelect {...props} options={divisions.map((d) => ({ value: String(d.id), label: d.division_name }))} />;
}

export function PositionPicker(props: PickerProps) {
  const positions = usePositions().data ?? [];
  return <OptionsSelect {...props} options={positions.map((p) => ({ value: String(p.id), label: p.name }))} />;
}

export function StaffPicker({ exclude, ...props }: PickerProps & { exclude?: number }) {
  const staff = useStaffSimple().data ?? [];
  return (
    <OptionsSelect
      {...props}
      options={staff.filter((s) => s.id !== exclude).map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

export function UserTypePicker(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <OptionsSelect
      {...props}
      options={USER_TYPES.map((u) => ({ value: u.user_type_slug, label: t(`people.userTypes.${u.user_type_slug}`) }))}
    />
  );
}
