// Route component of the library courses (spec knowledge base §2 /knowledgebase/library-courses):
// everyone with the knowledge base browses it; KB admins add courses from it.
import { KnowledgeBaseRequired } from '../../features/knowledge-base/components/knowledge-base-required';
import { LibraryCoursesPage } from '../../features/knowledge-base/library/routes/library-courses-page';

export const LibraryCoursesRoute = () => (
  <KnowledgeBaseRequired>
    <LibraryCoursesPage />
  </KnowledgeBaseRequired>
);
