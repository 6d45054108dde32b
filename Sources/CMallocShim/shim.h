// The C library's allocator settings (glibc's `mallopt`), which Swift's Glibc module leaves out.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

/// Has every allocation of at least `bytes` mapped on its own and so handed back to the system
/// when freed. Left to itself, glibc raises this threshold up to 32 MiB as large blocks are
/// freed, and keeps the freed memory of blocks below it for reuse: a merge of a large sheet
/// then holds its phases' buffers long after they are freed. Returns 1 on success, 0 where the
/// C library has no such setting.
static inline int expenseSheetsMapAllocationsFrom(int bytes) {
#ifdef M_MMAP_THRESHOLD
  return mallopt(M_MMAP_THRESHOLD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}
