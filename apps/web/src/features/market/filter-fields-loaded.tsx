import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import { Select } from '@mantine/core';
import type { FilterSelectProps } from './filter-fields';

/** The market's real filter fields (filter-fields.tsx loads them on first use). */
export function FilterSelect({
  autoFocus,
  defaultDropdownOpened,
  ...props
}: FilterSelectProps & { autoFocus: boolean; defaultDropdownOpened: boolean }) {
  return <Select {...props} autoFocus={autoFocus} defaultDropdownOpened={defaultDropdownOpened} />;
}
