import { Alert, Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import {
  COUNTING_RULES,
  type ChampionshipRules,
  type CountingRule,
  DEFAULT_RULES,
  MISSED_SECTION_BY,
  type MissedSectionBy,
  TIE_BREAKS,
  type TieBreak,
} from '@trialhub/domain';
import { useTranslation } from 'react-i18next';

const takesCount = (c: CountingRule) => c === 'bestN' || c === 'dropWorst';
/** The missed-section values federations use (issue #16); a stored other value stays selectable. */
const MISSED_SECTION_CHOICES = [5, 10, 20];

/** A rule without N/K keeps N at 1: a number left over from another rule must not block the save. */
function withCounting(rules: ChampionshipRules, counting: CountingRule): ChampionshipRules {
  return { ...rules, counting, countingN: takesCount(counting) ? rules.countingN : 1 };
}

/**
 * The championship's Rules section (issue #16): counting rule, minimum participation, missed section,
 * time penalty and tie-break.
 * The points scale stays in its own section above. Every default is the spec's behaviour.
 */
export function ChampionshipRulesFieldset({
  rules,
  stageCount,
  onChange,
  err,
}: {
  rules: ChampionshipRules;
  /** The championship's stages: "drop the K worst" with K ≥ this counts only the best stage. */
  stageCount: number;
  onChange: (rules: ChampionshipRules) => void;
  /** The translated message for a field path under `rules.`, once a save was tried. */
  err: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof ChampionshipRules>(key: K, v: ChampionshipRules[K]) => onChange({ ...rules, [key]: v });
  const takesN = takesCount(rules.counting);
  // A cleared number field stays invalid (NaN) so the schema's message shows, rather than turning into 0.
  const num = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));
  return (
    <Fieldset legend={t('adminRules.legend')} data-testid="championship-rules">
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminRules.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('adminRules.counting')}
          data={COUNTING_RULES.map((c) => ({ value: c, label: t(`adminRules.countingOption.${c}`) }))}
          value={rules.counting}
          allowDeselect={false}
          onChange={(v) => v && onChange(withCounting(rules, v as CountingRule))}
          error={err('rules.counting')}
        />
        {takesN && (
          <NumberInput
            label={t(rules.counting === 'bestN' ? 'adminRules.countingN' : 'adminRules.countingK')}
            value={Number.isNaN(rules.countingN) ? '' : rules.countingN}
            min={1}
            max={50}
            allowDecimal={false}
            clampBehavior="none"
            onChange={(v) => set('countingN', num(v))}
            error={err('rules.countingN')}
          />
        )}
        <NumberInput
          label={t('adminRules.minResults')}
          description={t('adminRules.minResultsHint')}
          value={Number.isNaN(rules.minResults) ? '' : rules.minResults}
          min={0}
          max={50}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(v) => set('minResults', num(v))}
          error={err('rules.minResults')}
        />
        <Select
          label={t('adminRules.missed')}
          description={t('adminRules.missedHint')}
          data={[
            { value: 'off', label: t('adminRules.missedOff') },
            ...[...new Set([...MISSED_SECTION_CHOICES, rules.missedSectionPoints ?? 5])]
              .sort((a, b) => a - b)
              .map((points) => ({ value: String(points), label: t('adminRules.missedPoints', { points }) })),
          ]}
          value={rules.missedSectionPoints === null ? 'off' : String(rules.missedSectionPoints)}
          allowDeselect={false}
          onChange={(v) => v && set('missedSectionPoints', v === 'off' ? null : Number(v))}
          error={err('rules.missedSectionPoints')}
        />
        {rules.missedSectionPoints !== null && (
          <Select
            label={t('adminRules.missedBy')}
            description={t('adminRules.missedByHint')}
            data={MISSED_SECTION_BY.map((by) => ({ value: by, label: t(`adminRules.missedByOption.${by}`) }))}
            value={rules.missedSectionBy}
            allowDeselect={false}
            onChange={(v) => v && set('missedSectionBy', v as MissedSectionBy)}
            error={err('rules.missedSectionBy')}
          />
        )}
        <NumberInput
          label={t('adminRules.late')}
          description={t('adminRules.lateHint')}
          value={Number.isNaN(rules.latePenaltyPerMinute) ? '' : rules.latePenaltyPerMinute}
          min={0}
          max={50}
          allowDecimal={false}
          clampBehavior="none"
          onChange={(v) => set('latePenaltyPerMinute', num(v))}
          error={err('rules.latePenaltyPerMinute')}
        />
        <Select
          label={t('adminRules.tieBreak')}
          data={TIE_BREAKS.map((c) => ({ value: c, label: t(`adminRules.tieBreakOption.${c}`) }))}
          value={rules.tieBreak}
          allowDeselect={false}
          onChange={(v) => v && set('tieBreak', v as TieBreak)}
          error={err('rules.tieBreak')}
        />
      </SimpleGrid>
      {rules.counting === 'dropWorst' && stageCount > 0 && rules.countingN >= stageCount && (
        // Not refused: stages may still be added; until then the standings count the best stage (decision 019).
        <Alert color="yellow" variant="light" mt="sm" data-testid="rules-drops-all">
          {t('adminRules.dropsAllStages', { count: stageCount, n: rules.countingN })}
        </Alert>
      )}
      <Group mt="sm">
        <Button variant="default" onClick={() => onChange({ ...DEFAULT_RULES })}>
          {t('adminRules.defaults')}
        </Button>
      </Group>
    </Fieldset>
  );
}
