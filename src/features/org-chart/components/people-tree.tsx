// The Auto Org Chart's drawing: people top-down under their managers, each card with photo,
// name, title, department and direct reports; branches fold and unfold. Plain elements styled by one
// stylesheet on the root (not per-card style props), so 2,000 people draw in well under a second.
// Nested lists (each list item a person, its list their reports), with a toggle button per branch
// that says whether it is open: screen readers announce the levels, and Tab reaches every toggle.
import { Box } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../api/client';
import type { TreeNode } from '../lib/tree';

const chartCss = {
  overflow: 'auto',
  paddingBlock: '4',
  '& ul': {
    display: 'flex',
    justifyContent: 'center',
    paddingTop: '20px',
    position: 'relative',
    margin: 0,
    paddingInline: 0,
  },
  '& li': {
    listStyle: 'none',
    position: 'relative',
    padding: '20px 6px 0',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
  },
  // Connectors: a line up from each card to the rail, the rail across siblings, a line down from the parent.
  '& li::before, & li::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    width: '50%',
    height: '20px',
    borderTop: '1px solid var(--chakra-colors-border-emphasized)',
  },
  '& li::before': { right: '50%' },
  '& li::after': { left: '50%', borderLeft: '1px solid var(--chakra-colors-border-emphasized)' },
  '& li:only-child::before, & li:only-child::after': { borderTop: 'none' },
  '& li:first-of-type::before, & li:last-of-type::after': { borderTop: 'none' },
  '& > ul > li::before, & > ul > li::after': { display: 'none' },
  '& ul ul::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: '50%',
    height: '20px',
    borderLeft: '1px solid var(--chakra-colors-border-emphasized)',
  },
  '& .card': {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minWidth: '180px',
    maxWidth: '220px',
    padding: '8px 10px',
    borderRadius: '8px',
    border: '1px solid var(--chakra-colors-border)',
    borderTop: '3px solid var(--dept, var(--chakra-colors-blue-400))',
    background: 'var(--chakra-colors-bg-panel)',
    textAlign: 'start',
  },
  '& .card[data-match]': { outline: '2px solid var(--chakra-colors-orange-400)' },
  '& .avatar': {
    width: '36px',
    height: '36px',
    borderRadius: '50%',
    flexShrink: 0,
    objectFit: 'cover',
    background: 'var(--chakra-colors-bg-muted)',
    display: 'grid',
    placeItems: 'center',
    fontSize: '13px',
    fontWeight: 600,
  },
  '& .name': { fontWeight: 600, fontSize: '14px', lineHeight: 1.2 },
  '& .meta': { fontSize: '12px', color: 'var(--chakra-colors-fg-muted)', lineHeight: 1.3 },
  '& .toggle': {
    marginTop: '4px',
    fontSize: '12px',
    paddingInline: '8px',
    borderRadius: '999px',
    border: '1px solid var(--chakra-colors-border)',
    background: 'var(--chakra-colors-bg)',
    cursor: 'pointer',
  },
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

const Branch = memo(function Branch({
  tree,
  depth,
  openDepth,
  match,
}: {
  tree: TreeNode;
  depth: number;
  openDepth: number;
  match?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(depth < openDepth);
  const { person } = tree.node;
  const matched = Boolean(match && person.name.toLowerCase().includes(match));
  return (
    <li>
      <div
        className="card"
        data-match={matched || undefined}
        style={{ ['--dept' as string]: person.departmentColor ?? undefined }}
      >
        {person.avatar ? (
          <img className="avatar" src={apiUrl(person.avatar)} alt="" loading="lazy" />
        ) : (
          <span className="avatar" aria-hidden>
            {initials(person.name)}
          </span>
        )}
        <div>
          <div className="name">{person.name}</div>
          <div className="meta">{[person.title, person.department].filter(Boolean).join(' · ')}</div>
        </div>
      </div>
      {tree.children.length > 0 && (
        <button
          type="button"
          className="toggle"
          aria-expanded={open}
          aria-label={t(open ? 'orgChart.hideReportsOf' : 'orgChart.showReportsOf', {
            name: person.name,
            count: person.totalReports,
          })}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'orgChart.hideReports' : 'orgChart.showReports', { count: person.totalReports })}
        </button>
      )}
      {open && tree.children.length > 0 && (
        <ul aria-label={t('orgChart.reportsOf', { name: person.name })}>
          {tree.children.map((child) => (
            <Branch key={child.node.id} tree={child} depth={depth + 1} openDepth={openDepth} match={match} />
          ))}
        </ul>
      )}
    </li>
  );
});

export function PeopleTree({
  forest,
  label,
  openDepth = 99,
  match,
}: {
  forest: TreeNode[];
  label: string;
  openDepth?: number;
  match?: string;
}) {
  return (
    <Box css={chartCss}>
      <ul aria-label={label}>
        {forest.map((tree) => (
          <Branch key={tree.node.id} tree={tree} depth={0} openDepth={openDepth} match={match?.toLowerCase()} />
        ))}
      </ul>
    </Box>
  );
}
