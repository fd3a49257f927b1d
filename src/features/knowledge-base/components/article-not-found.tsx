// §2: the not-found view when an article (or draft, or version) answers 404.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" align="start" py="10" role="region" aria-labelledby="kb-not-found">
      <Heading as="h1" size="2xl" id="kb-not-found">
        {t('knowledgeBase.notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('knowledgeBase.notFound.text')}</Text>
      <Button asChild variant="outline">
        <Link to="/knowledgebase/articles">{t('knowledgeBase.notFound.back')}</Link>
      </Button>
    </Stack>
  );
}
