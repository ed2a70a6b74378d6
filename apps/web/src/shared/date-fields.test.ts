import { describe, expect, it } from 'vitest';
import { readDateField, showDateField } from './date-fields';

describe("date and time fields in the page's language, not the browser's", () => {
  it('show a value in each language', () => {
    expect(showDateField('date', 'lv', '2027-06-05')).toBe('05.06.2027.');
    expect(showDateField('date', 'et', '2027-06-05')).toBe('05.06.2027');
    expect(showDateField('date', 'en', '2027-06-05')).toBe('05/06/2027');
    expect(showDateField('datetime', 'lv', '2027-06-05T09:30')).toBe('05.06.2027. 09:30');
    expect(showDateField('time', 'en', '09:30')).toBe('09:30');
    expect(showDateField('date', 'en', '')).toBe('');
  });

  it('read what is typed: day first with any separator, digits from a number pad, ISO; 24-hour times', () => {
    for (const typed of ['05.06.2027.', '05.06.2027', '5/6/2027', '05-06-2027', '05062027', '2027-06-05'])
      expect(readDateField('date', typed)).toBe('2027-06-05');
    for (const typed of ['9:30', '09.30', '0930', '930']) expect(readDateField('time', typed)).toBe('09:30');
    expect(readDateField('time', '9')).toBe('09:00');
    expect(readDateField('datetime', '05.06.2027. 10:00')).toBe('2027-06-05T10:00');
    expect(readDateField('datetime', '2027-06-05T10:00')).toBe('2027-06-05T10:00');
    expect(readDateField('date', '  ')).toBe('');
  });

  it('refuse what is no date or time', () => {
    for (const typed of ['31.02.2027', '06/31/2027', '2027', 'tomorrow'])
      expect(readDateField('date', typed)).toBeNull();
    for (const typed of ['24:00', '9:75', '9:30 AM']) expect(readDateField('time', typed)).toBeNull();
    expect(readDateField('datetime', '05.06.2027')).toBeNull();
  });
});
