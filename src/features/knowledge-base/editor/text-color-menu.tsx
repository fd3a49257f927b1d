// The text colour button (issue 20, item 5): a menu of the palette's colours (contract/article-format.ts)
// and the default colour. Its icon's bar shows the colour at the caret; like every toolbar button it
// is named as its tooltip says. Choosing gives the caret back to the document.
import { Box, IconButton, Menu, Portal, Tooltip } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';
import { ARTICLE_TEXT_COLORS, type ArticleTextColor } from '../../../../contract/article-format';
import { Icon } from '../../../ui/icons';
import { currentTextColor, setTextColor } from './format-commands';
import { keepSelection } from './tool-button';

const DEFAULT = 'default';

export function TextColorMenu() {
  const { t } = useTranslation();
  const editor = useSlateStatic();
  const id = useId();
  const chosen = useRef(false);
  // Re-renders when the colour at the caret changes, not on every key (issue 19).
  const color = useSlateSelector(currentTextColor);
  const label = t('knowledgeBase.editor.textColor');
  return (
    <Menu.Root
      ids={{ trigger: id }}
      onSelect={(d) => {
        chosen.current = true;
        setTextColor(editor, d.value === DEFAULT ? null : (d.value as ArticleTextColor));
      }}
      onExitComplete={() => {
        if (chosen.current) ReactEditor.focus(editor);
        chosen.current = false;
      }}
    >
      {/* The tooltip and the menu share the trigger (Chakra's "menu with tooltip" pattern). */}
      <Tooltip.Root ids={{ trigger: id }} openDelay={300} closeDelay={0} lazyMount unmountOnExit>
        <Tooltip.Trigger asChild>
          <Menu.Trigger asChild>
            <IconButton size="sm" variant="ghost" aria-label={label} onMouseDown={keepSelection}>
              <Box position="relative" display="inline-flex">
                <Icon name="text-color" />
                <Box
                  position="absolute"
                  left="0"
                  right="0"
                  bottom="-1px"
                  height="3px"
                  borderRadius="sm"
                  bg={color ?? 'fg'}
                  aria-hidden
                />
              </Box>
            </IconButton>
          </Menu.Trigger>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value={DEFAULT}>
              <Box boxSize="3" borderRadius="full" borderWidth="1px" bg="fg" aria-hidden />
              {t('knowledgeBase.editor.colors.default')}
            </Menu.Item>
            {ARTICLE_TEXT_COLORS.map((c) => (
              <Menu.Item key={c.value} value={c.value}>
                <Box boxSize="3" borderRadius="full" bg={c.value} aria-hidden />
                {t(`knowledgeBase.editor.colors.${c.name}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
