import { errorMessage, showAlert, Spinner, useSessionStore, type UserProfile } from '@harmony/shared';
import { ImageWithFallback } from '@harmony/shared/image';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { uploadProfileImage } from '../api/profile-api';
import { profileCompletion, profileImageUrl, UPLOAD_PICTURE_WARNING } from '../utils/profile-completion';
import { DefaultAvatar } from './default-avatar';
import styles from './profile.module.css';

/** SPEC §2: the progress ring has radius 45 (in a 100 × 100 box). */
const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/** The round profile picture: click (or Enter/Space) to pick a new one; the ring shows completion. */
export function ProfileImagePicker({
  profile,
  onUploaded,
}: {
  profile: UserProfile;
  onUploaded(path: string): void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const completionId = useId();
  const warningId = useId();
  const [uploading, setUploading] = useState(false);
  const { percent, needsImage } = profileCompletion(profile);
  const src = profileImageUrl(profile.profile_image);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const path = await uploadProfileImage(file, profile.id);
      const { user, setUser } = useSessionStore.getState();
      if (user) setUser({ ...user, profile_image: path });
      onUploaded(path);
      void showAlert('Image uploaded successfully!', 'success');
    } catch (error) {
      console.error('Profile image upload failed', error);
      const reason = errorMessage(error, '');
      void showAlert('Error uploading image', 'error', reason || undefined);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.picker}>
      <div className={styles.avatarWrap}>
        <svg className={styles.ring} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className={styles.ringTrack} cx="50" cy="50" r={RADIUS} />
          <circle
            className={styles.ringValue}
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={`${(CIRCUMFERENCE * percent) / 100} ${CIRCUMFERENCE}`}
            data-testid="completion-ring"
          />
        </svg>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => inputRef.current?.click()}
          disabled={uploading}
          aria-describedby={needsImage ? `${completionId} ${warningId}` : completionId}
        >
          <ImageWithFallback
            src={src}
            alt=""
            className={styles.avatarImage}
            width={112}
            height={112}
            fallback={<DefaultAvatar className={styles.avatarImage} />}
          />
          <span className="visually-hidden">{src ? 'Change profile picture' : 'Upload profile picture'}</span>
          <span className={styles.camera} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="18" height="18">
              <path
                fill="currentColor"
                d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
              />
            </svg>
          </span>
          {uploading && (
            <span className={styles.uploading}>
              <Spinner label="Uploading profile picture" />
            </span>
          )}
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_IMAGES}
          hidden
          aria-label="Profile picture file"
          tabIndex={-1}
          onChange={onFile}
        />
      </div>
      <div
        id={completionId}
        className={styles.completion}
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className={styles.percent}>{percent}%</span> profile complete
      </div>
      {needsImage && (
        <p id={warningId} className={styles.warning}>
          {UPLOAD_PICTURE_WARNING}
        </p>
      )}
    </div>
  );
}
