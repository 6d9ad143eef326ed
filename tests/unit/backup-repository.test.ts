import { describe, expect, it } from "vitest";
import { redactRepository } from "../../server/backup/restic";

describe("a backup repository as shown and stored (server/backup/restic.ts)", () => {
  it("keeps where it is and takes out any password or secret key", () => {
    expect(redactRepository("/mnt/backups/site")).toBe("/mnt/backups/site");
    expect(redactRepository("sftp:backup@backup.example.com:/srv/restic/site")).toBe("sftp:backup@backup.example.com:/srv/restic/site");
    expect(redactRepository("s3:https://s3.example.com/bucket/site")).toBe("s3:https://s3.example.com/bucket/site");
    expect(redactRepository("rest:https://backup:s3cr:et@rest.example.com:8000/site/")).toBe(
      "rest:https://backup:***@rest.example.com:8000/site/",
    );
    expect(redactRepository("rest:http://:token@127.0.0.1:8000/")).toBe("rest:http://:***@127.0.0.1:8000/");
    expect(redactRepository("rclone:gdrive:backups/site")).toBe("rclone:gdrive:backups/site");
    expect(redactRepository("rclone::s3,provider=AWS,access_key_id=AKIA1,secret_access_key=abc/def:bucket/site")).toBe(
      "rclone::s3,provider=AWS,access_key_id=***,secret_access_key=***:bucket/site",
    );
  });
});
