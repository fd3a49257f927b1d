// Route components of the org charts (spec people §2): the Org Flow Chart, the Auto Org Chart, the
// positional chart, and the public chart. Their own lazy chunk: the flow chart library loads only here.
import { AutoOrgChartPage } from '../../features/org-chart/routes/auto-org-chart-page';
import { OrgFlowPage } from '../../features/org-chart/routes/org-flow-page';
import { PositionalOrgChartPage } from '../../features/org-chart/routes/positional-org-chart-page';
import { PublicOrgChartPage } from '../../features/org-chart/routes/public-org-chart-page';

export const OrgFlowRoute = () => <OrgFlowPage />;
export const AutoOrgChartRoute = () => <AutoOrgChartPage />;
export const PositionalOrgChartRoute = () => <PositionalOrgChartPage />;
export const PublicOrgChartRoute = () => <PublicOrgChartPage />;
