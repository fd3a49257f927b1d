// Route components of the acknowledgement pages (spec knowledge base §2): All completions, the Quiz
// response timeline and the Leaderboard. A chunk of their own; each needs the knowledge_base app
// and a KB admin (§6).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletionsPage } from '../../features/knowledge-base/acknowledgements/routes/completions-page';
import { LeaderboardPage } from '../../features/knowledge-base/acknowledgements/routes/leaderboard-page';
import { QuizTimelinePage } from '../../features/knowledge-base/acknowledgements/routes/quiz-timeline-page';
import { KnowledgeBaseRequired } from '../../features/knowledge-base/components/knowledge-base-required';

function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <KnowledgeBaseRequired admin adminMessage={t('kbAcks.adminsOnly')}>
      {children}
    </KnowledgeBaseRequired>
  );
}

const adminOnly = (page: ReactNode) => <AdminOnly>{page}</AdminOnly>;

export const CompletionsRoute = () => adminOnly(<CompletionsPage />);
export const QuizTimelineRoute = () => adminOnly(<QuizTimelinePage />);
export const LeaderboardRoute = () => adminOnly(<LeaderboardPage />);
