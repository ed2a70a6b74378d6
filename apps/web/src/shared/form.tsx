import { Stack, type StackProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form that shows our own translated messages instead of the browser's (noValidate), and never
 * reloads the page on submit.
 */
export function Form({ onSubmit, children, ...stack }: { onSubmit: () => void; children: ReactNode } & StackProps) {
  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md" {...stack}>
        {children}
      </Stack>
    </form>
  );
}
