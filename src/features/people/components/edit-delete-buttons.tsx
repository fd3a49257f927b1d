// The edit and delete icon buttons at the end of a row (positions, responsibilities), each named
// after its row for screen readers.
import { HStack, IconButton } from '@chakra-ui/react';
import { Icon } from '../../../ui/icons';

export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <HStack gap="1" justify="end">
      <IconButton size="sm" variant="ghost" aria-label={editLabel} onClick={onEdit}>
        <Icon name="edit" />
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={deleteLabel} onClick={onDelete}>
        <Icon name="trash" />
      </IconButton>
    </HStack>
  );
}
