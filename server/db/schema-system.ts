// The Kysely table type of the alerts' record (server/system/alerts.ts), part of `Database` in schema.ts.

/** When an alert was last e-mailed, one row per condition. Not part of the export. */
export interface SystemAlertsTable {
  name: string;
  sent_at: string;
}
