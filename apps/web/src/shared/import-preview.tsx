import '@mantine/core/styles/Table.css';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './viewport';

export interface ImportPreviewColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  bold?: boolean;
}

/**
 * The preview of a file import, row by row with each row's status (score sheets on the judges page,
 * entry lists on the stage page): a summary line, then a table, or on a phone a compact list of one
 * line per row.
 */
export function ImportPreview<T>({
  summary,
  rows,
  rowKey,
  columns,
  phoneLine,
  status,
  statusLabel,
  testId,
}: {
  summary: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: ImportPreviewColumn<T>[];
  phoneLine: (row: T) => ReactNode;
  status: (row: T) => { color: string; label: string };
  statusLabel: string;
  testId?: string;
}) {
  const phone = usePhone();
  const badge = (row: T) => {
    const { color, label } = status(row);
    return (
      <Badge color={color} variant="light" size="sm" tt="none" style={{ flexShrink: 0 }}>
        {label}
      </Badge>
    );
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={600} data-testid="import-summary">
        {summary}
      </Text>
      {phone ? (
        <Stack gap={4} mah={360} style={{ overflowY: 'auto' }}>
          {rows.map((row) => (
            // A long reason moves the badge under the line rather than cutting the rider's name.
            <Group key={rowKey(row)} wrap="wrap" gap={4} data-testid="import-row">
              {/* A div: a row's line may hold a block (the entry import's age question and its checkbox). */}
              <Text size="sm" component="div">
                {phoneLine(row)}
              </Text>
              <Group ml="auto">{badge(row)}</Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={420} mah={360}>
          <Table striped stickyHeader verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
                <Table.Th>{statusLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid="import-row">
                  {columns.map((c) => (
                    <Table.Td key={c.label} fw={c.bold ? 700 : undefined}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>{badge(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
