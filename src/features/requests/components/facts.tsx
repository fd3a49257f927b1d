// Label and value pairs of a details page as a description list, two columns from small screens up.
import { Grid, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="fg.muted" fontSize="sm">
            {label}
          </Text>
          <Text as="dd" mb={{ base: '2', sm: '0' }}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}
