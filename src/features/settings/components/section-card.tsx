// One section of the settings page, with the anchor the menu's settings links point at.
import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root id={id} scrollMarginTop="24" as="section" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <Card.Title id={`${id}-title`} as="h2">
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
