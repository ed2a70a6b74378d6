import { type ReactNode, createContext, useContext } from 'react';

/**
 * The time zone of the stage a page shows, for the small parts deep inside it (a result's history, the
 * change log, the finish-time editor) that print times: they show the venue's clock like the page does.
 * Outside a stage page: undefined, i.e. the viewer's own zone.
 */
const VenueZone = createContext<string | undefined>(undefined);

export function VenueZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <VenueZone.Provider value={timeZone}>{children}</VenueZone.Provider>;
}

export const useVenueZone = (): string | undefined => useContext(VenueZone);
