// Menu-link endpoints (spec shell §7 "Shell calls" 1). Any signed-in user reads the company's links
// (the shell appends them to everyone's menu); only the admin user type manages them (spec shell
// §6: "Additional Menu Links" belongs to user_type_slug admin).
import { ADMIN_USER_TYPE_SLUG } from '../../../contract/apps';
import { menuLinkCreateSchema, menuLinkParentRequestSchema, menuLinkPatchSchema } from '../../../contract/company';
import { created, noContent, route, type AuthContext } from '../../lib/route';
import { changeMenuLink, createMenuLink, getMenuLinks, removeMenuLink } from './menu-links.service';
import { idParamsSchema } from '../../lib/params';

const adminType = (auth: AuthContext) => auth.userTypeSlug === ADMIN_USER_TYPE_SLUG;

export const menuLinksRoutes = [
  route({
    method: 'GET',
    url: '/account/api/menu-links/',
    // Not paginated: the shell appends the whole list to its menu, sorted by order then id.
    handler: ({ db, auth }) => getMenuLinks(db, auth.companyId),
  }),
  route({
    method: 'POST',
    url: '/account/api/menu-link/',
    allow: adminType,
    body: menuLinkCreateSchema,
    handler: async ({ db, auth, body }) => created(await createMenuLink(db, auth.companyId, body)),
  }),
  route({
    method: 'PATCH',
    url: '/account/api/menu-link/:id/',
    allow: adminType,
    params: idParamsSchema,
    body: menuLinkPatchSchema,
    handler: ({ db, auth, params, body }) => changeMenuLink(db, auth.companyId, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/account/api/menu-link/:id/',
    allow: adminType,
    params: idParamsSchema,
    handler: async ({ db, auth, params }) => {
      await removeMenuLink(db, auth.companyId, params.id);
      return noContent();
    },
  }),
  route({
    method: 'PATCH',
    url: '/account/api/add-delete-menu-link/:id/',
    // Adds the link to a group ({parent: id}) or takes it out to the top level ({parent: null}).
    allow: adminType,
    params: idParamsSchema,
    body: menuLinkParentRequestSchema,
    handler: ({ db, auth, params, body }) => changeMenuLink(db, auth.companyId, params.id, { parent: body.parent }),
  }),
];
