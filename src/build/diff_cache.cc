#include "build/diff_cache.h"

#include <cstdint>
#include <cstdio>

#include "util/files.h"

namespace arbiter::build {
namespace {

// Two 64-bit FNV-1a hashes with different offsets, over length-prefixed fields (so that "ab","c"
// and "a","bc" differ). Not a defence against a crafted collision: it tells apart inputs that
// changed by accident or by edit.
class Hasher {
 public:
  void Add(std::string_view s) {
    AddNumber(s.size());
    for (unsigned char c : s) Byte(c);
  }
  void AddNumber(uint64_t n) {
    for (int i = 0; i < 8; ++i) Byte(static_cast<unsigned char>(n >> (8 * i)));
  }
  std::string Hex() const {
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", static_cast<unsigned long long>(a_),
                  static_cast<unsigned long long>(b_));
    return buf;
  }

 private:
  void Byte(unsigned char c) {
    a_ = (a_ ^ c) * 0x100000001b3ULL;
    b_ = (b_ ^ c) * 0x100000001b3ULL;
  }
  uint64_t a_ = 0xcbf29ce484222325ULL;
  uint64_t b_ = 0x84222325cbf29ce4ULL;
};

void AddDocument(const corpus::ImportedDocument& d, Hasher* h) {
  const corpus::Document& doc = d.doc;
  for (const std::string* f : {&doc.key, &doc.game, &doc.version, &doc.format, &doc.source}) {
    h->Add(*f);
  }
  h->AddNumber(d.rules.size());
  for (const corpus::Rule& r : d.rules) {
    for (const std::string* f :
         {&r.id, &r.title, &r.text, &r.parent, &r.section, &r.source, &r.date}) {
      h->Add(*f);
    }
    h->AddNumber(r.examples.size());
    for (const std::string& e : r.examples) h->Add(e);
    h->AddNumber(static_cast<uint64_t>(r.line));
  }
  h->AddNumber(d.anomalies.size());
  for (const corpus::Anomaly& a : d.anomalies) {
    h->Add(a.file);
    h->AddNumber(static_cast<uint64_t>(a.line));
    h->Add(a.code);
    h->Add(a.message);
  }
}

}  // namespace

std::string DiffInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                       const corpus::ImportedDocument& from, const corpus::ImportedDocument& to) {
  if (code.empty()) return "";
  Hasher h;
  h.Add(code);
  h.AddNumber(overrides.size());
  for (const diff::Override& o : overrides) {
    h.Add(o.from);
    h.Add(o.to);
    h.Add(o.reason);
    h.AddNumber(static_cast<uint64_t>(o.line));
  }
  AddDocument(from, &h);
  AddDocument(to, &h);
  return h.Hex();
}

PreviousDiffs PreviousDiffs::Open(const std::string& db_path) {
  PreviousDiffs out;
  if (db_path.empty() || !FileExists(db_path)) return out;
  auto st = store::Store::OpenReadOnly(db_path);
  if (st.ok()) out.store_ = std::make_shared<store::Store>(std::move(*st));
  return out;
}

bool PreviousDiffs::Holds(const std::string& from_doc, const std::string& to_doc,
                          const std::string& inputs) {
  if (!store_ || inputs.empty()) return false;
  auto stored = store_->ReleaseDiffInputs(from_doc, to_doc);
  return stored.ok() && *stored == inputs;
}

std::optional<std::vector<store::RuleChangeRecord>> PreviousDiffs::Find(const std::string& from_doc,
                                                                        const std::string& to_doc,
                                                                        const std::string& inputs) {
  if (!Holds(from_doc, to_doc, inputs)) return std::nullopt;
  auto changes = store_->RuleChanges(from_doc, to_doc);
  if (!changes.ok()) return std::nullopt;
  return std::move(*changes);
}

}  // namespace arbiter::build
