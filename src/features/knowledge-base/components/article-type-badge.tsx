// An article's type in the colour its admin chose, with text that stays readable on it.
import { Badge } from '@chakra-ui/react';
import type { ArticleListItem } from '../../../../contract/knowledge-base';
import { readableTextOn } from '../../../ui/readable-text';

export function ArticleTypeBadge({ type }: { type: NonNullable<ArticleListItem['type_info']> }) {
  return <Badge style={{ background: type.color, color: readableTextOn(type.color) }}>{type.type}</Badge>;
}
