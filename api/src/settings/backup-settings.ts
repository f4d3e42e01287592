import path from 'node:path';
import { z } from 'zod';
import { blankToUndefined, optionalText } from './env-fields';

// Where `npm run ops -- backup` writes its backups and how many it keeps (README: Backups).

export interface BackupSettings {
  /** One folder per backup, named for its time; DATA_DIR/backups unless BACKUP_DIR says elsewhere. */
  backupDir: string;
  /** How many backups a new one leaves in backupDir (the oldest beyond go). */
  backupKeep: number;
}

/** The environment variables of backups, as config.ts's EnvSchema reads them. */
export const BACKUP_ENV = {
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
};

/** The settings from the environment as BACKUP_ENV read it; a relative BACKUP_DIR is from the repository. */
export function backupSettings(
  e: z.infer<z.ZodObject<typeof BACKUP_ENV>>,
  dirs: { repoRoot: string; dataDir: string },
): BackupSettings {
  return {
    backupDir: e.BACKUP_DIR ? path.resolve(dirs.repoRoot, e.BACKUP_DIR) : path.join(dirs.dataDir, 'backups'),
    backupKeep: e.BACKUP_KEEP,
  };
}
