// Settings › Knowledgebase Settings (anchor #knowledgebase-settings; KB admins with the knowledge
// base active, spec shell §2.3 and knowledge base §6): the company's article types, added and edited
// with the same dialog as the article form (type and colour required, knowledge base §5), and the way
// to the articles and their categories, and the public knowledge bases. Hidden for everyone else. Composed into the settings page
// by src/app.
import { Badge, Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleType } from '../../../../contract/knowledge-base';
import { useCurrentUser } from '../../../api/current-user';
import { Icon } from '../../../ui/icons';
import { getArticleTypesQueryOptions } from '../api/get-article-types';
import { PublicKnowledgebasesBlock } from '../public-kb/components/public-knowledgebases-block';
import { ArticleTypeModal } from './article-type-modal';

export function KnowledgeBaseSettingsSection() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const allowed =
    Boolean(me?.user_roles.user_is_kb_admin) &&
    Boolean(me?.company.active_app.some((a) => a.app_name === 'knowledge_base'));
  const types = useQuery({ ...getArticleTypesQueryOptions(), enabled: allowed });
  const [editing, setEditing] = useState<ArticleType | 'new' | null>(null);
  if (!allowed) return null;
  return (
    <Card.Root
      id="knowledgebase-settings"
      scrollMarginTop="24"
      as="section"
      aria-labelledby="knowledgebase-settings-title"
    >
      <Card.Header>
        <Card.Title id="knowledgebase-settings-title" as="h2">
          {t('nav.settings.knowledgebaseSettings')}
        </Card.Title>
        <Card.Description>{t('knowledgeBase.settings.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontWeight="semibold">{t('knowledgeBase.settings.types')}</Text>
          {types.isError && <Text color="fg.muted">{t('knowledgeBase.settings.loadError')}</Text>}
          <Stack as="ul" gap="1" listStyleType="none">
            {types.data?.map((type) => (
              <HStack as="li" key={type.id} gap="2">
                <Box w="3" h="3" rounded="full" flexShrink={0} style={{ background: type.color }} />
                <Text>{type.type}</Text>
                {type.is_default && <Badge>{t('knowledgeBase.settings.default')}</Badge>}
                <Text color="fg.muted" fontSize="sm" truncate flex="1">
                  {type.description}
                </Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('knowledgeBase.settings.editType', { name: type.type })}
                  onClick={() => setEditing(type)}
                >
                  <Icon name="edit" />
                </IconButton>
              </HStack>
            ))}
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
              {t('knowledgeBase.types.add')}
            </Button>
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/knowledgebase/articles">{t('knowledgeBase.settings.articles')}</RouterLink>
            </Button>
          </HStack>
          <PublicKnowledgebasesBlock />
        </Stack>
      </Card.Body>
      {editing && <ArticleTypeModal type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card.Root>
  );
}
