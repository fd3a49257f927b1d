// The plan label in the header, linking to billing (spec shell §2.4). The badge is drawn at its
// size; the link around it is the 44 px target a thumb needs (issue 18).
import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCompany } from '../api/get-company';
import { planLabel } from './plan-label';

export function PlanLabelLink() {
  const { t } = useTranslation();
  const company = useCompany().data;
  if (!company) return null;
  const label = planLabel(company);
  const text = label.kind === 'ltd' ? t('shell.plan.ltd') : label.kind === 'plan' ? label.plan : t('shell.plan.none');
  return (
    <Box asChild display="inline-flex" alignItems="center" minH="11" minW="11" flexShrink="0" focusRing="outside">
      <RouterLink to="/account/billing" title={t('shell.plan.title')} data-testid="plan-label">
        <Badge
          size="md"
          variant={label.kind === 'none' ? 'outline' : 'subtle'}
          colorPalette={label.kind === 'none' ? 'orange' : label.kind === 'ltd' ? 'purple' : 'green'}
          whiteSpace="nowrap"
        >
          {text}
        </Badge>
      </RouterLink>
    </Box>
  );
}
