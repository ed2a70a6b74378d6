import { IconBuildingStore, IconListNumbers, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';
import { paths } from '../../shared/paths';

/** The signed-in user's menu entries, shared by the desktop user menu and the phone menu (spec §2). */
export function accountLinks(isAdmin: boolean, isSecretary = false) {
  return [
    ...(isAdmin ? [{ to: paths.championshipAdmin, labelKey: 'header.championship', icon: IconSettings }] : []),
    // Claims and namesakes to decide (decision 080).
    ...(isSecretary ? [{ to: paths.riderRecords, labelKey: 'header.riderRecords', icon: IconUsers }] : []),
    { to: paths.profile, labelKey: 'header.profile', icon: IconUser },
    { to: paths.myResults, labelKey: 'header.myResults', icon: IconListNumbers },
    { to: paths.myAds, labelKey: 'header.myAds', icon: IconBuildingStore },
  ];
}
