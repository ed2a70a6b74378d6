import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TopicPositions, formatEventId, isValidTopic, liveTopics, parseEventId } from './topics.js';

describe('isValidTopic', () => {
  it.each([
    ['stages', true],
    ['stage:demo-stage-1:results', true],
    ['stage:demo_stage_1:participants', true],
    ['stage:demo-stage-1:queries', true],
    ['stage:demo-stage-1:query', false],
    ['stage:demo-stage-1:queries:rider-1', true],
    ['stage:demo-stage-1:results:rider-1', false],
    ['championship:demo-baltic-cup:standings', true],
    [`stage:${'a'.repeat(64)}:results`, true],
    [`stage:${'a'.repeat(65)}:results`, false],
    ['', false],
    ['Stages', false],
    ['stages ', false],
    ['stages\n', false],
    ['stage::results', false],
    ['stage:abc', false],
    ['stage:abc:standings', false],
    ['championship:abc:results', false],
    ['stage:a/b:results', false],
    ['stage:a b:results', false],
    ['stage:a:results:extra', false],
    ['bogus', false],
    ['market', true],
    ['market:x', false],
  ])('%j is valid: %s', (topic, expected) => {
    expect(isValidTopic(topic)).toBe(expected);
  });

  it('accepts every topic the liveTopics builders make', () => {
    for (const topic of [
      liveTopics.stages,
      liveTopics.stageResults('demo-stage-1'),
      liveTopics.stageParticipants('demo-stage-1'),
      liveTopics.stageQueries('demo-stage-1'),
      liveTopics.riderQueries('demo-stage-1', 'rider-1'),
      liveTopics.championshipStandings('demo-baltic-cup'),
      liveTopics.market,
    ])
      expect(isValidTopic(topic), topic).toBe(true);
  });
});

describe('parseEventId', () => {
  it.each<[string, TopicPositions]>([
    ['', {}],
    ['   ', {}],
    ['stages=0', { stages: 0 }],
    ['stages=3', { stages: 3 }],
    ['stages=3;stage:abc:results=10', { stages: 3, 'stage:abc:results': 10 }],
    [
      'championship:x:standings=42;stage:a-b_C:participants=7',
      { 'championship:x:standings': 42, 'stage:a-b_C:participants': 7 },
    ],
    ['stages=999999999999999', { stages: 999_999_999_999_999 }],
  ])('reads %j as the positions it names', (value, expected) => {
    expect(parseEventId(value)).toEqual(expected);
  });

  it.each([
    'stages',
    '=3',
    'stages=',
    'stages=-1',
    'stages=+1',
    'stages=1.5',
    'stages=1e3',
    'stages=0x10',
    'stages=abc',
    'stages= 1',
    ' stages=1',
    'stages=1;',
    ';stages=1',
    'stages=1;;stage:a:results=2',
    'stages=1234567890123456',
    'bogus=1',
    'stage:bad id:results=1',
    'stage:x=y:results=1',
    'stages=1,stage:a:results=2',
  ])('rejects the malformed %j', (value) => {
    expect(parseEventId(value)).toBeNull();
  });
});

describe('formatEventId', () => {
  it.each<[TopicPositions, string]>([
    [{}, ''],
    [{ stages: 3 }, 'stages=3'],
    [{ stages: 3, 'stage:abc:results': 10 }, 'stages=3;stage:abc:results=10'],
  ])('writes %j as %j', (positions, expected) => {
    expect(formatEventId(positions)).toBe(expected);
  });

  it('is read back by parseEventId as the same positions', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
    const topic = fc.oneof(
      fc.constant('stages'),
      id.map(liveTopics.stageResults),
      id.map(liveTopics.stageParticipants),
      id.map(liveTopics.championshipStandings),
    );
    const positions = fc.dictionary(topic, fc.integer({ min: 0, max: 999_999_999_999_999 }), { maxKeys: 20 });
    fc.assert(
      fc.property(positions, (p) => {
        expect(parseEventId(formatEventId(p))).toEqual(p);
      }),
    );
  });
});
