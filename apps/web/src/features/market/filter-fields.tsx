import { ComboboxChevron, Input, InputBase, TextInput } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/toast';
import type * as LoadedFields from './filter-fields-loaded';
import { parsePrice, priceFieldText } from './format';

/*
 * The market's filters (category, sort, price range) as the page first shows them: look-alikes of
 * Mantine's Select, which brings a combobox, a popover and floating-ui (~40 KB gz) that a visitor who only browses never uses (issue #20). The first pointer, focus or key on
 * any of them loads the real fields (filter-fields-loaded.tsx), which take their place as they are: the
 * field that was clicked opens, the one that has the focus keeps it, what was typed stays.
 */

let loaded: typeof LoadedFields | null = null;
let loading: Promise<typeof LoadedFields> | null = null;
const listeners = new Set<() => void>();

function loadFields(): Promise<typeof LoadedFields> {
  loading ??= import('./filter-fields-loaded').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The real fields once they are there (null on the server and until then). */
function useLoadedFields() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
}

/** Starts loading the real fields (pointing at the filters is enough); a failed load says so. */
export function usePrepareFilters() {
  const { t } = useTranslation();
  return () => void loadFields().catch(() => showToast({ message: t('errors.refreshAndTryAgain'), color: 'red' }));
}

export interface FilterSelectProps {
  'aria-label': string;
  placeholder?: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  clearable?: boolean;
  allowDeselect?: boolean;
  'data-testid'?: string;
}

/** A filter with a list of choices: Mantine's Select, loaded on first use. */
export function FilterSelect(props: FilterSelectProps) {
  const fields = useLoadedFields();
  const prepare = usePrepareFilters();
  const [intent, setIntent] = useState<{ open: boolean } | null>(null);
  if (fields) return <fields.FilterSelect {...props} autoFocus={!!intent} defaultDropdownOpened={!!intent?.open} />;
  const ask = (open: boolean) => {
    setIntent((was) => ({ open: open || !!was?.open }));
    prepare();
  };
  const { value, data, onChange, clearable, allowDeselect: _allowDeselect, ...input } = props;
  return (
    <InputBase
      {...input}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={data.find((option) => option.value === value)?.label ?? ''}
      // As Mantine's Select draws it: the chevron, and a mouse-only clear button before it while a
      // clearable field has a value (the keyboard clears from the list).
      rightSection={
        clearable && value !== null ? (
          <div
            data-combined-clear-section
            style={{ display: 'flex', gap: 2, alignItems: 'center', paddingInlineEnd: 8 }}
          >
            <Input.ClearButton
              tabIndex={-1}
              aria-hidden
              style={{ pointerEvents: 'all', background: 'var(--input-bg)' }}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChange(null)}
            />
            <ComboboxChevron />
          </div>
        ) : (
          <ComboboxChevron />
        )
      }
      rightSectionPointerEvents="none"
      onMouseDown={() => ask(true)}
      onFocus={() => ask(false)}
      onBlur={() => setIntent((was) => (was?.open ? was : null))}
      onKeyDown={(event) => {
        if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
          event.preventDefault();
          ask(true);
        }
      }}
    />
  );
}

export interface PriceInputProps {
  'aria-label': string;
  placeholder?: string;
  value: number | undefined;
  onChange: (value: number | null) => void;
  error?: string;
}

/**
 * A price bound: a plain text field read by parsePrice, as the ad form's price is (decision 055): "2450.5"
 * and "2450,5" mean the same in every language (a number field with the language's separators read
 * "2450.5" typed in Latvian as 24 505). While focused it keeps what was typed; otherwise it shows the
 * bound as the language writes it. Text that is no price filters nothing and says how to write one.
 */
export function PriceInput({ value, onChange, error, ...input }: PriceInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const wrong = typed !== null && !isPriceBound(parsePrice(typed));
  return (
    <TextInput
      {...input}
      inputMode="decimal"
      leftSection="€"
      value={typed ?? (value === undefined ? '' : priceFieldText(value))}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const price = parsePrice(text);
        if (price === undefined) onChange(null);
        else if (isPriceBound(price)) onChange(price);
      }}
      onBlur={() => setTyped(null)}
      error={wrong ? t('market.priceFormat') : error}
    />
  );
}

function isPriceBound(price: number | undefined): boolean {
  return price === undefined || (Number.isFinite(price) && price >= 0);
}
