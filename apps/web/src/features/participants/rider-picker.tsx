import { Alert, Button, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { type RiderSearchHit, formatBirthDate } from '@trialhub/domain';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api';

/**
 * The secretary's add form starts with the rider (issue #38): search riders by name (case and
 * diacritics ignored, as the club search), racing number or licence number, and pick one — the form is
 * filled from them and the entry is theirs — or go on with a new rider.
 */
export function RiderPicker({
  picked,
  onPick,
}: {
  picked: RiderSearchHit | null;
  onPick: (rider: RiderSearchHit | null) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const q = query.trim();
  const { data: hits, isFetching } = useQuery({
    queryKey: ['rider-search', q],
    queryFn: () => api(`/api/riders?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 2,
    staleTime: 10_000,
  });

  if (picked)
    return (
      <Alert color="blue" data-testid="picked-rider">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {t('licences.picker.picked', { name: picked.name, born: formatBirthDate(picked.birthDate) })}
          </Text>
          <Button size="xs" variant="default" onClick={() => onPick(null)}>
            {t('licences.picker.change')}
          </Button>
        </Group>
      </Alert>
    );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const rider = hits?.find((h) => h.id === id);
        if (rider) onPick(rider);
        setQuery('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('licences.picker.label')}
          description={t('licences.picker.hint')}
          inputWrapperOrder={['label', 'input', 'description']}
          leftSection={<IconSearch size={16} />}
          rightSection={isFetching ? <Loader size="xs" /> : null}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      {q.length >= 2 && hits && (
        <Combobox.Dropdown>
          <Combobox.Options>
            {hits.length === 0 ? (
              <Combobox.Empty>{t('licences.picker.none')}</Combobox.Empty>
            ) : (
              hits.map((h) => (
                <Combobox.Option value={h.id} key={h.id}>
                  <Text size="sm" fw={500}>
                    {h.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      formatBirthDate(h.birthDate),
                      h.clubId,
                      h.racingClass,
                      h.racingNumber !== null ? `#${h.racingNumber}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      )}
    </Combobox>
  );
}
