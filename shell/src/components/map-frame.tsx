import { useState } from 'react';
import { COMPANY } from '../config/company';
import styles from './map-frame.module.css';

const MAP_URL = `https://maps.google.com/maps?q=${encodeURIComponent(COMPANY.mapQuery)}&z=14&output=embed`;

/**
 * The embedded map, 450 px high. The frame (about a megabyte of third-party script) loads only when a
 * shopper asks for it: the page stays fast, and offline it stays whole.
 */
export function MapFrame({ title = "Map showing Harmony's office in Guindy, Chennai" }: { title?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.map}>
      {shown ? (
        <iframe title={title} src={MAP_URL} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <button type="button" className={styles.mapButton} onClick={() => setShown(true)}>
          <span aria-hidden="true" className={styles.mapPin} />
          Show map of our Chennai office
        </button>
      )}
    </div>
  );
}
