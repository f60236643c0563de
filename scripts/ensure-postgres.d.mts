/** The folder holding initdb and pg_ctl: `PG_BIN`, or the newest Debian PostgreSQL; undefined when none. */
export function postgresBin(): string | undefined
/** `postgresBin()`, installing Debian's postgresql first when it is missing and we run as root. */
export function ensurePostgres(): string
