// Who may do what in the knowledge base (spec knowledge-base §6): KB admins write articles,
// categories, types, definitions and see drafts, read activity and every acknowledgement; a company
// admin counts as one. Everyone else with the app reads what is visible or assigned to them.
import type { AuthContext } from '../../lib/route';

export const isKbAdmin = (auth: AuthContext) => auth.roles.user_is_kb_admin || auth.roles.user_is_admin;
