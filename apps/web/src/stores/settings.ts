import { create } from 'zustand';
import { readStored, writeStored } from './expiring-storage';
import { APP_SETTINGS } from './storage-keys';

/** The eight named theme colours of the settings drawer. */
export const THEME_COLORS = [
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'daybreak', color: '#1890FF' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

export interface AppSettings {
  primaryColor: string;
  navTheme: 'dark' | 'light';
  layout: 'sidemenu' | 'topmenu';
  /** 'Fixed' = centred 1200 px content under the top menu; 'Fluid' = full width. */
  contentWidth: 'Fixed' | 'Fluid';
  fixedHeader: boolean;
  /** Header hides while scrolling down past 100 px (needs a fixed header). */
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multiTab: boolean;
}

/** Spec §2 defaults. */
export const DEFAULT_SETTINGS: AppSettings = {
  primaryColor: '#F5222D',
  navTheme: 'dark',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: true,
  autoHideHeader: false,
  fixSiderbar: true,
  colorWeak: false,
  multiTab: true,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

interface SettingsState extends AppSettings {
  /** Applies and persists a change; throws when it cannot be applied (invalid colour, storage refused). */
  update(change: Partial<AppSettings>): void;
}

export const useSettings = create<SettingsState>((set, get) => ({
  ...DEFAULT_SETTINGS,
  ...readStored<Partial<AppSettings>>(APP_SETTINGS),
  update(change) {
    if (change.primaryColor !== undefined && !HEX_COLOR.test(change.primaryColor)) {
      throw new Error(`Invalid theme colour ${change.primaryColor}`);
    }
    const { update: _ignored, ...current } = get();
    const next: AppSettings = { ...current, ...change };
    writeStored(APP_SETTINGS, next);
    set(next);
  },
}));
