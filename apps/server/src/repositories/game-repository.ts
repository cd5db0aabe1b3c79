import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/create-db';
import { inlineSql, pgliteStatementsOf } from '../db/pglite-statements';
import { catalogueVersion, favouriteGames, gameVendors, games, lotteryGames } from '../db/schema';

/** A catalogue row as the services use it (money in minor units). */
export type GameRow = {
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  name: string;
  nodeName: string;
  classify: string | null;
  classifyNew: string | null;
  minBetMinor: number;
  minLine: number;
  isNew: boolean;
  showIcon: boolean;
  iconPath: string;
  roomId: string | null;
  supportPlay: boolean;
  hotRank: number | null;
};

/** The game list's filters (games.ts gameListQuerySchema), already normalised by the service. */
export type GameFilter = {
  gameType?: string;
  vendor?: string;
  /** Lower-cased substring of the name (matched literally: % and _ are escaped here). */
  nameContains?: string;
  classify?: string;
  isNew?: boolean;
  /** Games whose minimum bet is at most this (minor units). */
  maxMinBetMinor?: number;
  /** Games with at least this many lines. */
  minLine?: number;
  hotOnly?: boolean;
  /** Only this member's favourites. */
  favouriteOf?: number;
};

/** A game as seeding inserts it: a catalogue row before the database gives it its id. */
export type GameSeedRow = Omit<GameRow, 'id'>;

export type LotterySeedRow = {
  gameId: number;
  prizeMode: string;
  playType: string;
  region: string;
  drawIntervalSeconds: number;
  popularRank: number | null;
};

export type VendorRow = {
  code: string;
  displayName: string;
  accountTypeName: string;
  sort: number;
};

export type VendorWithTypes = VendorRow & { gameTypes: string[]; gameCount: number };

/** Columns of GameRow. */
export const gameColumns = {
  id: games.id,
  vendor: games.vendor,
  gameCode: games.gameCode,
  gameType: games.gameType,
  name: games.name,
  nodeName: games.nodeName,
  classify: games.classify,
  classifyNew: games.classifyNew,
  minBetMinor: games.minBetMinor,
  minLine: games.minLine,
  isNew: games.isNew,
  showIcon: games.showIcon,
  iconPath: games.iconPath,
  roomId: games.roomId,
  supportPlay: games.supportPlay,
  hotRank: games.hotRank,
};

/** The columns of a GameRow in the order the game list's JSON arrays carry them. */
const GAME_ROW_COLUMNS = [
  games.id,
  games.vendor,
  games.gameCode,
  games.gameType,
  games.name,
  games.nodeName,
  games.classify,
  games.classifyNew,
  games.minBetMinor,
  games.minLine,
  games.isNew,
  games.showIcon,
  games.iconPath,
  games.roomId,
  games.supportPlay,
  games.hotRank,
];

/** A GameRow from one of those arrays (JSON keeps numbers, booleans, text and null as they are). */
function gameRowOf(a: unknown[]): GameRow {
  return {
    id: a[0] as number,
    vendor: a[1] as string,
    gameCode: a[2] as string,
    gameType: a[3] as string,
    name: a[4] as string,
    nodeName: a[5] as string,
    classify: a[6] as string | null,
    classifyNew: a[7] as string | null,
    minBetMinor: a[8] as number,
    minLine: a[9] as number,
    isNew: a[10] as boolean,
    showIcon: a[11] as boolean,
    iconPath: a[12] as string,
    roomId: a[13] as string | null,
    supportPlay: a[14] as boolean,
    hotRank: a[15] as number | null,
  };
}

/** Escapes LIKE's wildcards (and its escape character) so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A game is visible when it and its vendor are enabled. */
const visible = and(eq(games.enabled, true), eq(gameVendors.enabled, true));

