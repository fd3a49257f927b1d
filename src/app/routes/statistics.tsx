// Route components of the statistics area (spec people §2 Statistics, shell §2.2). One lazy chunk,
// with the chart library: none of it is in the first load of any other screen. Every screen needs
// the statistics app; Create Stat and Archived also need a stat admin.
import type { ReactNode } from 'react';
import { StatisticsRequired } from '../../features/statistics/components/statistics-required';
import { ArchivedPage } from '../../features/statistics/routes/archived-page';
import { CreateStatPage } from '../../features/statistics/routes/create-stat-page';
import { IntegrationsPage } from '../../features/statistics/routes/integrations-page';
import { StatGridPage } from '../../features/statistics/routes/stat-grid-page';
import { StatListPage } from '../../features/statistics/routes/stat-list-page';
import { StatSheetPage } from '../../features/statistics/routes/stat-sheet-page';

const guarded = (page: ReactNode, admin = false) => <StatisticsRequired admin={admin}>{page}</StatisticsRequired>;

export const StatListRoute = () => guarded(<StatListPage />);
export const StatGridRoute = () => guarded(<StatGridPage />);
export const StatSheetRoute = () => guarded(<StatSheetPage />);
export const IntegrationsRoute = () => guarded(<IntegrationsPage />);
export const CreateStatRoute = () => guarded(<CreateStatPage />, true);
export const ArchivedRoute = () => guarded(<ArchivedPage />, true);
