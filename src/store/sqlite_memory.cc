#include "store/sqlite_memory.h"

#include <sqlite3.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace arbiter::store {
namespace {

// Every block starts with its usable size, so that the caller's pointer is 8-byte aligned, as
// SQLite's own allocator gives (and as it requires).
constexpr size_t kHeader = 8;
// Blocks of up to kLargest bytes, header included, come from the free lists, in steps of kStep;
// larger ones (pages, FTS5 doclist buffers) from malloc.
constexpr size_t kStep = 16;
constexpr size_t kLargest = 1024;
constexpr size_t kClasses = kLargest / kStep;  // class c: blocks of (c + 1) * kStep bytes
// Fresh small blocks are carved from chunks of this size, kept for the life of the process: a
// freed block goes back to its class's list. At most kLargest bytes of a chunk are left unused.
constexpr size_t kChunk = 64 * 1024;

struct FreeBlock {
  FreeBlock* next;
};

struct Pool {
  std::atomic_flag busy;
  FreeBlock* free[kClasses];
  char* cursor;
  char* end;
};
constinit Pool pool{};

class PoolLock {
 public:
  PoolLock() {
    while (pool.busy.test_and_set(std::memory_order_acquire)) std::this_thread::yield();
  }
  ~PoolLock() { pool.busy.clear(std::memory_order_release); }
  PoolLock(const PoolLock&) = delete;
  PoolLock& operator=(const PoolLock&) = delete;
};

uint64_t UsableSize(const void* p) {
  uint64_t usable;
  std::memcpy(&usable, static_cast<const char*>(p) - kHeader, sizeof(usable));
  return usable;
}

bool IsSmall(uint64_t usable) { return usable + kHeader <= kLargest; }

size_t RoundUp8(size_t n) { return (n + 7) & ~static_cast<size_t>(7); }

void* Malloc(int n) {
  if (n <= 0) return nullptr;
  const size_t total = static_cast<size_t>(n) + kHeader;
  char* block;
  uint64_t usable;
  if (total <= kLargest) {
    const size_t c = (total - 1) / kStep;
    const size_t size = (c + 1) * kStep;
    usable = size - kHeader;
    PoolLock lock;
    if (FreeBlock* f = pool.free[c]) {
      pool.free[c] = f->next;
      block = reinterpret_cast<char*>(f);
    } else {
      if (static_cast<size_t>(pool.end - pool.cursor) < size) {
        auto* chunk = static_cast<char*>(std::malloc(kChunk));
        if (chunk == nullptr) return nullptr;
        pool.cursor = chunk;
        pool.end = chunk + kChunk;
      }
      block = pool.cursor;
      pool.cursor += size;
    }
  } else {
    usable = RoundUp8(static_cast<size_t>(n));
    block = static_cast<char*>(std::malloc(usable + kHeader));
    if (block == nullptr) return nullptr;
  }
  std::memcpy(block, &usable, sizeof(usable));
  return block + kHeader;
}

void Free(void* p) {
  if (p == nullptr) return;
  char* block = static_cast<char*>(p) - kHeader;
  const uint64_t usable = UsableSize(p);
  if (!IsSmall(usable)) {
    std::free(block);
    return;
  }
  const size_t c = (usable + kHeader) / kStep - 1;
  auto* f = reinterpret_cast<FreeBlock*>(block);
  PoolLock lock;
  f->next = pool.free[c];
  pool.free[c] = f;
}

void* Realloc(void* p, int n) {
  if (p == nullptr) return Malloc(n);
  if (n <= 0) return nullptr;
  const uint64_t have = UsableSize(p);
  const size_t want = static_cast<size_t>(n);
  if (!IsSmall(have) && want + kHeader > kLargest) {
    // Large to large: malloc's own realloc, which may grow or shrink in place.
    uint64_t usable = RoundUp8(want);
    auto* block =
        static_cast<char*>(std::realloc(static_cast<char*>(p) - kHeader, usable + kHeader));
    if (block == nullptr) return nullptr;
    std::memcpy(block, &usable, sizeof(usable));
    return block + kHeader;
  }
  if (IsSmall(have) && want <= have) return p;
  void* q = Malloc(n);
  if (q == nullptr) return nullptr;  // p stays valid, as SQLite expects
  std::memcpy(q, p, have < want ? have : want);
  Free(p);
  return q;
}

int Size(void* p) { return p == nullptr ? 0 : static_cast<int>(UsableSize(p)); }

int Roundup(int n) {
  if (n <= 0) return n;
  const size_t total = static_cast<size_t>(n) + kHeader;
  if (total <= kLargest) return static_cast<int>(((total - 1) / kStep + 1) * kStep - kHeader);
  return static_cast<int>(RoundUp8(static_cast<size_t>(n)));
}

int Init(void*) { return SQLITE_OK; }
void Shutdown(void*) {}

constexpr sqlite3_mem_methods kMethods = {Malloc,  Free, Realloc,  Size,
                                          Roundup, Init, Shutdown, nullptr};

}  // namespace

const sqlite3_mem_methods* SmallBlockMemMethods() { return &kMethods; }

}  // namespace arbiter::store
