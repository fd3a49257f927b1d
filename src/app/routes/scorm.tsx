// Route components of SCORM packages (spec knowledge base §2: /knowledge-base/scorm, /upload and
// /:packageId). A chunk of their own: the player brings the SCORM runtime, which no other screen needs.
// Every screen needs the knowledge_base app; uploading a KB admin.
import type { ReactNode } from 'react';
import { KnowledgeBaseRequired } from '../../features/knowledge-base/components/knowledge-base-required';
import { ScormListPage } from '../../features/knowledge-base/scorm/routes/scorm-list-page';
import { ScormPlayerPage } from '../../features/knowledge-base/scorm/routes/scorm-player-page';
import { ScormUploadPage } from '../../features/knowledge-base/scorm/routes/scorm-upload-page';

const guarded = (page: ReactNode, admin = false) => <KnowledgeBaseRequired admin={admin}>{page}</KnowledgeBaseRequired>;

export const ScormListRoute = () => guarded(<ScormListPage />);
export const ScormUploadRoute = () => guarded(<ScormUploadPage />, true);
export const ScormPlayerRoute = () => guarded(<ScormPlayerPage />);
