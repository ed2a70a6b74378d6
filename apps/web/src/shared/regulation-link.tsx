import { Anchor, Group, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The regulation's link, once the file is known to be there; 'Cannot get regulation file' (spec §2)
 * when it cannot be fetched, rather than a link that opens an error page.
 */
export function RegulationLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const { data: available } = useQuery({
    queryKey: ['regulation-available', url],
    queryFn: async () => {
      try {
        return (await fetch(url, { method: 'HEAD', credentials: 'same-origin' })).ok;
      } catch {
        return false;
      }
    },
    staleTime: 60_000,
    // Not on the server (decision 036): the page shows the link, the browser then checks it.
    enabled: !import.meta.env.SSR,
  });
  if (available === false) return <Text c="red">{t('results.info.noRegulation')}</Text>;
  return (
    <Anchor href={url} target="_blank">
      <Group gap={6} component="span">
        <IconFileTypePdf size={20} />
        {t('stage.regulation')}
      </Group>
    </Anchor>
  );
}
