// Route components of the checklist area (spec people §2 Checklists). One lazy chunk: a field worker
// opening a checklist gets the area's screens in one download, and none of it sits in the first load.
import type { ReactNode } from 'react';
import { ChecklistsRequired } from '../../features/checklists/components/checklists-required';
import { ChecklistsPage } from '../../features/checklists/routes/checklists-page';
import { DisplayChecklistPage } from '../../features/checklists/routes/display-checklist-page';
import { EditChecklistPage } from '../../features/checklists/routes/edit-checklist-page';
import { FillChecklistPage } from '../../features/checklists/routes/fill-checklist-page';
import { CreateTemplatePage, EditTemplatePage } from '../../features/checklists/routes/template-form-page';
import { TemplatePage } from '../../features/checklists/routes/template-page';
import { TemplatesPage } from '../../features/checklists/routes/templates-page';

const required = (page: ReactNode, admin = false) => <ChecklistsRequired admin={admin}>{page}</ChecklistsRequired>;

export const CreateTemplateRoute = () => required(<CreateTemplatePage />, true);
export const TemplatesRoute = () => required(<TemplatesPage />);
export const EditTemplateRoute = () => required(<EditTemplatePage />, true);
export const TemplateRoute = () => required(<TemplatePage />);
export const ChecklistsRoute = () => required(<ChecklistsPage />);
export const FillChecklistRoute = () => required(<FillChecklistPage />);
export const EditChecklistRoute = () => required(<EditChecklistPage />, true);
export const DisplayChecklistRoute = () => required(<DisplayChecklistPage />);
