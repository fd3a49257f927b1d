// Touch targets for staff in the field (issue 18): on a phone, or any device whose main pointer is a
// finger, every control Chakra draws is at least 44×44 CSS px (WCAG 2.5.5, Apple's and Google's
// minimum), whatever `size` a screen asked for. Desktop keeps the denser sizes: the rule is a media
// query on the recipes, not new sizes, so no screen has to remember to pick a "touch" size.
//
// Only min-width/min-height are added: a recipe's own height, padding and font stay, so a small
// button grows its hit box (and looks a little taller) rather than changing its design. Rows that
// hold a small control (a checkbox and its label, a menu item) grow the row, never the box drawn.
import type { SystemStyleObject } from '@chakra-ui/react';

/** Phones (below Chakra's `md`, 48em) and coarse pointers (tablets, touch laptops). */
export const TOUCH_MEDIA = '@media (max-width: 47.99em), (pointer: coarse)';

/** 44 px: sizes.11 is 2.75rem. */
export const TOUCH_MIN = '11';

const box: SystemStyleObject = { minH: TOUCH_MIN, minW: TOUCH_MIN };
const row: SystemStyleObject = { minH: TOUCH_MIN };

interface RecipeLike {
  base?: SystemStyleObject;
}
interface SlotRecipeLike {
  base?: Partial<Record<string, SystemStyleObject>>;
}

/** The recipe with `touch` styles added to its base under TOUCH_MEDIA. */
export function withTouch<T extends RecipeLike>(recipe: T, touch: SystemStyleObject = box): T {
  return { ...recipe, base: { ...recipe.base, [TOUCH_MEDIA]: touch } };
}

/** The slot recipe with touch styles added to the named slots' base under TOUCH_MEDIA. */
export function withTouchSlots<T extends SlotRecipeLike>(recipe: T, touch: Record<string, SystemStyleObject>): T {
  const base: Record<string, SystemStyleObject> = { ...(recipe.base as Record<string, SystemStyleObject>) };
  for (const [slot, styles] of Object.entries(touch)) base[slot] = { ...base[slot], [TOUCH_MEDIA]: styles };
  return { ...recipe, base };
}

export const touchStyles = { box, row } as const;
