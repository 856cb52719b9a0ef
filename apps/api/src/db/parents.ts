import { parentOf } from '../lib/scope';
import { appUsers, commercialAccounts, customers, stations } from './schema';

// Records that scope their children: declared once, used by every child resource and custom route.

export const customerParent = parentOf(customers, {
  place: customers.idgrupo,
  level: 'group',
  noun: 'el cliente',
});

export const appUserParent = parentOf(appUsers, {
  place: appUsers.idgrupo,
  level: 'group',
  noun: 'el usuario',
});

export const stationParent = parentOf(stations, {
  place: stations.idlocal,
  level: 'station',
  noun: 'la estación',
});

export const commercialAccountParent = parentOf(commercialAccounts, {
  place: commercialAccounts.id,
  level: 'account',
  noun: 'la cuenta comercial',
});
