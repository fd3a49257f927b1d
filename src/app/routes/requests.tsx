// Route components of the requests and tasks area (spec people §2 Requests and tasks, shell §2.2):
// the request list, create and details, the task list, create and details, and the Progress
// Board. One lazy chunk: none of it is in the first load of any other screen. Every screen needs
// the request app (shell §2.3: Task/Order also shows only with it).
import type { ReactNode } from 'react';
import { RequestRequired } from '../../features/requests/components/request-required';
import { CreateRequestPage } from '../../features/requests/routes/create-request-page';
import { CreateTaskPage } from '../../features/requests/routes/create-task-page';
import { ProgressBoardPage } from '../../features/requests/routes/progress-board-page';
import { RequestDetailsPage } from '../../features/requests/routes/request-details-page';
import { RequestsPage } from '../../features/requests/routes/requests-page';
import { TaskDetailsPage } from '../../features/requests/routes/task-details-page';
import { TasksPage } from '../../features/requests/routes/tasks-page';

const guarded = (page: ReactNode) => <RequestRequired>{page}</RequestRequired>;

export const RequestsRoute = () => guarded(<RequestsPage />);
export const CreateRequestRoute = () => guarded(<CreateRequestPage />);
export const RequestDetailsRoute = () => guarded(<RequestDetailsPage />);
export const ProgressBoardRoute = () => guarded(<ProgressBoardPage />);
export const TasksRoute = () => guarded(<TasksPage />);
export const TaskDetailsRoute = () => guarded(<TaskDetailsPage />);
export const CreateTaskRoute = () => guarded(<CreateTaskPage />);
