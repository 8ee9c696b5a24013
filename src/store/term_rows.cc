#include "store/term_rows.h"

#include <sqlite3.h>

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace arbiter::store {

namespace {

// FTS5 indexes at most this many bytes of a token (fts5StorageInsertCallback).
constexpr int kMaxTokenSize = 32768;

}  // namespace

struct TermRowCounter::Impl {
  // Nested, not in the anonymous namespace: a member's type must not have internal linkage
  // (GCC's -Wsubobject-linkage).
  struct Hash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  struct Rows {
    int64_t last_row = -1;
    int64_t rows = 0;
  };

  const TermRowCounter* owner = nullptr;
  fts5_tokenizer porter{};
  void* porter_user = nullptr;
  std::unordered_map<std::string, Rows, Hash, std::equal_to<>> terms;

  // One tokenizer instance: the porter tokenizer it wraps.
  struct Instance {
    Impl* impl = nullptr;
    Fts5Tokenizer* porter = nullptr;
  };
  // What a wrapped tokenize call hands on: FTS5's callback and its context.
  struct Call {
    Impl* impl = nullptr;
    void* context = nullptr;
    int (*token)(void*, int, const char*, int, int, int) = nullptr;
  };

  void Count(const char* token, int n) {
    const std::string_view term(token, std::min(n, kMaxTokenSize));
    auto it = terms.find(term);
    if (it == terms.end()) it = terms.emplace(std::string(term), Rows{}).first;
    if (it->second.last_row != owner->row_) {
      it->second.last_row = owner->row_;
      ++it->second.rows;
    }
  }

  static int Create(void* user, const char** args, int n, Fts5Tokenizer** out) {
    auto* impl = static_cast<Impl*>(user);
    auto instance = std::make_unique<Instance>();
    instance->impl = impl;
    const int rc = impl->porter.xCreate(impl->porter_user, args, n, &instance->porter);
    if (rc != SQLITE_OK) return rc;
    *out = reinterpret_cast<Fts5Tokenizer*>(instance.release());
    return SQLITE_OK;
  }
  static void Delete(Fts5Tokenizer* tokenizer) {
    auto* instance = reinterpret_cast<Instance*>(tokenizer);
    instance->impl->porter.xDelete(instance->porter);
    delete instance;
  }
  static int Token(void* context, int flags, const char* token, int n, int begin, int end) {
    auto* call = static_cast<Call*>(context);
    call->impl->Count(token, n);
    return call->token(call->context, flags, token, n, begin, end);
  }
  static int Tokenize(Fts5Tokenizer* tokenizer, void* context, int flags, const char* text, int n,
                      int (*token)(void*, int, const char*, int, int, int)) {
    auto* instance = reinterpret_cast<Instance*>(tokenizer);
    Call call{instance->impl, context, token};
    return instance->impl->porter.xTokenize(instance->porter, &call, flags, text, n, &Impl::Token);
  }
};

TermRowCounter::TermRowCounter() : impl_(std::make_unique<Impl>()) { impl_->owner = this; }
TermRowCounter::~TermRowCounter() = default;

Status TermRowCounter::Install(Database* db) {
  fts5_api* fts = db->Fts5();
  if (!fts) return Status::IoError("this SQLite has no FTS5");
  if (fts->xFindTokenizer(fts, "porter", &impl_->porter_user, &impl_->porter) != SQLITE_OK) {
    return Status::IoError("this SQLite's FTS5 has no porter tokenizer");
  }
  fts5_tokenizer counting{&Impl::Create, &Impl::Delete, &Impl::Tokenize};
  // FTS5 finds the tokenizer registered last under a name: this one, on this connection.
  if (fts->xCreateTokenizer(fts, "porter", impl_.get(), &counting, nullptr) != SQLITE_OK) {
    return Status::IoError("cannot install the counting porter tokenizer");
  }
  return Status::Ok();
}

std::vector<std::pair<std::string, int64_t>> TermRowCounter::Sorted() const {
  std::vector<std::pair<std::string, int64_t>> out;
  out.reserve(impl_->terms.size());
  for (const auto& [term, rows] : impl_->terms) out.emplace_back(term, rows.rows);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace arbiter::store
