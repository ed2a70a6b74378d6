import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FilterSelectProps, PriceInputProps } from './filter-fields';
import { numberSeparators, parsePrice } from './format';

/** The market's real filter fields (filter-fields.tsx loads them on first use). */
export function FilterSelect({
  autoFocus,
  defaultDropdownOpened,
  ...props
}: FilterSelectProps & { autoFocus: boolean; defaultDropdownOpened: boolean }) {
  return <Select {...props} autoFocus={autoFocus} defaultDropdownOpened={defaultDropdownOpened} />;
}

export function PriceInput({
  autoFocus,
  typed,
  onChange,
  value,
  ...props
}: PriceInputProps & { autoFocus: boolean; typed?: string }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // What was typed into the look-alike before this loaded becomes the filter; the caret goes after it.
    if (typed !== undefined) {
      const number = parsePrice(typed);
      onChange(number === undefined || Number.isNaN(number) ? null : number);
    }
    if (autoFocus) input.current?.setSelectionRange(input.current.value.length, input.current.value.length);
    // Once, when the real field takes the look-alike's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <NumberInput
      {...props}
      ref={input}
      autoFocus={autoFocus}
      hideControls
      min={0}
      prefix="€ "
      {...numberSeparators()}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'number' ? next : null)}
    />
  );
}
