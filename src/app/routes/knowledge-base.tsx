// Route components of the knowledge base's articles (spec knowledge base §2): the list, category
// pages, the article, its versions, its draft and the form, and the definitions screen (KB admins). One lazy chunk without the editor: the
// Slate editor, mammoth and SheetJS are further lazy chunks that only the form loads. Every screen
// needs the knowledge_base app; the form's screens also need a KB admin.
import type { ReactNode } from 'react';
import { KnowledgeBaseRequired } from '../../features/knowledge-base/components/knowledge-base-required';
import { CreateArticlePage, DraftPage, EditArticlePage } from '../../features/knowledge-base/routes/article-form-page';
import { ArticleListPage, CategoryPage } from '../../features/knowledge-base/routes/article-list-page';
import { ArticlePage } from '../../features/knowledge-base/routes/article-page';
import { VersionPage } from '../../features/knowledge-base/routes/version-page';
import { DefinitionsPage } from '../../features/knowledge-base/definitions/routes/definitions-page';

const guarded = (page: ReactNode, admin = false) => <KnowledgeBaseRequired admin={admin}>{page}</KnowledgeBaseRequired>;

export const ArticleListRoute = () => guarded(<ArticleListPage />);
export const CategoryRoute = () => guarded(<CategoryPage />);
export const ArticleRoute = () => guarded(<ArticlePage />);
export const VersionRoute = () => guarded(<VersionPage />);
export const CreateArticleRoute = () => guarded(<CreateArticlePage />, true);
export const EditArticleRoute = () => guarded(<EditArticlePage />, true);
export const DraftRoute = () => guarded(<DraftPage />, true);
export const DefinitionsRoute = () => guarded(<DefinitionsPage />, true);
