// Org charts (spec people §3 "Org chart node", §7 company/api/orgflow/, horizontalorg/,
// division-position-hierarchy/, employee-position-hierarchy/): the nodes the charts draw and the
// layouts admins save. The public org chart (/org-chart/?company={slug}) reads the same nodes
// without a token when the company has published it.
import { z } from 'zod';

/** §3: id, managerId, and person (avatar, department, name, title, totalReports). */
export const orgChartNodeSchema = z.object({
  id: z.number().int(),
  managerId: z.number().int().nullable(),
  person: z.object({
    avatar: z.string().nullable(),
    department: z.string().nullable(),
    departmentColor: z.string().nullable(),
    name: z.string(),
    title: z.string().nullable(),
    totalReports: z.number().int(),
  }),
});
export type OrgChartNode = z.infer<typeof orgChartNodeSchema>;

export const orgChartQuerySchema = z.object({ search: z.string().trim().max(200).optional() });
export const publicOrgChartQuerySchema = z.object({ company: z.string().trim().min(1).max(100) });

export const publicOrgChartSchema = z.object({
  company_name: z.string(),
  nodes: z.array(orgChartNodeSchema),
});
export type PublicOrgChart = z.infer<typeof publicOrgChartSchema>;

/** A saved chart layout: where each node sits (node ids are the chart's own strings) and the view. */
export const chartLayoutSchema = z.object({
  nodes: z.array(z.object({ id: z.string().max(100), x: z.number().finite(), y: z.number().finite() })).max(20_000),
  viewport: z.object({ x: z.number().finite(), y: z.number().finite(), zoom: z.number().positive().max(10) }).nullish(),
});
export type ChartLayout = z.infer<typeof chartLayoutSchema>;

export const savedChartSchema = z.object({
  layout: chartLayoutSchema.nullable(),
  updated_at: z.string().nullable(),
  /** Whether /org-chart/ shows this company's chart to anyone with the link. */
  is_public: z.boolean(),
  company_slug: z.string().nullable(),
});
export type SavedChart = z.infer<typeof savedChartSchema>;
export const savedChartPatchSchema = z.object({ layout: chartLayoutSchema, is_public: z.boolean() }).partial();
export type SavedChartPatch = z.infer<typeof savedChartPatchSchema>;

export const hierarchyPositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manager: z.number().int().nullable(),
  order: z.number().int(),
  above_text: z.string(),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), photo: z.string().nullable() })),
});
export const divisionHierarchySchema = z.object({
  id: z.number().int().nullable(),
  division_name: z.string(),
  division_color: z.string(),
  division_order: z.number().int(),
  positions: z.array(hierarchyPositionSchema),
});
export type DivisionHierarchy = z.infer<typeof divisionHierarchySchema>;
export type HierarchyPosition = z.infer<typeof hierarchyPositionSchema>;
