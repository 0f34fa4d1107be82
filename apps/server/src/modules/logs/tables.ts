/** Row shapes of migration 0008 for history (listed in db/schema.ts `Database`). */
export interface DeviceHistoryHourlyTable {
  device_id: number;
  identifier: string;
  /** Start of the UTC hour, ISO-8601. */
  bucket: string;
  count: number;
  num_count: number;
  sum: number;
  min: number | null;
  max: number | null;
  last_value: string;
  last_at: string;
}
