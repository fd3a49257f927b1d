// /div/, the Org Flow Chart (spec people §2): divisions with their employees under the company.
// Profile admins drag the divisions and save the layout (company/api/orgflow/, see LayoutFlow),
// which everyone then sees; they also delete a division (confirm, delete, then the chart refreshes,
// §4) and can publish the company's chart at /org-chart/ and copy its link ("Link Copied", §8). A failed change shows the server's answer
// (§8).
import { ReactFlowProvider, type Edge, type Node } from '@xyflow/react';
import { Button, Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedChart } from '../../../../contract/org-chart';
import type { DivisionWithEmployees } from '../../../../contract/people';
import {
  DIVISION_DELETE_CONFIRM_TEXT,
  DIVISION_DELETE_CONFIRM_TITLE,
  LINK_COPIED,
} from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { serverResponseText } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { copyText } from '../../../ui/copy-text';
import { PageSpinner } from '../../../ui/page-spinner';
import { notify } from '../../../ui/toaster';
import { useDeleteDivision, useDivisionsWithEmployees, useSaveChart, useSavedChart } from '../api/org-chart-api';
import { CompanyNode, DivisionNode } from '../components/division-node';
import { LayoutFlow } from '../components/layout-flow';
import { COMPANY_NODE_ID, defaultPosition, divisionNodeId } from '../lib/flow-layout';

const nodeTypes = { division: DivisionNode, company: CompanyNode };
const publicPath = (slug: string) => `/org-chart/?company=${encodeURIComponent(slug)}`;

function PublishControl({ saved }: { saved: SavedChart }) {
  const { t } = useTranslation();
  const save = useSaveChart('orgflow');
  async function publish(on: boolean) {
    try {
      await save.mutateAsync({ is_public: on });
    } catch (error) {
      notify('error', serverResponseText(error));
    }
  }
  const slug = saved.company_slug;
  return (
    <>
      <Switch.Root checked={saved.is_public} onCheckedChange={(d) => void publish(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('orgChart.publish')}</Switch.Label>
      </Switch.Root>
      {saved.is_public && slug && (
        <>
          <Link href={publicPath(slug)} target="_blank" rel="noreferrer">
            {t('orgChart.publicLink')}
          </Link>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void copyText(new URL(publicPath(slug), window.location.origin).href, LINK_COPIED)}
          >
            {t('orgChart.copyLink')}
          </Button>
        </>
      )}
    </>
  );
}

function FlowChart({
  divisions,
  saved,
  companyName,
  admin,
}: {
  divisions: DivisionWithEmployees[];
  saved: SavedChart;
  companyName: string;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const remove = useDeleteDivision();
  const [toDelete, setToDelete] = useState<DivisionWithEmployees | null>(null);

  const planned = useMemo<Node[]>(
    () => [
      { id: COMPANY_NODE_ID, type: 'company', data: { name: companyName }, position: { x: 0, y: 0 } },
      ...divisions.map((division, i) => ({
        id: divisionNodeId(division.id),
        type: 'division',
        data: { division, onDelete: admin ? setToDelete : undefined },
        position: defaultPosition(i, divisions.length),
      })),
    ],
    [divisions, companyName, admin],
  );
  const edges = useMemo<Edge[]>(
    () =>
      divisions.map((d) => ({
        id: `e-${d.id}`,
        source: COMPANY_NODE_ID,
        target: divisionNodeId(d.id),
        type: 'smoothstep',
      })),
    [divisions],
  );

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (error) {
      notify('error', serverResponseText(error));
    }
    setToDelete(null);
  }

  return (
    <>
      <LayoutFlow
        kind="orgflow"
        layout={saved.layout}
        planned={planned}
        edges={edges}
        nodeTypes={nodeTypes}
        admin={admin}
        label={t('nav.employees.orgFlowChart')}
        controls={<PublishControl saved={saved} />}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={DIVISION_DELETE_CONFIRM_TITLE}
        text={DIVISION_DELETE_CONFIRM_TEXT}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

export function OrgFlowPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const divisions = useDivisionsWithEmployees();
  const saved = useSavedChart('orgflow');
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('nav.employees.orgFlowChart')}
      </Heading>
      {(divisions.isPending || saved.isPending) && <PageSpinner />}
      {(divisions.isError || saved.isError) && <Text color="fg.error">{t('orgChart.loadError')}</Text>}
      {divisions.data && saved.data && me && (
        <ReactFlowProvider>
          <FlowChart
            // The layout's node state starts from the data: new data (or a publish) starts it afresh.
            key={`${divisions.dataUpdatedAt}-${saved.dataUpdatedAt}`}
            divisions={divisions.data}
            saved={saved.data}
            companyName={me.company.company_name}
            admin={me.user_roles.user_is_profile_admin}
          />
        </ReactFlowProvider>
      )}
    </Stack>
  );
}
