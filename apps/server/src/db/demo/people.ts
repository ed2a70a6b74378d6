// The demo's people: its accounts, clubs, classes and the riders entered in its stages.
import type { ChampionshipClass, RacingClass } from '../schema.js';

export const DEMO_PASSWORD = 'trialhub-demo';
export const demoAccounts = [
  { email: 'admin@trialhub.demo', name: 'Anna Admin', role: 'admin' },
  { email: 'secretary@trialhub.demo', name: 'Sandra Sekretāre', role: 'secretary' },
  { email: 'judge@trialhub.demo', name: 'Jānis Tiesnesis', role: 'judge' },
  { email: 'rider@trialhub.demo', name: 'Rihards Braucējs', role: 'rider' },
  { email: 'rider2@trialhub.demo', name: 'Kertu Kask', role: 'rider' },
] as const;

/** The demo riders who have accounts: registered with their user id, so My results shows them. */
export const accountRiders = [
  {
    email: 'rider@trialhub.demo',
    cls: 'Clubman',
    number: 16,
    club: 'MK Trial Rīga',
    born: '1994-03-17',
    gender: 'male' as const,
    bike: 'Beta EVO 250',
  },
  {
    email: 'rider2@trialhub.demo',
    cls: 'Hobby',
    number: 25,
    club: 'Pärnu MK',
    born: '2000-06-06',
    gender: 'female' as const,
    bike: 'TRRS One 125',
  },
];

export const championshipClasses: ChampionshipClass[] = [
  { name: 'Expert', order: 1, bgColor: '#e03131', borderColor: '#a61e1e', clubStandingMultiplier: 1.5 },
  { name: 'Clubman', order: 2, bgColor: '#1c7ed6', borderColor: '#1864ab', clubStandingMultiplier: 1.2 },
  { name: 'Hobby', order: 3, bgColor: '#2f9e44', borderColor: '#2b8a3e', clubStandingMultiplier: 1 },
  { name: 'Youth', order: 4, bgColor: '#f59f00', borderColor: '#e67700', clubStandingMultiplier: 1 },
];

export const racingClasses: RacingClass[] = [
  {
    name: 'Expert',
    color: '#e03131',
    startTime: '10:00',
    endTime: '15:00',
    yearsFrom: 16,
    yearsTo: null,
    laps: 3,
    lapSections: [1, 2, 3, 4, 5, 6, 7, 8],
    order: 1,
  },
  {
    name: 'Clubman',
    color: '#1c7ed6',
    startTime: '10:00',
    endTime: '15:00',
    yearsFrom: 14,
    yearsTo: null,
    laps: 3,
    lapSections: [1, 2, 3, 4, 5, 6, 7, 8],
    order: 2,
  },
  {
    name: 'Hobby',
    color: '#2f9e44',
    startTime: '10:30',
    endTime: '14:30',
    yearsFrom: 12,
    yearsTo: null,
    laps: 2,
    lapSections: [1, 2, 3, 4, 5, 6],
    order: 3,
  },
  {
    name: 'Youth',
    color: '#f59f00',
    startTime: '11:00',
    endTime: '14:00',
    yearsFrom: 7,
    yearsTo: 15,
    laps: 2,
    lapSections: [1, 2, 3, 4],
    order: 4,
  },
];

export const demoClubs = [
  { id: 'MK Trial Rīga', country: 'LV' },
  { id: 'Siguldas Moto', country: 'LV' },
  { id: 'Cēsu Trials', country: 'LV' },
  { id: 'Tartu Trialiklubi', country: 'EE' },
  { id: 'Pärnu MK', country: 'EE' },
];

