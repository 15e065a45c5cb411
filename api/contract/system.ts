import * as v from 'valibot';

export const healthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.object({
    kind: v.picklist(['pglite', 'postgresql']),
    migration: v.string(),
    migrationsApplied: v.number(),
  }),
  uptimeSeconds: v.number(),
});
export type Health = v.InferOutput<typeof healthSchema>;

/** What the app needs to know about the running server before it renders. */
export const appConfigSchema = v.object({
  sandbox: v.boolean(),
  version: v.string(),
  /** The maps' tile server (a `{z}/{x}/{y}` template), or null for maps without tiles. */
  mapTiles: v.nullable(v.object({ url: v.string(), attribution: v.string() })),
});
export type AppConfig = v.InferOutput<typeof appConfigSchema>;
