import { Button, Group, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';

/**
 * A file import's "Choose a file" button with the chosen file's name beside it (score sheets, entry
 * lists). The input is emptied after each choice, so the same file can be chosen again (re-importing
 * a corrected sheet of the same name).
 */
export function ChooseFile({
  label,
  accept,
  fileName,
  onFile,
  testId,
}: {
  label: string;
  accept: string;
  fileName: string;
  onFile: (file: File) => void;
  testId: string;
}) {
  return (
    <Group wrap="wrap">
      <Button component="label" variant="default" leftSection={<IconFileImport size={16} />}>
        {label}
        <input
          type="file"
          accept={accept}
          hidden
          data-testid={testId}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) onFile(file);
            e.currentTarget.value = '';
          }}
        />
      </Button>
      {fileName && <Text size="sm">{fileName}</Text>}
    </Group>
  );
}
