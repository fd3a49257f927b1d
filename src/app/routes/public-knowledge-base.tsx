// Route components of the public knowledge base (spec knowledge-base §2, no login). A chunk of their
// own: a signed-out visitor loads neither the editor nor the signed-in knowledge-base screens.
import { PublicArticlePage } from '../../features/knowledge-base/public-kb/routes/public-article-page';
import { PublicArticlesPage } from '../../features/knowledge-base/public-kb/routes/public-articles-page';

export const PublicArticlesRoute = () => <PublicArticlesPage />;
export const PublicArticleRoute = () => <PublicArticlePage />;
