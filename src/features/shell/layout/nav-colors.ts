// Colours of the menu surfaces. In the light theme the menu is dark (the spec's "menu-dark" layout
// type); in the dark theme it is a shade darker than the page.
export const SIDEBAR_BG = { base: '#1e2a3b', _dark: 'gray.950' } as const;
export const SIDEBAR_FG = 'gray.300';
export const SIDEBAR_CAPTION = 'gray.500';
export const SIDEBAR_HOVER_BG = 'whiteAlpha.100';
export const SIDEBAR_ACTIVE_BG = 'whiteAlpha.200';
export const SIDEBAR_ACCENT = 'blue.400';
export const SIDEBAR_WIDTH = '260px';