/** The catalogue order (games.ts): hot rank, then new games, then name (`sort` is name order). */
const catalogueOrder = [
  sql`${games.hotRank} asc nulls last`,
  // NULLS LAST like games_catalogue_order_idx, so an unfiltered page walks that index.
  sql`${games.isNew} desc nulls last`,
  asc(games.sort),
  asc(games.id),
];

/** A table linking members to games (favourites, recent games) and the column it lists by. */
export type MemberGameLink = {
  table: PgTable;
  memberId: PgColumn;
  gameId: PgColumn;
  /** Newest first by this column, then by game id. */
  newestFirstBy: PgColumn;
};

/** One page of a member's visible linked games (favourites or recent), and how many in all. */
export async function pageOfMemberGames(
  db: AppDatabase,
  link: MemberGameLink,
  memberId: number,
  filter: { gameType?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(
    eq(link.memberId, memberId),
    visible,
    filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(link.table)
    .innerJoin(games, eq(games.id, link.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(where);
  const total = counted?.total ?? 0;
  if (total <= page.offset) return { rows: [], total };
  const rows = await db
    .select(gameColumns)
    .from(link.table)
    .innerJoin(games, eq(games.id, link.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
    .where(where)
    .orderBy(desc(link.newestFirstBy), desc(link.gameId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total };
}

/**
 * The WHERE conditions of a filter. With `placeholders`, every value is a named placeholder
 * (`valuesOf` fills them) and only the filter's shape (which fields it has) shapes the SQL: one
 * prepared query per shape serves every value (decision 0043).
 */
function filterConditions(filter: GameFilter, placeholders = false): SQL[] {
  const value = <T>(name: keyof GameFilter | 'namePattern', v: T) =>
    placeholders ? sql.placeholder(name) : v;
  const conditions: SQL[] = [];
  if (filter.gameType !== undefined)
    conditions.push(eq(games.gameType, value('gameType', filter.gameType)));
  if (filter.vendor !== undefined)
    conditions.push(eq(games.vendor, value('vendor', filter.vendor)));
  if (filter.nameContains !== undefined)
    conditions.push(
      sql`${games.searchName} like ${value('namePattern', namePattern(filter.nameContains))} escape '\\'`,
    );
  if (filter.classify !== undefined)
    conditions.push(eq(games.classify, value('classify', filter.classify)));
  if (filter.isNew) conditions.push(eq(games.isNew, true));
  if (filter.maxMinBetMinor !== undefined)
    conditions.push(lte(games.minBetMinor, value('maxMinBetMinor', filter.maxMinBetMinor)));
  if (filter.minLine !== undefined)
    conditions.push(gte(games.minLine, value('minLine', filter.minLine)));
  if (filter.hotOnly) conditions.push(isNotNull(games.hotRank));
  if (filter.favouriteOf !== undefined) {
    const memberId = value('favouriteOf', filter.favouriteOf);
    conditions.push(
      sql`exists (select 1 from ${favouriteGames} where ${favouriteGames.memberId} = ${memberId} and ${favouriteGames.gameId} = ${games.id})`,
    );
  }
  return conditions;
}

/** The LIKE pattern of a name search: the text anywhere, matched literally. */
const namePattern = (text: string) => `%${escapeLike(text)}%`;

/** The fields a filter has (booleans only when set): what its prepared query depends on. */
function shapeOf(filter: GameFilter): string {
  return (Object.keys(filter) as (keyof GameFilter)[])
    .filter((k) => filter[k] !== undefined && filter[k] !== false)
    .sort()
    .join(',');
}

/** The placeholders' values of a filter's prepared query (see filterConditions). */
function valuesOf(filter: GameFilter): Record<string, unknown> {
  const values: Record<string, unknown> = { ...filter };
  if (filter.nameContains !== undefined) values.namePattern = namePattern(filter.nameContains);
  return values;
}

/**
 * The catalogue's version (migration 0013's trigger moves it on every change to games or
 * vendors), read in the statement that reads the page or the count, so it is the version of
 * exactly what that statement saw. Null only if its row were deleted.
 */
const versionColumn = sql<
  number | null
>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(
  (v: unknown) => (v === null || v === undefined ? null : Number(v)),
);

/** Filters whose counts are kept at most (the oldest go first; each entry is a few bytes). */
const MAX_KEPT_COUNTS = 10_000;

/** A filter as a key of the kept counts (its fields in a fixed order). */
function countKey(filter: GameFilter): string {
  return JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The game catalogue: the only place with its SQL. Disabled games and vendors never appear. */
export function createGameRepository(
  db: AppDatabase,
  options: {
    /** PGlite: run the list's page as kept statements (default); false: the plain path (tests). */
    keptStatements?: boolean;
  } = {},
) {
  /**
   * One page of the filtered catalogue in catalogue order as ONE row: the catalogue's version
   * and the page's games as a JSON array of arrays (GAME_ROW_COLUMNS' order), or null when the
   * page is empty. PGlite decodes a result field by field in JavaScript (a copy and a text
   * decode each): 25 games of 16 columns were ~400 of them per request; one text field and one
   * JSON.parse cost a fraction of that (decision 0043). The aggregate orders by the catalogue
   * order itself, so the array's order never depends on how the rows arrive.
   */
  const pageStatement = (
    filter: GameFilter,
    placeholders: boolean,
    page?: { offset: number; limit: number },
  ) => {
    const ordered = db
      .select({
        row: sql`json_build_array(${sql.join(GAME_ROW_COLUMNS, sql`, `)})`.as('row'),
        hotRank: games.hotRank,
        isNew: games.isNew,
        sort: games.sort,
        id: games.id,
      })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(and(visible, ...filterConditions(filter, placeholders)))
      .orderBy(...catalogueOrder)
      .limit(page ? page.limit : sql.placeholder('limit'))
      .offset(page ? page.offset : sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        version: versionColumn,
        rows: sql<
          string | null
        >`(json_agg(${ordered.row} order by ${ordered.hotRank} asc nulls last, ${ordered.isNew} desc nulls last, ${ordered.sort} asc, ${ordered.id} asc))::text`,
      })
      .from(ordered);
  };
  /** The statement `list` runs, with the values in it (EXPLAIN). */
  const pageQuery = (filter: GameFilter, page: { offset: number; limit: number }) =>
    pageStatement(filter, false, page);

  /**
   * PostgreSQL (node-postgres): the page statement prepared once per filter shape, so Drizzle
   * builds its SQL once instead of on every request (~0.3 ms each under load). Unnamed (''):
   * PostgreSQL plans each execution for its values, as before.
   */
  const preparedPages = new Map<string, ReturnType<typeof preparePage>>();
  const preparePage = (filter: GameFilter) => pageStatement(filter, true).prepare('');
  /**
   * PGlite: one named statement per filter and page (values written in), kept planned, and run
   * in one call into PostgreSQL (db/pglite-statements.ts, decision 0043). Personal lists
   * (favourites) take the path above: one statement per member would only fill the cache.
   */
  const statements =
    options.keptStatements === false
      ? null
      : pgliteStatementsOf((db as unknown as { $client?: unknown }).$client);

  /** The page statement's one row: the catalogue version and the page's games. */
  const pageOf = (version: number | null, rows: string | null) => ({
    rows: rows === null ? [] : (JSON.parse(rows) as unknown[][]).map(gameRowOf),
    version,
  });

  async function readPage(
    filter: GameFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: GameRow[]; version: number | null }> {
    if (statements && filter.favouriteOf === undefined) {
      const key = `${countKey(filter)} ${page.limit} ${page.offset}`;
      const row = await statements.firstRow(key, () => {
        const { sql: text, params } = pageQuery(filter, page).toSQL();
        return inlineSql(text, params);
      });
      const version = row?.[0];
      return pageOf(
        version === null || version === undefined ? null : Number(version),
        row?.[1] ?? null,
      );
    }
    const shape = shapeOf(filter);
    let prepared = preparedPages.get(shape);
    if (!prepared) {
      prepared = preparePage(filter);
      preparedPages.set(shape, prepared);
    }
    const [result] = await prepared.execute({
      ...valuesOf(filter),
      limit: page.limit,
      offset: page.offset,
    });
    return pageOf(result?.version ?? null, result?.rows ?? null);
  }

  /** How many games match, and the catalogue version that count is of (one statement). */
  async function countQuery(
    filter: GameFilter,
  ): Promise<{ total: number; version: number | null }> {
    const [row] = await db
      .select({ total: count(), version: versionColumn })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
      .where(and(visible, ...filterConditions(filter)));
    return { total: row?.total ?? 0, version: row?.version ?? null };
  }

  /**
   * Counts per filter, each with the catalogue version it was counted at (decision 0043): a
   * count is used only while the version a page query reads is still the same, so a change to
   * the catalogue (by anyone, on any instance) makes every kept count stale at once. Counting
   * ~10,000 joined rows costs PGlite tens of milliseconds, and PGlite runs one query at a time.
   */
  const keptCounts = new Map<string, { version: number; total: number }>();
  /** Counts being made, shared by concurrent requests of one filter. */
  const counting = new Map<string, Promise<{ total: number; version: number | null }>>();
  let newestVersion = -1;

  function keep(key: string | null, version: number | null, total: number) {
    if (key === null || version === null || version < newestVersion) return;
    if (version > newestVersion) {
      // Every count kept so far is of an older catalogue.
      keptCounts.clear();
      newestVersion = version;
    }
    keptCounts.delete(key);
    keptCounts.set(key, { version, total });
    if (keptCounts.size > MAX_KEPT_COUNTS) {
      const oldest = keptCounts.keys().next().value;
      if (oldest !== undefined) keptCounts.delete(oldest);
    }
  }

  function countOnce(filter: GameFilter, key: string | null) {
    if (key === null) return countQuery(filter);
    let running = counting.get(key);
    if (!running) {
      running = countQuery(filter).finally(() => counting.delete(key));
      counting.set(key, running);
    }
    return running;
  }

  return {
    /**
     * One visible game by its catalogue id (nodeId), or null when it does not exist or is
     * disabled (itself or its vendor). Launches and favourites use it.
     */
    async findById(id: number): Promise<GameRow | null> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(eq(games.id, id), visible));
      return row ?? null;
    },

    /** Whether a game with this id exists at all (enabled or not). */
    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
      return row !== undefined;
    },

    /** Visible games by id, in no particular order (callers order them). */
    async findByIds(ids: readonly number[]): Promise<GameRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(and(inArray(games.id, [...ids]), visible));
    },

    /** Any game (enabled or not) by vendor and code: the artwork draws it by name. */
    async findByVendorCode(vendor: string, gameCode: string): Promise<GameRow | null> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.vendor, vendor), eq(games.gameCode, gameCode)));
      return row ?? null;
    },

    /**
     * One page of the filtered catalogue in catalogue order, and how many match in all: usually
     * one statement (decision 0043). The total comes from the page itself when it proves it (an
     * empty first page, or a last page that is not full), else from the count kept for this
     * filter at the page's catalogue version, else from one count (shared by concurrent
     * requests) that is kept. Personal filters (favourites) are counted every time.
     */
    async list(
      filter: GameFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: GameRow[]; total: number }> {
      const key = filter.favouriteOf === undefined ? countKey(filter) : null;
      for (let attempt = 1; ; attempt++) {
        const { rows, version } = await readPage(filter, page);
        if (rows.length === 0 && page.offset === 0) return { rows, total: 0 };
        if (rows.length > 0 && rows.length < page.limit) {
          const total = page.offset + rows.length;
          keep(key, version, total);
          return { rows, total };
        }
        const kept = key === null ? undefined : keptCounts.get(key);
        if (kept && version !== null && kept.version === version)
          return { rows, total: kept.total };
        const counted = await countOnce(filter, key);
        keep(key, counted.version, counted.total);
        const consistent = counted.version === version;
        // The catalogue changed between the two statements: read the page again (rarely twice).
        if (consistent || attempt >= 3) return { rows, total: counted.total };
      }
    },

    /** The planner's plan of `list`'s page query (tests check it walks an index). */
    async explainList(
      filter: GameFilter,
      page: { offset: number; limit: number },
    ): Promise<string> {
      const result = await db.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${pageQuery(filter, page)}`,
      );
      const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    },

    /** Hot games by hot rank (1 first). */
    async hot(filter: { gameType?: string; limit: number }): Promise<GameRow[]> {
      return db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(
          and(
            visible,
            isNotNull(games.hotRank),
            filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
          ),
        )
        .orderBy(asc(games.hotRank), asc(games.id))
        .limit(filter.limit);
    },

    /** Enabled vendors with visible games: the types they offer and how many games. */
    async vendors(filter: { gameType?: string }): Promise<VendorWithTypes[]> {
      const rows = await db
        .select({
          code: gameVendors.code,
          displayName: gameVendors.displayName,
          accountTypeName: gameVendors.accountTypeName,
          sort: gameVendors.sort,
          gameType: games.gameType,
          games: count(),
        })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.code, games.vendor))
        .where(visible)
        .groupBy(
          gameVendors.code,
          gameVendors.displayName,
          gameVendors.accountTypeName,
          gameVendors.sort,
          games.gameType,
        )
        .orderBy(asc(gameVendors.sort), asc(gameVendors.code), asc(games.gameType));
      const byCode = new Map<string, VendorWithTypes>();
      for (const row of rows) {
        let vendor = byCode.get(row.code);
        if (!vendor) {
          vendor = {
            code: row.code,
            displayName: row.displayName,
            accountTypeName: row.accountTypeName,
            sort: row.sort,
            gameTypes: [],
            gameCount: 0,
          };
          byCode.set(row.code, vendor);
        }
        vendor.gameTypes.push(row.gameType);
        if (filter.gameType === undefined || filter.gameType === row.gameType)
          vendor.gameCount += row.games;
      }
      const all = [...byCode.values()];
      return filter.gameType === undefined
        ? all
        : all.filter((v) => v.gameTypes.includes(filter.gameType as string));
    },

    /** A vendor by code (enabled or not), for its logo. */
    async findVendor(code: string): Promise<VendorRow | null> {
      const [row] = await db
        .select({
          code: gameVendors.code,
          displayName: gameVendors.displayName,
          accountTypeName: gameVendors.accountTypeName,
          sort: gameVendors.sort,
        })
        .from(gameVendors)
        .where(eq(gameVendors.code, code));
      return row ?? null;
    },

    // ------------------------------------------------------------ seeding

    /** Adds vendors whose code is missing; stored vendors stay as the operator left them. */
    async insertMissingVendors(vendors: readonly VendorRow[]): Promise<void> {
      if (vendors.length === 0) return;
      await db
        .insert(gameVendors)
        .values(vendors.map((v) => ({ ...v })))
        .onConflictDoNothing({ target: gameVendors.code });
    },

    /** The stored games' keys (`VENDOR/code`). */
    async keys(): Promise<Set<string>> {
      const rows = await db.select({ vendor: games.vendor, gameCode: games.gameCode }).from(games);
      return new Set(rows.map((r) => `${r.vendor}/${r.gameCode}`));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(games);
      return row?.total ?? 0;
    },

    /**
     * Inserts games whose (vendor, code) is missing, in batches, then renumbers `sort` so it
     * follows the names (the catalogue order's last key). Returns how many were added.
     */
    async insertMissingGames(rows: readonly GameSeedRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      // One statement per 5,000 rows with the rows as one JSON parameter: thousands of games
      // in a few seconds (a multi-row VALUES list would bind 16 parameters per row).
      const BATCH = 5000;
      let added = 0;
      await db.transaction(async (tx) => {
        const countGames = async () =>
          (await tx.select({ total: count() }).from(games))[0]?.total ?? 0;
        const before = await countGames();
        for (let i = 0; i < rows.length; i += BATCH) {
          const json = JSON.stringify(
            rows.slice(i, i + BATCH).map((r) => ({ ...r, searchName: r.name.toLowerCase() })),
          );
          await tx.execute(sql`
            insert into ${games} (vendor, game_code, game_type, name, search_name, node_name,
              classify, classify_new, min_bet_minor, min_line, is_new, show_icon, icon_path,
              room_id, support_play, hot_rank)
            select "vendor", "gameCode", "gameType", "name", "searchName", "nodeName",
              "classify", "classifyNew", "minBetMinor", "minLine", "isNew", "showIcon",
              "iconPath", "roomId", "supportPlay", "hotRank"
            from json_to_recordset(${json}::json) as x("vendor" varchar, "gameCode" varchar,
              "gameType" varchar, "name" text, "searchName" text, "nodeName" text,
              "classify" varchar, "classifyNew" varchar, "minBetMinor" integer,
              "minLine" integer, "isNew" boolean, "showIcon" boolean, "iconPath" text,
              "roomId" varchar, "supportPlay" boolean, "hotRank" integer)
            on conflict (vendor, game_code) do nothing`);
        }
        added = (await countGames()) - before;
        if (added > 0)
          await tx.execute(sql`
            update ${games} set sort = ordered.position
            from (select id, row_number() over (order by search_name, id) as position from ${games}) as ordered
            where ${games.id} = ordered.id and ${games.sort} <> ordered.position`);
      });
      return added;
    },

    /**
     * Refreshes the planner's statistics of the catalogue after a bulk seed (and clears the
     * row versions the sort renumbering left): without them PostgreSQL and PGlite guess a
     * 10,000-game table holds a few rows and sort the whole type instead of walking
     * games_catalogue_order_idx (decision 0028). PGlite runs no autovacuum, so nobody else will.
     */
    async refreshStatistics(): Promise<void> {
      await db.execute(sql`vacuum (analyze) ${games}`);
      await db.execute(sql`analyze ${gameVendors}`);
    },

    /** Whether the planner has statistics of the catalogue (a database seeded before 0028). */
    async hasStatistics(): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(sql`pg_stats`)
        .where(sql`schemaname = current_schema() and tablename = 'games'`);
      return (row?.n ?? 0) > 0;
    },

    /** Adds draw settings of lottery games that have none (stored settings stay). */
    async insertMissingLotteryRows(rows: readonly LotterySeedRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(lotteryGames)
        .values([...rows])
        .onConflictDoNothing({ target: lotteryGames.gameId });
    },

    /** Ids of stored games by `VENDOR/code` key (for rows that point at games). */
    async idsByKeys(
      keys: readonly { vendor: string; gameCode: string }[],
    ): Promise<Map<string, number>> {
      const vendors = [...new Set(keys.map((k) => k.vendor))];
      if (vendors.length === 0) return new Map();
      const wanted = new Set(keys.map((k) => `${k.vendor}/${k.gameCode}`));
      const rows = await db
        .select({ id: games.id, vendor: games.vendor, gameCode: games.gameCode })
        .from(games)
        .where(inArray(games.vendor, vendors));
      const map = new Map<string, number>();
      for (const r of rows) {
        const key = `${r.vendor}/${r.gameCode}`;
        if (wanted.has(key)) map.set(key, r.id);
      }
      return map;
    },
  };
}
export type GameRepository = ReturnType<typeof createGameRepository>;
