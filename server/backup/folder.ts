import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { SiteFileError } from "./format";

/**
 * The folder a file of the site goes to (an export, a local backup), made when missing, readable
 * by its owner only (the file holds password hashes), or a message saying exactly what is missing
 * and how to make it, before the database is opened (README.md, "Backups").
 */
export function prepareFolder(file: string): void {
  const folder = path.dirname(path.resolve(file));
  const user = userInfo().username;
  const fix = `create it once for the user that runs the export: sudo install -d -m 700 -o ${user} ${folder}`;
  if (!existsSync(folder)) {
    try {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new SiteFileError(`The folder ${folder} does not exist, and ${user} may not create it (${code}): ${fix}`);
    }
    return;
  }
  if (!statSync(folder).isDirectory()) throw new SiteFileError(`${folder} is not a folder: choose another place for the export.`);
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch {
    throw new SiteFileError(`${user} may not write in ${folder}: ${fix} (or sudo chown ${user} ${folder})`);
  }
}
