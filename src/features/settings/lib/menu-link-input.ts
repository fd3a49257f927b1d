// Client-side checks of the menu-link form, with the limits of the server's menuLinkCreateSchema
// (contract/company-constants.ts) but without its zod: a name, a web address (http or https only:
// links open in a new tab from everyone's menu), an optional parent that is not the link itself or
// one of its descendants, and a whole-number order.
import type { MenuLink, MenuLinkCreate } from '../../../../contract/company';
import { DEFAULT_MENU_LINK_ICON, MENU_LINK_NAME_MAX, MENU_LINK_URL_MAX } from '../../../../contract/company-constants';

export interface MenuLinkFormValues {
  name: string;
  url: string;
  parent: string;
  order: string;
}

export type MenuLinkFormErrors = Partial<Record<keyof MenuLinkFormValues, 'required' | 'url' | 'order' | 'tooLong'>>;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateMenuLink(values: MenuLinkFormValues): MenuLinkFormErrors {
  const errors: MenuLinkFormErrors = {};
  const name = values.name.trim();
  const url = values.url.trim();
  if (!name) errors.name = 'required';
  else if (name.length > MENU_LINK_NAME_MAX) errors.name = 'tooLong';
  if (!url) errors.url = 'required';
  else if (url.length > MENU_LINK_URL_MAX) errors.url = 'tooLong';
  else if (!isWebUrl(url)) errors.url = 'url';
  if (values.order.trim() !== '' && !/^-?\d{1,9}$/.test(values.order.trim())) errors.order = 'order';
  return errors;
}

export function toMenuLinkInput(values: MenuLinkFormValues): MenuLinkCreate {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    icon: DEFAULT_MENU_LINK_ICON,
    parent: values.parent ? Number(values.parent) : null,
    order: values.order.trim() ? Number(values.order.trim()) : 0,
  };
}

/** Links that may become the parent of `editing`: not itself, nor anything nested under it. */
export function parentOptions(links: readonly MenuLink[], editing: number | null): MenuLink[] {
  if (editing === null) return [...links];
  const excluded = new Set([editing]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const link of links) {
      if (link.parent !== null && excluded.has(link.parent) && !excluded.has(link.id)) {
        excluded.add(link.id);
        grew = true;
      }
    }
  }
  return links.filter((link) => !excluded.has(link.id));
}
