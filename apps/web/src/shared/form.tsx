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

/** Field errors (path "classes.1.name" → message key) from a zod result, for showing next to fields. */
export function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    // Our schemas give message keys ('validation.required', 'participant.nameRequired'); zod's own
    // messages are English sentences, shown as the generic key instead.
    errors[key] ??= /^[a-z]+\.[A-Za-z.]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return errors;
}
