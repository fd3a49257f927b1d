// Bulk edit of the selected positions (spec people §7 POST bulk-edit-positions/): the same division,
// position reported to or order for each; fields left at "no change" are not sent. A position that
// would report to itself or to one under it is refused on its own, listed as "Error for ID {id}:
// {reason}" (§4, §8), and the others are changed.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position, PositionUpdate } from '../../../../contract/people';
import { useBulkEditPositions } from '../api/organisation';
import { BulkDialog } from './bulk-dialog';
import { DivisionPicker } from './pickers';
import { orderOptions } from './position-dialog';

/** The manager select's value for "reports to nobody" (null), apart from '' (no change). */
const NO_MANAGER = 'none';

export function PositionBulkEditDialog({
  ids,
  positions,
  open,
  onOpenChange,
}: {
  ids: number[];
  positions: Position[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const edit = useBulkEditPositions();
  const [division, setDivision] = useState('');
  const [manager, setManager] = useState('');
  const [order, setOrder] = useState('');

  function save() {
    const changes: Pick<PositionUpdate, 'division' | 'manager' | 'order'> = {};
    if (division) changes.division = Number(division);
    if (manager) changes.manager = manager === NO_MANAGER ? null : Number(manager);
    if (order) changes.order = Number(order);
    return edit.mutateAsync({ ids, changes });
  }

  const noChange = t('people.bulk.noChange');
  return (
    <BulkDialog
      title={t('people.positions.bulkTitle', { count: ids.length })}
      open={open}
      saving={edit.isPending}
      canSave={Boolean(division || manager || order)}
      onSave={save}
      onOpenChange={onOpenChange}
    >
      <Field.Root>
        <Field.Label htmlFor="bulk-position-division">{t('people.fields.division')}</Field.Label>
        <DivisionPicker id="bulk-position-division" value={division} onChange={setDivision} emptyLabel={noChange} />
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor="bulk-position-manager">{t('people.positions.reportsTo')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="bulk-position-manager"
            value={manager}
            onChange={(e) => setManager(e.currentTarget.value)}
          >
            <option value="">{noChange}</option>
            <option value={NO_MANAGER}>{t('people.positions.reportsToNobody')}</option>
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor="bulk-position-order">{t('people.positions.order')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id="bulk-position-order" value={order} onChange={(e) => setOrder(e.currentTarget.value)}>
            <option value="">{noChange}</option>
            {orderOptions(positions.length).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </BulkDialog>
  );
}
