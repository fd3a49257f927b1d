// The Create Article modal for use inside courses (spec knowledge base §2): the same form, and no
// navigation after saving: the course gets the new article.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Article } from '../../../../contract/knowledge-base';
import { ArticleForm } from './article-form';

export function CreateArticleModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (article: Article) => void;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'cover' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <ArticleForm
                mode={{ mode: 'create' }}
                inCourse
                onCancel={onClose}
                onSaved={(article) => {
                  onCreated(article);
                  onClose();
                }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
