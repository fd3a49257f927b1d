// Route components of the employees and organisation area (spec people §2): the Employee List,
// profiles, Create New Employee, Positions, Responsibilities, System Emails and the System Action
// History. One lazy chunk: none of it is in the first load of sign-in or the dashboard. My Profile
// also lists the deleted companies the person may restore (auth), above the profile: it is the page
// every signed-in person reaches, whatever their number of companies.
import { Stack } from '@chakra-ui/react';
import { DeletedCompaniesCard } from '../../features/auth/components/deleted-companies-card';
import { ActionHistoryPage } from '../../features/people/routes/action-history-page';
import { CreateEmployeePage } from '../../features/people/routes/create-employee-page';
import { EmployeeProfilePage } from '../../features/people/routes/employee-profile-page';
import { EmployeesPage } from '../../features/people/routes/employees-page';
import { StaffPinSection } from '../../features/kiosk/components/staff-pin-section';
import { PositionsPage } from '../../features/people/routes/positions-page';
import { ResponsibilitiesPage } from '../../features/people/routes/responsibilities-page';
import { SystemEmailsPage } from '../../features/people/routes/system-emails-page';

export const EmployeesRoute = () => <EmployeesPage />;
/** The kiosk PIN of attendance (issue 24), a section of every profile for those it concerns. */
const kioskPin = (staffId: number, own: boolean) => <StaffPinSection staffId={staffId} own={own} />;

export const EmployeeProfileRoute = () => <EmployeeProfilePage extra={kioskPin} />;
export const MyProfileRoute = () => (
  <Stack gap="6">
    <DeletedCompaniesCard />
    <EmployeeProfilePage mine extra={kioskPin} />
  </Stack>
);
export const CreateEmployeeRoute = () => <CreateEmployeePage />;
export const PositionsRoute = () => <PositionsPage />;
export const ResponsibilitiesRoute = () => <ResponsibilitiesPage />;
export const SystemEmailsRoute = () => <SystemEmailsPage />;
export const ActionHistoryRoute = () => <ActionHistoryPage />;
