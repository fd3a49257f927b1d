// One toolbar button of the article editor: an icon from the app's set (src/ui/icons.tsx: SVG, so it
// draws wherever the emoji it replaces showed as an empty box), whose accessible name is the words of
// its tooltip, and which says whether it is on (aria-pressed) when it toggles something. Pressing it
// keeps the selection in the document (the mouse down is not allowed to take the focus).
import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Icon, type IconName } from '../../../ui/icons';

export interface ToolButtonProps {
  label: string;
  icon: IconName;
  onPress: () => void;
  /** On or off, for a button that toggles (a mark, a list, an alignment); leave out for an action. */
  pressed?: boolean;
  disabled?: boolean;
}

export const keepSelection = (event: MouseEvent) => event.preventDefault();

export function ToolButton({ label, icon, onPress, pressed, disabled }: ToolButtonProps) {
  return (
    <Tooltip.Root openDelay={300} closeDelay={0} lazyMount unmountOnExit positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          size="sm"
          variant={pressed ? 'solid' : 'ghost'}
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onMouseDown={keepSelection}
          onClick={onPress}
        >
          <Icon name={icon} />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
