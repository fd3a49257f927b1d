// Who may do what in the knowledge base, mirroring the server's guards (spec knowledge base §6): KB
// admins write articles, see drafts, manage categories and article types; staff read and acknowledge.
import type { LoggedInUser } from '../../../../contract/account';

type User = Pick<LoggedInUser, 'user_roles' | 'company'>;

export function hasKnowledgeBaseApp(user: User): boolean {
  return user.company.active_app.some((app) => app.app_name === 'knowledge_base');
}

export function isKbAdmin(user: User | undefined): boolean {
  return Boolean(user && (user.user_roles.user_is_kb_admin || user.user_roles.user_is_admin));
}
