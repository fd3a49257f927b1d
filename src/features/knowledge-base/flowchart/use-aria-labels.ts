// xyflow's own words for assistive technology (node and edge instructions, the moves it announces,
// the controls' names), in the reader's language like every other string of the app.
import type { AriaLabelConfig } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

/** xyflow names the arrow key's direction as a plain string. */
function isDirection(value: string): value is (typeof DIRECTIONS)[number] {
  return (DIRECTIONS as readonly string[]).includes(value);
}

export function useAriaLabels(): Partial<AriaLabelConfig> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'node.a11yDescription.default': t('flowChart.a11y.node'),
      'node.a11yDescription.keyboardDisabled': t('flowChart.a11y.node'),
      'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }) =>
        t('flowChart.a11y.moved', {
          direction: isDirection(direction) ? t(`flowChart.a11y.directions.${direction}`) : direction,
          x,
          y,
        }),
      'edge.a11yDescription.default': t('flowChart.a11y.edge'),
      'controls.ariaLabel': t('flowChart.a11y.controls'),
      'controls.zoomIn.ariaLabel': t('flowChart.a11y.zoomIn'),
      'controls.zoomOut.ariaLabel': t('flowChart.a11y.zoomOut'),
      'controls.fitView.ariaLabel': t('flowChart.a11y.fitView'),
      'controls.interactive.ariaLabel': t('flowChart.a11y.interactive'),
      'handle.ariaLabel': t('flowChart.a11y.handle'),
    }),
    [t],
  );
}
