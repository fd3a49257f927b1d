// One row of the Employee List: selection (admins), photo, name linking to the profile, position,
// division in its colour and e-mail. One fixed height, so the list can draw only what is in view.
import { Badge, Box, Checkbox, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffListItem } from '../../../../contract/people';
import { Icon } from '../../../ui/icons';
import { StaffAvatar } from './staff-avatar';

export const EMPLOYEE_ROW_HEIGHT = 64;

export const staffName = (s: Pick<StaffListItem, 'first_name' | 'last_name' | 'email'>) =>
  `${s.first_name} ${s.last_name}`.trim() || s.email;

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
    <HStack h="full" gap="3" px="3" borderBottomWidth="1px" bg={selected ? 'bg.muted' : undefined}>
      {onSelect && (
        <Checkbox.Root checked={selected} onCheckedChange={(d) => onSelect(staff.id, d.checked === true)}>
          <Checkbox.HiddenInput aria-label={t('people.list.select', { name })} />
          <Checkbox.Control />
        </Checkbox.Root>
      )}
      <StaffAvatar name={name} photo={staff.photo} gender={staff.gender} />
      <Stack gap="0" minW="0" flex="1">
        <Link asChild fontWeight="semibold" truncate>
          <RouterLink to={`/account/employee/${staff.id}`}>{name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[staff.position_name, staff.email].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Box display={{ base: 'none', md: 'block' }} minW="40" maxW="56">
        {staff.division_name && (
          <Badge variant="subtle" maxW="full" truncate>
            <Box
              as="span"
              w="2"
              h="2"
              rounded="full"
              flexShrink="0"
              style={{ background: staff.division_color ?? undefined }}
            />
            {staff.division_name}
          </Badge>
        )}
      </Box>
      <Text display={{ base: 'none', lg: 'block' }} fontSize="sm" color="fg.muted" w="40" truncate>
        {staff.manager_name ?? ''}
      </Text>
      {!staff.is_activated && (
        <Badge colorPalette="orange" display={{ base: 'none', sm: 'inline-flex' }}>
          {t('people.list.invited')}
        </Badge>
      )}
      {onDelete && (
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('people.list.delete', { name })}
          onClick={() => onDelete(staff)}
        >
          <Icon name="trash" />
        </IconButton>
      )}
    </HStack>
  );
});
