// A menu entry's label: the translated key, or the name a company gave its own link.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroup, NavNode } from './nav-types';

export function useNavLabel(): (node: NavNode | NavGroup) => string {
  const { t } = useTranslation();
  return useCallback((node) => node.label ?? (node.labelKey ? t(node.labelKey) : node.id), [t]);
}
