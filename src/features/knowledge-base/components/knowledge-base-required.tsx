// The knowledge-base screens need the company's knowledge_base app (spec knowledge base §1), and the
// writing screens a KB admin (§6): without them the page says why instead of failing calls.
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../api/current-user';
import { hasKnowledgeBaseApp, isKbAdmin } from '../lib/permissions';

export function KnowledgeBaseRequired({
  admin = false,
  adminMessage,
  children,
}: {
  admin?: boolean;
  /** What non-admins are told instead of the default (which speaks of writing articles). */
  adminMessage?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  if (!me) return null;
  const reason = !hasKnowledgeBaseApp(me) ? 'inactive' : admin && !isKbAdmin(me) ? 'adminsOnly' : null;
  if (reason) {
    return (
      <Alert.Root status="info" maxW="2xl" data-testid="knowledge-base-unavailable">
        <Alert.Indicator />
        <Alert.Title>
          {reason === 'adminsOnly' && adminMessage ? adminMessage : t(`knowledgeBase.${reason}`)}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
