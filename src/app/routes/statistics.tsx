// Route components of the statistics area (spec people §2 Statistics, shell §2.2). One lazy chunk,
// with the chart library: none of it is in the first load of any other screen. Every screen needs
// the statistics app; Create Stat and Archived also need a stat admin.
import { StatisticsRequired } from '../../features/statistics/components/statistics-required';
import { StatGridPage } from '../../features/statistics/routes/stat-grid-page';
import { StatListPage } from '../../features/statistics/routes/stat-list-page';
import { StatSheetPage } from '../../features/statistics/routes/stat-sheet-page';

export function StatListRoute() {
  return (
    <StatisticsRequired>
      <StatListPage />
    </StatisticsRequired>
  );
}

export function StatGridRoute() {
  return (
    <StatisticsRequired>
      <StatGridPage />
    </StatisticsRequired>
  );
}

export function StatSheetRoute() {
  return (
    <StatisticsRequired>
      <StatSheetPage />
    </StatisticsRequired>
  );
}
