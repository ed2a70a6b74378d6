import { List, Paper, Text } from '@mantine/core';
import { type RulePart, formatRulesSummary } from '@trialhub/domain';
import { useTranslation } from 'react-i18next';

/**
 * The championship's rules above the standings (issue #16), so a rider can see how the numbers came
 * about; it prints with the page.
 */
export function RulesSummary({ parts }: { parts: readonly RulePart[] }) {
  const { t } = useTranslation();
  const lines = formatRulesSummary(parts, (key, values) => t(key, values));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="rules-summary">
      <Text fw={600} size="sm" mb={4}>
        {t('rules.title')}
      </Text>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
