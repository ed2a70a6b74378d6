import '@mantine/core/styles/Accordion.css';
import { Accordion, Button, Group } from '@mantine/core';
import { IconChevronsDown, IconChevronsUp } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './standings.module.css';

/**
 * Which sections are open, kept per section name (spec §2): a live update that adds or reorders
 * sections keeps what the user opened or closed. New sections start open.
 *
 * The first render opens every section, as the server rendered it: the server has no sessionStorage, and
 * reading it while rendering made a visitor who had closed a section hydrate against other HTML (a
 * hydration error, React then re-rendering the page from scratch). What this tab closed is read after
 * hydration, before the browser paints (a layout effect): with nothing stored (the common case) nothing
 * changes at all; a section closed earlier in this tab closes with its usual animation.
 */
export function useExpansion(storageKey: string) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  useLayoutEffect(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[];
      if (stored.length > 0) setClosed(new Set(stored));
    } catch {
      // Nothing usable stored: every section open.
    }
  }, [storageKey]);
  const save = (next: Set<string>) => {
    setClosed(next);
    sessionStorage.setItem(storageKey, JSON.stringify([...next]));
  };
  return {
    open: (names: string[]) => names.filter((n) => !closed.has(n)),
    set: (names: string[], openNames: string[]) =>
      save(new Set([...[...closed].filter((n) => !names.includes(n)), ...names.filter((n) => !openNames.includes(n))])),
  };
}

/** Collapsible sections with Expand All (disabled when all open) and Collapse All (disabled when all closed). */
export function Sections({
  storageKey,
  sections,
}: {
  storageKey: string;
  sections: { name: string; label: React.ReactNode; content: React.ReactNode }[];
}) {
  const { t } = useTranslation();
  const expansion = useExpansion(storageKey);
  const names = sections.map((s) => s.name);
  const value = expansion.open(names);
  // Mantine builds the panel's and the control's ids from an item's value, and a club's name has spaces
  // (`panel-MK Trial Rīga`: an invalid id reference for screen readers, axe's aria-valid-attr-value).
  // Items are keyed by position; what is open is still kept by name.
  const itemValue = (name: string) => `section-${names.indexOf(name)}`;
  return (
    <>
      <Group gap="xs" className={classes.noPrint}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronsDown size={14} />}
          disabled={value.length === names.length}
          onClick={() => expansion.set(names, names)}
        >
          {t('standings.expandAll')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronsUp size={14} />}
          disabled={value.length === 0}
          onClick={() => expansion.set(names, [])}
        >
          {t('standings.collapseAll')}
        </Button>
      </Group>
      <Accordion
        multiple
        variant="separated"
        value={value.map(itemValue)}
        onChange={(open) =>
          expansion.set(
            names,
            names.filter((name) => open.includes(itemValue(name))),
          )
        }
      >
        {sections.map((s) => (
          <Accordion.Item key={s.name} value={itemValue(s.name)} className={classes.section}>
            <Accordion.Control>{s.label}</Accordion.Control>
            <Accordion.Panel>{s.content}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
