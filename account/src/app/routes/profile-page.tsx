import {
  loadProfile,
  selectIsSignedIn,
  StatusMessage,
  useDocumentTitle,
  useSessionStore,
  type UserProfile,
} from '@harmony/shared';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@harmony/shared/router';
import { AddressList } from '../../features/addresses/components/address-list';
import { OrderList } from '../../features/orders/components/order-list';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import styles from './profile-page.module.css';

export const PROFILE_TABS = [
  { id: 'profile', label: 'My Profile' },
  { id: 'addresses', label: 'My Addresses' },
  { id: 'orders', label: 'My Orders' },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]['id'];

function initialTab(state: unknown): ProfileTab {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return PROFILE_TABS.some((item) => item.id === tab) ? (tab as ProfileTab) : 'profile';
}

/** Keys of the WAI-ARIA tabs pattern: arrows (either axis: a sidebar on desktop, a bar on phones), Home, End. */
function nextTab(key: string, current: number): number | null {
  const last = PROFILE_TABS.length - 1;
  if (key === 'ArrowDown' || key === 'ArrowRight') return current === last ? 0 : current + 1;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** /profile: the signed-in customer's account; anyone else, or a failed profile fetch, goes to /login. */
export function ProfilePage() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const [tab, setTab] = useState<ProfileTab>(() => initialTab(location.state));
  useDocumentTitle(PROFILE_TABS.find((item) => item.id === tab)?.label ?? 'My Profile');

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    loadProfile().then(
      (loaded) => {
        if (active) setProfile(loaded);
      },
      (error: unknown) => {
        console.error('Profile fetch failed', error);
        if (active) navigate('/login', { replace: true, state: { from: '/profile' } });
      },
    );
    return () => {
      active = false;
    };
  }, [signedIn, navigate]);

  /** After an address changes, the default-address selects need the fresh list. */
  const refreshProfile = useCallback(() => {
    loadProfile().then(setProfile, (error: unknown) => console.error('Profile refresh failed', error));
  }, []);

  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/profile' }} />;
  if (!profile) {
    return (
      <div className={styles.page}>
        <StatusMessage busy>Loading...</StatusMessage>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <ProfileTabs selected={tab} onSelect={setTab} profile={profile} />
        <div className={styles.main}>
          <TabPanel tab="profile" selected={tab}>
            <ProfileDetails profile={profile} onProfileChange={setProfile} />
          </TabPanel>
          <TabPanel tab="addresses" selected={tab}>
            <h2 className={styles.panelTitle}>My Addresses</h2>
            <AddressList onChange={refreshProfile} />
          </TabPanel>
          <TabPanel tab="orders" selected={tab}>
            <h2 className={styles.panelTitle}>My Orders</h2>
            <OrderList />
          </TabPanel>
        </div>
      </div>
    </div>
  );
}

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

function ProfileTabs({
  selected,
  onSelect,
  profile,
}: {
  selected: ProfileTab;
  onSelect(tab: ProfileTab): void;
  profile: UserProfile;
}) {
  const headingId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = PROFILE_TABS.findIndex((item) => item.id === selected);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTab(event.key, current);
    if (next === null) return;
    event.preventDefault();
    onSelect(PROFILE_TABS[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <div className={styles.sidebarHead}>
        <h1 id={headingId} className={styles.accountTitle}>
          My Account
        </h1>
        <p className={styles.accountName}>{profile.fullname}</p>
      </div>
      <div role="tablist" aria-labelledby={headingId} className={styles.tablist} onKeyDown={onKeyDown}>
        {PROFILE_TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected}
            aria-controls={panelId(item.id)}
            tabIndex={item.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
          >
            <TabIcon tab={item.id} />
            {item.label}
          </button>
        ))}
      </div>
      {/* Not a fourth tab (SPEC §2 has three): a page of its own, for the password, data and deletion. */}
      <Link to="/profile/settings" className={styles.settingsLink}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={SETTINGS_ICON} />
        </svg>
        Account Settings
      </Link>
    </aside>
  );
}

function TabPanel({
  tab,
  selected,
  children,
}: {
  tab: ProfileTab;
  selected: ProfileTab;
  children: React.ReactNode;
}) {
  const active = tab === selected;
  return (
    <section
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={!active}
      tabIndex={0}
      className={styles.panel}
    >
      {active && children}
    </section>
  );
}

const SETTINGS_ICON =
  'M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3.5h-4l-.4 2.5a7 7 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7 7 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z';

function TabIcon({ tab }: { tab: ProfileTab }) {
  const paths: Record<ProfileTab, string> = {
    profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z',
    addresses:
      'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
    orders: 'M4 4h16v4H4zm1 5h14v11H5zm4 3v2h6v-2z',
  };
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={styles.tabIcon}
    >
      <path fill="currentColor" d={paths[tab]} />
    </svg>
  );
}
