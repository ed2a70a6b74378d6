import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { dateLanguage } from '@trialhub/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFieldKind, readDateField, showDateField } from './date-fields';

type FieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'rightSection'> & {
  /** 'YYYY-MM-DD', 'HH:MM' or 'YYYY-MM-DDTHH:MM' as a native input gives it; '' for none. */
  value: string;
  /** The new value; '' when the field is emptied or holds text that is no date (the field says so). */
  onChange: (value: string) => void;
};

const NATIVE_TYPE: Record<DateFieldKind, string> = { date: 'date', time: 'time', datetime: 'datetime-local' };

/**
 * The one date / time field of the app (issue #38 leftovers): typed in the page language's style
 * (lv 05.06.2027., et 05.06.2027, en 05/06/2027; 24-hour times), whatever the browser's own locale, with
 * a button that opens the browser's own picker (a calendar on a desktop, the wheel on a phone). The
 * native input behind the button only carries the pick: a native field's text follows the browser's
 * locale, which is what this replaces.
 */
function DateField({ kind, value, onChange, error, onBlur, ...props }: FieldProps & { kind: DateFieldKind }) {
  const { t, i18n } = useTranslation();
  const lang = dateLanguage(i18n.language ?? 'en');
  const [text, setText] = useState(() => showDateField(kind, lang, value));
  const [touched, setTouched] = useState(false);
  const native = useRef<HTMLInputElement>(null);
  // A value set from outside (a reset, another field, the language) is shown again; what the user is
  // still typing (no value yet) is left alone.
  useEffect(() => {
    if ((readDateField(kind, text) ?? '') !== value) setText(showDateField(kind, lang, value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the value or language changes
  }, [value, kind]);
  useEffect(() => {
    const read = readDateField(kind, text);
    if (read) setText(showDateField(kind, lang, read));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the language changes
  }, [lang]);
  const invalid = touched && readDateField(kind, text) === null;
  const format = t(`dateInput.format.${kind}`);
  const pick = () => {
    const input = native.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };
  return (
    <TextInput
      {...props}
      value={text}
      placeholder={props.placeholder ?? format}
      inputMode={kind === 'time' ? 'numeric' : undefined}
      autoComplete="off"
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        onChange(readDateField(kind, next) ?? '');
      }}
      onBlur={(e) => {
        setTouched(true);
        const read = readDateField(kind, text);
        if (read) setText(showDateField(kind, lang, read));
        onBlur?.(e);
      }}
      error={error ?? (invalid ? t('dateInput.invalid', { format }) : undefined)}
      rightSectionWidth={36}
      rightSection={
        <span style={{ position: 'relative', display: 'inline-flex' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t(kind === 'time' ? 'dateInput.pickTime' : 'dateInput.pickDate')}
            onClick={pick}
            disabled={props.disabled}
          >
            {kind === 'time' ? <IconClock size={18} /> : <IconCalendar size={18} />}
          </ActionIcon>
          <input
            ref={native}
            type={NATIVE_TYPE[kind]}
            value={value}
            tabIndex={-1}
            aria-hidden
            aria-label={t(kind === 'time' ? 'dateInput.pickTime' : 'dateInput.pickDate')}
            onChange={(e) => {
              const picked = e.currentTarget.value;
              setText(showDateField(kind, lang, picked));
              setTouched(false);
              onChange(picked);
            }}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              opacity: 0,
              pointerEvents: 'none',
              border: 0,
              padding: 0,
            }}
          />
        </span>
      }
    />
  );
}

/** A calendar date, 'YYYY-MM-DD'. */
export const DateInput = (props: FieldProps) => <DateField kind="date" {...props} />;
/** A time of day, 'HH:MM' (24-hour). */
export const TimeInput = (props: FieldProps) => <DateField kind="time" {...props} />;
/** A day and its time on a wall clock, 'YYYY-MM-DDTHH:MM' (a native datetime-local's value). */
export const DateTimeInput = (props: FieldProps) => <DateField kind="datetime" {...props} />;
