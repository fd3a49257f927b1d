// The AI knowledge-base search: suggested articles ranked for a query, and an answer from them.
export { aiSearchRoutes } from './ai-search.routes';
