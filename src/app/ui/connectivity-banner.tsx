import { useSelector } from '../providers/use-actor-selector';
import { selectBanner, type ConnectivitySnapshot } from '../model/connectivity.selectors';
import type { LazyActor } from '../model/lazy-actor';
import type { ConnectivityActor } from '../model/app-actors';
import * as styles from './connectivity-banner.css';

const TEXT = {
  offline: 'You are offline. Changes cannot be saved until the connection returns.',
  'back-online': 'You are back online.',
  slow: 'Your connection is slow; pages may take longer to load.',
} as const;

/** The app-wide connectivity banner (spec section 4): red while offline, green for 2 s back online, orange 3 s when slow. */
export function ConnectivityBanner({ actor }: { actor: LazyActor<ConnectivityActor> }) {
  const banner = useSelector(actor as unknown as ConnectivityActor, (snapshot) => selectBanner(snapshot as ConnectivitySnapshot));
  if (!banner) return null;
  return (
    <div className={styles.banner[banner]} role={banner === 'offline' ? 'alert' : 'status'} data-banner={banner}>
      {TEXT[banner]}
    </div>
  );
}
