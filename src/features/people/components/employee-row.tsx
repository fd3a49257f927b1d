// One row of the Employee List: selection (admins), photo, name linking to the profile, position,
// division in its colour and e-mail. One fixed height, so the list can draw only what is in view.
// Rows are plain elements with class names, styled once by the list (employeeRowStyles): scrolling
// 10,000 people mounts rows all the time, and Chakra's components cost each row a style
// computation per part and a state machine for its checkbox and its avatar, which made the
// slowest scroll frames (people bench). The look is the same as Chakra's Checkbox, Avatar, Badge
// and ghost IconButton.
import type { SystemStyleObject } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffListItem } from '../../../../contract/people';
import { apiUrl } from '../../../api/client';
import { Icon } from '../../../ui/icons';

export const EMPLOYEE_ROW_HEIGHT = 64;

export const staffName = (s: Pick<StaffListItem, 'first_name' | 'last_name' | 'email'>) =>
  `${s.first_name} ${s.last_name}`.trim() || s.email;

/** The first letters of the first and last words, as Chakra's Avatar shows them. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/** The avatar's colour without a photo (spec people §3: gender only chooses the default avatar). */
const palette = (gender: string | null | undefined) =>
  gender === 'FEMALE' ? 'pink' : gender === 'OTHER' ? 'purple' : undefined;

/** A small label in a colour, as Chakra's subtle Badge draws it. */
const badge: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  px: '1.5',
  minHeight: '5',
  borderRadius: 'l2',
  fontSize: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
};

/** A square of the avatar's and the icon button's size (sm), its content centred. */
const square: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  width: '9',
  height: '9',
};

/** Styles of every row, for the box that holds the list (`css` on a Chakra element). */
export const employeeRowStyles: SystemStyleObject = {
  '& .employee-row': {
    display: 'flex',
    alignItems: 'center',
    height: 'full',
    gap: '3',
    px: '3',
    borderBottomWidth: '1px',
    '&[data-selected]': { bg: 'bg.muted' },
  },
  '& .employee-row__check': { width: '4', height: '4', flexShrink: '0', accentColor: 'colorPalette.solid', m: '0' },
  '& .employee-row__avatar': {
    ...square,
    position: 'relative',
    borderRadius: 'full',
    overflow: 'hidden',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1',
    userSelect: 'none',
    bg: 'colorPalette.muted',
    color: 'colorPalette.fg',
    colorPalette: 'blue',
    '&[data-palette=pink]': { colorPalette: 'pink' },
    '&[data-palette=purple]': { colorPalette: 'purple' },
    '& img': { position: 'absolute', inset: '0', width: 'full', height: 'full', objectFit: 'cover' },
  },
  '& .employee-row__main': { display: 'flex', flexDirection: 'column', minWidth: '0', flex: '1' },
  '& .employee-row__name': {
    fontWeight: 'semibold',
    truncate: true,
    color: 'fg',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
  '& .employee-row__detail': { fontSize: 'sm', color: 'fg.muted', truncate: true },
  '& .employee-row__division': { display: { base: 'none', md: 'block' }, width: '48', flexShrink: '0' },
  '& .employee-row__badge': {
    ...badge,
    gap: '1',
    maxWidth: 'full',
    overflow: 'hidden',
    bg: 'gray.subtle',
    color: 'gray.fg',
  },
  '& .employee-row__dot': { width: '2', height: '2', borderRadius: 'full', flexShrink: '0' },
  '& .employee-row__manager': {
    display: { base: 'none', lg: 'block' },
    width: '40',
    flexShrink: '0',
    fontSize: 'sm',
    color: 'fg.muted',
    truncate: true,
  },
  // A column of its own, kept when empty, so the division and manager columns line up.
  '& .employee-row__status': { display: { base: 'none', sm: 'block' }, width: '20', flexShrink: '0' },
  '& .employee-row__invited': {
    ...badge,
    bg: 'orange.subtle',
    color: 'orange.fg',
  },
  '& .employee-row__delete': {
    ...square,
    borderRadius: 'l2',
    color: 'fg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
};

export const EmployeeRow = memo(function EmployeeRow({
  staff,
  selected,
  onSelect,
  onDelete,
}: {
  staff: StaffListItem;
  selected: boolean;
  /** Admins only: selection for the bulk actions. */
  onSelect?: (id: number, selected: boolean) => void;
  onDelete?: (staff: StaffListItem) => void;
}) {
  const { t } = useTranslation();
  const name = staffName(staff);
  return (
    <div className="employee-row" data-selected={selected || undefined}>
      {onSelect && (
        <input
          type="checkbox"
          className="employee-row__check"
          checked={selected}
          onChange={(e) => onSelect(staff.id, e.currentTarget.checked)}
          aria-label={t('people.list.select', { name })}
        />
      )}
      <span className="employee-row__avatar" data-palette={palette(staff.gender)}>
        {initialsOf(name)}
        {staff.photo && (
          // A photo that fails to load leaves the initials showing, as Chakra's Avatar does.
          <img src={apiUrl(staff.photo)} alt="" onError={(e) => (e.currentTarget.hidden = true)} />
        )}
      </span>
      <span className="employee-row__main">
        <RouterLink className="employee-row__name" to={`/account/employee/${staff.id}`}>
          {name}
        </RouterLink>
        <span className="employee-row__detail">{[staff.position_name, staff.email].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="employee-row__division">
        {staff.division_name && (
          <span className="employee-row__badge">
            <span className="employee-row__dot" style={{ background: staff.division_color ?? undefined }} />
            {staff.division_name}
          </span>
        )}
      </span>
      <span className="employee-row__manager">{staff.manager_name ?? ''}</span>
      <span className="employee-row__status">
        {!staff.is_activated && <span className="employee-row__invited">{t('people.list.invited')}</span>}
      </span>
      {onDelete && (
        <button
          type="button"
          className="employee-row__delete"
          aria-label={t('people.list.delete', { name })}
          onClick={() => onDelete(staff)}
        >
          <Icon name="trash" />
        </button>
      )}
    </div>
  );
});
