import { Stack } from 'shared-kernel/mui';
import { Card, CardContent } from 'shared-kernel/mui-data';
import type { ReactNode } from 'react';

export interface CardListProps<Item> {
  /** The list's accessible name (the same as its table's). */
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** One card's content. */
  children: (item: Item) => ReactNode;
}

/** Tablets and phones: one outlined card per record, as a labelled list. */
export function CardList<Item>({ label, items, keyOf, children }: CardListProps<Item>) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <Card variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>{children(item)}</CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
