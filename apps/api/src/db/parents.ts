import { parentOf } from '../lib/scope';
import { appUsers, commercialAccounts, customers, stations } from './schema';

// Records that scope their children: declared once, used by every child resource and custom route.

export const customerParent = parentOf(customers, {
  key: customers.id,
  place: customers.idgrupo,
  level: 'group',
  noun: 'el cliente',
});

export const appUserParent = parentOf(appUsers, {
  key: appUsers.id,
  place: appUsers.idgrupo,
  level: 'group',
  noun: 'el usuario',
});

export const stationParent = parentOf(stations, {
  key: stations.idlocal,
  place: stations.idlocal,
  level: 'station',
  noun: 'la estación',
});

export const commercialAccountParent = parentOf(commercialAccounts, {
  key: commercialAccounts.id,
  place: commercialAccounts.id,
  level: 'account',
  noun: 'la cuenta comercial',
});