export const riders: {
  name: string;
  cls: string;
  number: number;
  club: string;
  born: string;
  gender: 'male' | 'female';
  bike: string;
}[] = [
  {
    name: 'Mārtiņš Ozols',
    cls: 'Expert',
    number: 1,
    club: 'MK Trial Rīga',
    born: '1996-04-12',
    gender: 'male',
    bike: 'TRRS One R 300',
  },
  {
    name: 'Kristjan Tamm',
    cls: 'Expert',
    number: 2,
    club: 'Tartu Trialiklubi',
    born: '1999-08-03',
    gender: 'male',
    bike: 'Montesa Cota 4RT',
  },
  {
    name: 'Edgars Bērziņš',
    cls: 'Expert',
    number: 3,
    club: 'Siguldas Moto',
    born: '1993-01-27',
    gender: 'male',
    bike: 'GasGas TXT Racing 300',
  },
  {
    name: 'Rasmus Kask',
    cls: 'Expert',
    number: 4,
    club: 'Pärnu MK',
    born: '2001-11-15',
    gender: 'male',
    bike: 'Beta EVO 300',
  },
  {
    name: 'Toms Kalniņš',
    cls: 'Expert',
    number: 5,
    club: 'Cēsu Trials',
    born: '1998-06-30',
    gender: 'male',
    bike: 'Sherco ST 300',
  },
  {
    name: 'Andris Liepa',
    cls: 'Clubman',
    number: 11,
    club: 'MK Trial Rīga',
    born: '1985-03-09',
    gender: 'male',
    bike: 'Beta EVO 250',
  },
  {
    name: 'Margus Saar',
    cls: 'Clubman',
    number: 12,
    club: 'Tartu Trialiklubi',
    born: '1979-12-01',
    gender: 'male',
    bike: 'Montesa Cota 301RR',
  },
  {
    name: 'Laura Krūmiņa',
    cls: 'Clubman',
    number: 13,
    club: 'Siguldas Moto',
    born: '1997-05-21',
    gender: 'female',
    bike: 'TRRS XTrack 250',
  },
  {
    name: 'Siim Mägi',
    cls: 'Clubman',
    number: 14,
    club: 'Pärnu MK',
    born: '1990-09-14',
    gender: 'male',
    bike: 'GasGas TXT 250',
  },
  {
    name: 'Raivis Zariņš',
    cls: 'Clubman',
    number: 15,
    club: 'Cēsu Trials',
    born: '1988-02-02',
    gender: 'male',
    bike: 'Sherco ST 250',
  },
  {
    name: 'Jānis Pētersons',
    cls: 'Hobby',
    number: 21,
    club: 'MK Trial Rīga',
    born: '1975-07-18',
    gender: 'male',
    bike: 'Honda TLR 250',
  },
  {
    name: 'Kadri Lepik',
    cls: 'Hobby',
    number: 22,
    club: 'Tartu Trialiklubi',
    born: '1992-10-10',
    gender: 'female',
    bike: 'Beta EVO 200',
  },
  {
    name: 'Guntis Vītols',
    cls: 'Hobby',
    number: 23,
    club: 'Siguldas Moto',
    born: '1969-04-04',
    gender: 'male',
    bike: 'Yamaha TY 250',
  },
  {
    name: 'Tõnu Rebane',
    cls: 'Hobby',
    number: 24,
    club: 'Pärnu MK',
    born: '1982-08-08',
    gender: 'male',
    bike: 'Montesa Cota 260',
  },
  {
    name: 'Emīls Ozols',
    cls: 'Youth',
    number: 31,
    club: 'MK Trial Rīga',
    born: '2013-05-05',
    gender: 'male',
    bike: 'Beta EVO 125',
  },
  {
    name: 'Mia Kask',
    cls: 'Youth',
    number: 32,
    club: 'Pärnu MK',
    born: '2014-02-14',
    gender: 'female',
    bike: 'GasGas TXT 125',
  },
  {
    name: 'Roberts Kalniņš',
    cls: 'Youth',
    number: 33,
    club: 'Cēsu Trials',
    born: '2012-09-09',
    gender: 'male',
    bike: 'TRRS One 125',
  },
  {
    name: 'Henri Tamm',
    cls: 'Youth',
    number: 34,
    club: 'Tartu Trialiklubi',
    born: '2013-12-24',
    gender: 'male',
    bike: 'Oset 24.0',
  },
];
