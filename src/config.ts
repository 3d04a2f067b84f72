import { z } from 'zod';

/** Every setting of the program; `.env.example` lists the same, with a line each. */
const settingsSchema = z
  .object({
    DISCORD_TOKEN: z.string().trim().min(50, 'must be the bot token from the Discord developer portal').optional(),
    DISCORD_APP_ID: z.string().trim().regex(/^\d{15,22}$/, 'must be the numeric application id').optional(),
    DISCORD_API_URL: z.string().url('must be a URL such as https://discord.com/api').optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL such as postgres://user:password@localhost:5432/realm')
      .optional(),
    DATA_DIR: z.string().trim().min(1, 'must name a directory').default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be one of fatal, error, warn, info, debug, trace, silent').default('info'),
    // `npm run start:sharded` only: how many shards (processes); `auto` takes the number Discord recommends.
    SHARD_COUNT: z
      .string()
      .trim()
      .regex(/^(auto|[1-9]\d{0,3})$/, 'must be auto or a whole number of shards from 1, such as 2')
      .default('auto')
      .transform((v) => (v === 'auto' ? ('auto' as const) : Number(v))),
    // At most a minute: a message a dead scheduler left in doubt must go again while Discord still knows its nonce
    // (LEASE_MS in src/scheduler/scheduler.ts).
    SCHEDULER_TICK_SECONDS: z.coerce
      .number('must be a number of seconds')
      .int('must be whole seconds')
      .min(1, 'must be at least 1')
      .max(60, 'must be at most 60 (a message left in doubt by a stopped scheduler must be sent again within Discord\'s few minutes)')
      .default(30),
    NODE_ENV: z.enum(['development', 'production', 'test'], 'must be development, production or test').default('development'),
  })
  .superRefine((s, ctx) => {
    if (s.DISCORD_TOKEN && !s.DISCORD_APP_ID) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_APP_ID'], message: 'is needed beside DISCORD_TOKEN: copy the application id from the Discord developer portal' });
    }
  });

export type Config = z.infer<typeof settingsSchema>;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the settings once from the environment (blank values count as unset) and checks them. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.keys(settingsSchema.shape).map((k) => [k, env[k]?.trim() ? env[k] : undefined]));
  const result = settingsSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? 'a setting');
  throw new ConfigError(`The setting ${name} is wrong: it ${issue.message}.`);
}
