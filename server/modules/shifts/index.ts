// The schedule's routes (issue 24): shifts, templates and publishing, served under inout/api/.
export { shiftRoutes } from './shifts.routes';
