// The form's save menu (spec knowledge base §2): Save As Draft (its tooltip: only other admins see
// drafts); Save & Publish (in edit mode "Update & Notify", for a draft "Save & Publish"); "Update &
// Don't Notify" (edit mode, published articles only); "Save & Add Another" (create mode only).
// Disabled while uploading ("Please Upload or Cancel Before Saving", §5) or submitting.
import { Button, Flex, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DRAFT_TOOLTIP, SAVE_WHILE_UPLOADING } from '../../../../contract/knowledge-base-constants';
import type { FormMode, SaveIntent } from '../api/save-article';

export type SaveChoice = SaveIntent | 'publish-add-another';

export function saveChoices(mode: FormMode['mode']): SaveChoice[] {
  if (mode === 'create') return ['publish', 'draft', 'publish-add-another'];
  if (mode === 'edit') return ['publish', 'publish-silently', 'draft'];
  return ['publish', 'draft'];
}

interface SaveMenuProps {
  mode: FormMode['mode'];
  uploading: boolean;
  submitting: boolean;
  onSave: (choice: SaveChoice) => void;
}

export function SaveMenu({ mode, uploading, submitting, onSave }: SaveMenuProps) {
  const { t } = useTranslation();
  const label = (choice: SaveChoice) => {
    if (choice === 'publish')
      return t(mode === 'edit' ? 'knowledgeBase.save.updateNotify' : 'knowledgeBase.save.publish');
    return t(`knowledgeBase.save.${choice}`);
  };
  const [primary, ...others] = saveChoices(mode);
  const disabled = uploading || submitting;
  return (
    <Flex direction="column" gap="1" align="flex-end">
      <Flex gap="0">
        <Button
          colorPalette="blue"
          borderEndRadius="0"
          loading={submitting}
          disabled={disabled}
          onClick={() => onSave(primary!)}
        >
          {label(primary!)}
        </Button>
        <Menu.Root positioning={{ placement: 'top-end' }}>
          <Menu.Trigger asChild>
            <Button
              colorPalette="blue"
              borderStartRadius="0"
              borderStartWidth="1px"
              px="2"
              disabled={disabled}
              aria-label={t('knowledgeBase.save.more')}
            >
              ▾
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {others.map((choice) => (
                  <Menu.Item
                    key={choice}
                    value={choice}
                    onSelect={() => onSave(choice)}
                    title={choice === 'draft' ? DRAFT_TOOLTIP : undefined}
                  >
                    <Flex direction="column">
                      <span>{label(choice)}</span>
                      {choice === 'draft' && (
                        <Text fontSize="xs" color="fg.muted">
                          {DRAFT_TOOLTIP}
                        </Text>
                      )}
                    </Flex>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      {uploading && (
        <Text fontSize="sm" color="fg.error" role="status">
          {SAVE_WHILE_UPLOADING}
        </Text>
      )}
    </Flex>
  );
}
