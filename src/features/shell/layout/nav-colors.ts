// Colours of the menu surfaces. In the light theme the menu is dark (the spec's "menu-dark" layout
// type); in the dark theme it is a shade darker than the page.
export const SIDEBAR_BG = { base: '#1e2a3b', _dark: 'gray.950' } as const;
export const SIDEBAR_FG = 'gray.300';
// gray.400: gray.500 was 3:1 on the light theme's menu and 3.9:1 on the dark one (AA asks 4.5:1).
export const SIDEBAR_CAPTION = 'gray.400';
export const SIDEBAR_HOVER_BG = 'whiteAlpha.100';
export const SIDEBAR_ACTIVE_BG = 'whiteAlpha.200';
export const SIDEBAR_ACCENT = 'blue.400';
export const SIDEBAR_WIDTH = '260px';
