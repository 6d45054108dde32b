// SQLite's process-wide settings, whose C function (sqlite3_config) is variadic and so cannot be
// called from Swift.
#include <sqlite3.h>

/// Puts SQLite in multi-thread mode (a connection is never used by two threads at once, so its
/// calls take no lock) and turns its memory statistics off (each allocation would take a
/// lock). Succeeds (SQLITE_OK) only before SQLite is first used in the process.
static inline int expenseStoreUseMultiThreadMode(void) {
  int code = sqlite3_config(SQLITE_CONFIG_MULTITHREAD);
  if (code != SQLITE_OK) return code;
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
