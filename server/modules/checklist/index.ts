// The checklist module's routes: templates, checklists and their images.
import type { RouteDef } from '../../lib/route';
import { checklistRoutes, templateRoutes } from './checklist.routes';

export const checklistModuleRoutes: RouteDef[] = [...templateRoutes, ...checklistRoutes];
