import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../../../shared/form';
import { useUnsavedChangesGuard } from '../../../shared/unsaved-changes';

interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The state of an admin edit form: the saved value and the one being edited, whether they differ
 * (and the unsaved-changes guard for it), and the schema's field messages once a save was tried.
 */
export function useEditForm<T extends object>(initial: () => T, schema: Schema) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(saved);
  const [showErrors, setShowErrors] = useState(false);
  const isDirty = JSON.stringify(value) !== JSON.stringify(saved);
  useUnsavedChangesGuard(isDirty, t('admin.unsavedChanges'));
  const errors = useMemo(() => fieldErrors(schema.safeParse(value)), [schema, value]);
  return {
    value,
    setValue,
    saved,
    /** After a successful save: the server's version becomes both the saved and the edited value. */
    markSaved: (next: T) => {
      setSaved(next);
      setValue(next);
    },
    setSaved,
    isDirty,
    errors,
    showErrors,
    setShowErrors,
    /** The translated message for a field, once a save was tried. */
    err: (path: string) => (showErrors && errors[path] ? t(errors[path]!) : undefined),
    set: <K extends keyof T>(field: K, v: T[K]) => setValue((old) => ({ ...old, [field]: v })),
  };
}
