import type { Depart, SiteInfo, Tenant } from '../../../api/types';

/** The choices a user with several departments, sites or tenants makes after login. */
export interface LoginChoices {
  departs: Depart[];
  sites: SiteInfo[];
  tenants: Tenant[];
  currentSiteId?: string | null;
  currentOrgCode?: string | null;
}

export interface LoginSelection {
  orgCode?: string;
  siteId?: string;
  tenantId?: Tenant['id'];
}

export const needsChoice = (choices: LoginChoices) =>
  choices.departs.length > 1 || choices.sites.length > 1 || choices.tenants.length > 1;
