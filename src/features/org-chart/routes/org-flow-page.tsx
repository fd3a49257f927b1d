// /div/, the Org Flow Chart (spec people §2): divisions with their employees under the company.
// Profile admins drag the divisions and save the layout (company/api/orgflow/), which everyone then
// sees; they also delete a division (confirm, delete, then the chart refreshes, §4) and can publish
// the company's chart at /org-chart/. A failed save shows the server's answer (§8).
import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  type Edge,
  type Node,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Box, Button, HStack, Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DivisionWithEmployees } from '../../../../contract/people';
import { DIVISION_DELETE_CONFIRM_TEXT, DIVISION_DELETE_CONFIRM_TITLE } from '../../../../contract/people-constants';
import { useCurrentUser } from '../../../api/current-user';
import { errorMessages } from '../../../api/errors';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageSpinner } from '../../../ui/page-spinner';
import { notify } from '../../../ui/toaster';
import { useDeleteDivision, useDivisionsWithEmployees, useSaveChart, useSavedChart } from '../api/org-chart-api';
import { CompanyNode, DivisionNode } from '../components/division-node';
import { COMPANY_NODE_ID, defaultPosition, divisionNodeId, positionOf } from '../lib/flow-layout';

const nodeTypes = { division: DivisionNode, company: CompanyNode };

function FlowChart({
  divisions,
  companyName,
  admin,
}: {
  divisions: DivisionWithEmployees[];
  companyName: string;
  admin: boolean;
}) {
  const { t } = useTranslation();
  const saved = useSavedChart('orgflow');
  const save = useSaveChart('orgflow');
  const remove = useDeleteDivision();
  const flow = useReactFlow();
  const [toDelete, setToDelete] = useState<DivisionWithEmployees | null>(null);
  const [dirty, setDirty] = useState(false);
  const layout = saved.data?.layout ?? null;

  const initial = useMemo<Node[]>(
    () => [
      {
        id: COMPANY_NODE_ID,
        type: 'company',
        data: { name: companyName },
        position: positionOf(layout, COMPANY_NODE_ID, { x: 0, y: 0 }),
      },
      ...divisions.map((division, i) => ({
        id: divisionNodeId(division.id),
        type: 'division',
        data: { division, onDelete: admin ? setToDelete : undefined },
        position: positionOf(layout, divisionNodeId(division.id), defaultPosition(i, divisions.length)),
      })),
    ],
    [divisions, companyName, layout, admin],
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
  // FlowChart is keyed by the data's versions (OrgFlowPage), so new data starts it afresh.
  const [nodes, , onNodesChange] = useNodesState(initial);

  async function saveLayout() {
    try {
      await save.mutateAsync({
        layout: {
          nodes: nodes.map((n) => ({ id: n.id, x: n.position.x, y: n.position.y })),
          viewport: flow.getViewport(),
        },
      });
      setDirty(false);
      notify('success', t('orgChart.saved'));
    } catch (error) {
      notify('error', errorMessages(error).join(' '));
    }
  }

  async function publish(on: boolean) {
    try {
      await save.mutateAsync({ is_public: on });
    } catch (error) {
      notify('error', errorMessages(error).join(' '));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
    } catch (error) {
      notify('error', errorMessages(error).join(' '));
    }
    setToDelete(null);
  }

  if (saved.isPending) return <PageSpinner />;
  const slug = saved.data?.company_slug;
  return (
    <Stack gap="3">
      {admin && (
        <HStack gap="4" flexWrap="wrap">
          <Button colorPalette="blue" disabled={!dirty} loading={save.isPending} onClick={() => void saveLayout()}>
            {t('orgChart.saveLayout')}
          </Button>
          <Switch.Root checked={saved.data?.is_public ?? false} onCheckedChange={(d) => void publish(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('orgChart.publish')}</Switch.Label>
          </Switch.Root>
          {saved.data?.is_public && slug && (
            <Link href={`/org-chart/?company=${encodeURIComponent(slug)}`} target="_blank" rel="noreferrer">
              {t('orgChart.publicLink')}
            </Link>
          )}
        </HStack>
      )}
      <Box h={{ base: '70dvh', md: 'calc(100dvh - 14rem)' }} borderWidth="1px" rounded="md" bg="bg.subtle">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={(changes) => {
            onNodesChange(changes);
            if (changes.some((c) => c.type === 'position' && !c.dragging)) setDirty(true);
          }}
          nodesDraggable={admin}
          nodesConnectable={false}
          elementsSelectable={admin}
          defaultViewport={layout?.viewport ?? undefined}
          fitView={!layout?.viewport}
          onlyRenderVisibleElements
          minZoom={0.1}
          proOptions={{ hideAttribution: true }}
          aria-label={t('nav.employees.orgFlowChart')}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={DIVISION_DELETE_CONFIRM_TITLE}
        text={DIVISION_DELETE_CONFIRM_TEXT}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
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
      {divisions.isPending && <PageSpinner />}
      {divisions.isError && <Text color="fg.error">{t('orgChart.loadError')}</Text>}
      {divisions.data && me && (
        <ReactFlowProvider>
          <FlowChart
            key={`${divisions.dataUpdatedAt}-${saved.dataUpdatedAt}`}
            divisions={divisions.data}
            companyName={me.company.company_name}
            admin={me.user_roles.user_is_profile_admin}
          />
        </ReactFlowProvider>
      )}
    </Stack>
  );
}
