/**
 * What the static hosts the site deploys to accept (DESIGN.md §9), as the build profiles that
 * `HOST_LIMITS` chooses from. The build fills what a profile leaves with lean dictionary entry
 * pages (scripts/dictionary/static-pages/), and `npm run check:budgets` holds out/ to it.
 */

export interface HostLimits {
  /** Files in the published site. */
  files: number;
  /** Whether folders count as files too. */
  foldersCount: boolean;
  /** Bytes of all files together. */
  bytes: number;
  /** Bytes of the largest file. */
  bytesPerFile: number;
}

/**
 * - `free` (the default): the strictest of the free static hosts, so that out/ deploys to every
 *   one of them. Cloudflare Pages Free takes 20,000 files of at most 25 MiB each
 *   (https://developers.cloudflare.com/pages/platform/limits/); GitHub Pages publishes sites of
 *   at most 1 GB (https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits),
 *   as GitLab.com does (https://docs.gitlab.com/user/gitlab_com/#gitlab-pages); read as 10^9
 *   bytes, the stricter reading.
 * - `large`: hosts that limit files but not bytes. GitLab Pages takes 200,000 entries per site,
 *   folders included (same GitLab page; a self-managed instance sets its own size limit); nginx
 *   or object storage behind a CDN limit neither, and 200,000 files keep the build within
 *   minutes. The per-file limit stays: no page comes near it.
 */
export const hostProfiles = {
  free: { files: 20_000, foldersCount: false, bytes: 1_000_000_000, bytesPerFile: 25 * 1024 * 1024 },
  large: { files: 200_000, foldersCount: true, bytes: Infinity, bytesPerFile: 25 * 1024 * 1024 },
} as const satisfies Record<string, HostLimits>;

export type HostProfile = keyof typeof hostProfiles;

export const defaultHostProfile: HostProfile = 'free';

/** The profile `HOST_LIMITS` names (the default when unset or empty); throws on an unknown name. */
export function hostProfileFrom(value: string | undefined): HostProfile {
  const name = value?.trim() || defaultHostProfile;
  if (!Object.hasOwn(hostProfiles, name)) throw new Error(`HOST_LIMITS=${name}: expected one of ${Object.keys(hostProfiles).join(', ')}`);
  return name as HostProfile;
}

/**
 * Bytes as stored: whole 4 KiB blocks per file and per folder, as `du` and a filesystem-backed
 * upload count them. Counting bytes this way keeps out/ under a size limit however the host
 * measures it (the sum of file sizes is ~50 MB less for 18,000 small files).
 */
export function storedBytes(bytes: number): number {
  return Math.ceil(bytes / storageBlock) * storageBlock;
}
const storageBlock = 4096;

/** The stored size of a folder entry itself. */
export const folderBytes = storageBlock;

/** What a folder holds: its files, their bytes, the largest one, and its subfolders. */
export interface FolderSize {
  files: number;
  folders: number;
  /** Stored bytes of its files and subfolders ({@link storedBytes}). */
  bytes: number;
  largest: { path: string; bytes: number };
}

/** The files a host counts in `size` under `limits`. */
export function countedFiles(size: Pick<FolderSize, 'files' | 'folders'>, limits: HostLimits): number {
  return size.files + (limits.foldersCount ? size.folders : 0);
}
