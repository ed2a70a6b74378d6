import type { StageInput } from '@trialhub/domain';
import { describe, expect, it } from 'vitest';
import { classesMissingForPublish } from './section-count';

const cls = (name: string, patch: Partial<StageInput['classes'][number]> = {}) => ({
  name,
  color: '#1c7ed6',
  startTime: '10:00',
  endTime: '16:00',
  yearsFrom: 16,
  yearsTo: null,
  laps: 3,
  lapSections: [1, 2],
  order: 1,
  ...patch,
});

describe('publishing names the classes the stage page cannot show yet (issue #37 point 6)', () => {
  it('lists classes without a start or end time or an "age from"; "age to" may stay open', () => {
    const input = {
      classes: [
        cls('Expert'),
        cls('Hobby', { startTime: null }),
        cls('', { yearsFrom: null }),
        cls('Open', { endTime: null }),
      ],
    } as unknown as StageInput;
    expect(classesMissingForPublish(input)).toEqual(['Hobby', '#3', 'Open']);
    expect(classesMissingForPublish({ classes: [cls('Expert')] } as unknown as StageInput)).toEqual([]);
  });
});
