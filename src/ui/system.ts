// The Chakra design system of the app: Chakra's base (conditions, utilities, preflight), the default
// theme's tokens, semantic tokens, text/layer/animation styles, keyframes and global CSS, and only
// the recipes of the components the app renders. The default system carries ~90 recipes (date
// pickers, colour pickers, carousels…) on every page; a recipe missing here would leave its
// component unstyled without an error, so system.test.ts checks that every Chakra component
// imported under src/ finds its recipe here.
//
// Two changes to Chakra's defaults, for staff on phones outdoors (issue 18): controls are at least
// 44×44 px on touch screens (touch-targets.ts), and the status text colours meet WCAG AA (4.5:1) on
// the light backgrounds (statusTextColors below).
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { touchStyles, withTouch, withTouchSlots } from './touch-targets';

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The recipes of the components used under src/ (keys as Chakra's components look them up). */
const recipes = {
  badge: badgeRecipe,
  // Also IconButton and CloseButton, which use the button recipe.
  button: withTouch(buttonRecipe),
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: withTouch(inputRecipe, touchStyles.row),
  inputAddon: inputAddonRecipe,
  // Links that stand alone (a title in a list, "Back"). min-height does not apply to a link
  // rendered inline in a sentence (display: inline), which WCAG 2.5.8 exempts anyway.
  link: withTouch(linkRecipe),
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: withTouch(textareaRecipe, touchStyles.row),
};

const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  // The whole row (box and label) is the target: the box keeps its size, the row grows.
  checkbox: withTouchSlots(checkboxSlotRecipe, { root: touchStyles.row }),
  collapsible: collapsibleSlotRecipe,
  // The people picker: its search field and each person in the list are tapped.
  combobox: withTouchSlots(comboboxSlotRecipe, { input: touchStyles.row, item: touchStyles.row }),
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: withTouchSlots(menuSlotRecipe, { item: touchStyles.row }),
  nativeSelect: withTouchSlots(nativeSelectSlotRecipe, { field: touchStyles.row }),
  progress: progressSlotRecipe,
  radioGroup: withTouchSlots(radioGroupSlotRecipe, { item: touchStyles.row }),
  // The schedule's By person / By position switch.
  segmentGroup: withTouchSlots(segmentGroupSlotRecipe, { item: touchStyles.row }),
  switch: withTouchSlots(switchSlotRecipe, { root: touchStyles.row }),
  table: tableSlotRecipe,
  // The people picker's chips.
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Chakra's light status colours are 3.3:1 (green.600), 3.8:1 (red.500) and 3.6:1 (orange.600) on
 * white, less on gray.50: too faint for text read in sunlight ("Ready offline", "(done)", a value
 * gone wrong). The 700 shades are 6.2:1 or more on white, gray.50 and gray.100; dark mode's already
 * pass (6.4:1 or more on black and gray.900) and are unchanged.
 */
const statusTextColors = {
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
};

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: { ...tokens.fonts, heading: { value: SYSTEM_FONTS }, body: { value: SYSTEM_FONTS } },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, fg: { ...semanticTokens.colors?.fg, ...statusTextColors } },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let system: SystemContext | null = null;

/**
 * The system, created on first use rather than when this module loads: building its token
 * dictionary and conditions is the heaviest work of the start-up, and src/main.tsx gives it a task
 * of its own, between loading the code and rendering, so no single task blocks input for all three.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(mergeConfigs(defaultBaseConfig, themeConfig));
  return system;
}
