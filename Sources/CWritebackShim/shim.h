// Starting a file's writeback early (Linux's `sync_file_range`), which Swift's Glibc module
// leaves out: glibc declares it only for `_GNU_SOURCE`.
#include <stdint.h>

#if defined(__linux__)
extern int sync_file_range(int fd, int64_t offset, int64_t count, unsigned int flags);
#endif

/// Asks the system to start writing the `count` bytes at `offset` of the file open as
/// `descriptor` to disk, without waiting for them (`SYNC_FILE_RANGE_WRITE`), so that a later
/// `fsync` finds them written or on their way. Returns 0 on success, -1 with `errno` set on
/// failure; does nothing and returns 0 where the system has no such call.
static inline int expenseSheetsStartWriteback(int descriptor, int64_t offset, int64_t count) {
#if defined(__linux__)
  return sync_file_range(descriptor, offset, count, 2 /* SYNC_FILE_RANGE_WRITE */);
#else
  (void)descriptor;
  (void)offset;
  (void)count;
  return 0;
#endif
}
