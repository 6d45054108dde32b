// Atomic loads and stores of 64-bit integers in memory that threads share, on every platform
// the package declares: Swift's own `Atomic` (the Synchronization module) needs macOS 15 and
// iOS 18.
#include <stdint.h>

/// The 64-bit integer at `address`, loaded whole, with no ordering against other memory.
static inline int64_t expenseSheetsAtomicLoad(const int64_t *address) {
  return __atomic_load_n(address, __ATOMIC_RELAXED);
}

/// Stores `value` at `address` whole, with no ordering against other memory.
static inline void expenseSheetsAtomicStore(int64_t *address, int64_t value) {
  __atomic_store_n(address, value, __ATOMIC_RELAXED);
}
