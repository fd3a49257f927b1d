// One titled section of a people screen (profile, settings anchors), a landmark with its heading.
import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionBox({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root id={id} as="section" aria-labelledby={`${id}-title`} scrollMarginTop="24">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
        <Card.Title id={`${id}-title`} as="h2">
          {title}
        </Card.Title>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
