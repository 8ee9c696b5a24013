#include "build/diff_cache.h"

#include <cstdint>
#include <cstdio>

#include "diff/overrides.h"
#include "util/build_id.h"
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

std::string DocumentHash(const corpus::ImportedDocument& d) {
  Hasher h;
  AddDocument(d, &h);
  return h.Hex();
}

std::string DiffInputsOf(const std::string& code, const std::vector<diff::Override>& overrides,
                         const std::string& from_hash, const std::string& to_hash) {
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
  h.Add(from_hash);
  h.Add(to_hash);
  return h.Hex();
}

std::string DiffInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                       const corpus::ImportedDocument& from, const corpus::ImportedDocument& to) {
  if (code.empty()) return "";
  return DiffInputsOf(code, overrides, DocumentHash(from), DocumentHash(to));
}

std::string RulingMapInputs(const std::string& code, const std::vector<diff::Override>& overrides,
                            const corpus::ImportedDocument& old,
                            const corpus::ImportedDocument& current) {
  if (code.empty()) return "";
  Hasher h;
  h.Add("ruling map");
  h.Add(DiffInputs(code, overrides, old, current));
  h.AddNumber(old.rulings.size());
  for (const corpus::Ruling& r : old.rulings) {
    h.Add(r.id);
    h.AddNumber(r.cites.size());
    for (const std::string& c : r.cites) h.Add(c);
  }
  return h.Hex();
}

std::string RulingMapKey(const std::string& old_key) { return "ruling-map:" + old_key; }

MappedCites MapOldRulingsReusing(const std::string& rules_db_dir,
                                 const std::vector<corpus::ImportedDocument>& docs,
                                 const std::string& previous_db) {
  MappedCites out;
  const std::vector<diff::OldRulingsTarget> targets = diff::OldRulingsTargets(docs);
  if (targets.empty()) return out;
  Diagnostics override_diags;
  auto override_files =
      rules_db_dir.empty()
          ? Result<std::vector<diff::OverrideFile>>(std::vector<diff::OverrideFile>{})
          : diff::LoadOverrideFiles(rules_db_dir, &override_diags);
  PreviousDiffs previous = PreviousDiffs::Open(previous_db);
  for (const diff::OldRulingsTarget& t : targets) {
    const std::string& old_key = t.old->doc.key;
    const std::string& current_key = t.current->doc.key;
    std::string inputs;
    if (override_files.ok()) {
      inputs = RulingMapInputs(ExecutableBuildId(),
                               diff::OverridesFor(*override_files, old_key, current_key), *t.old,
                               *t.current);
    }
    ++out.mappings;
    if (auto reused = previous.FindMappedCites(*t.old, current_key, inputs)) {
      ++out.reused;
      out.cites.merge(*reused);
    } else {
      diff::MapRulingsOnto(rules_db_dir, t, &out.cites);
    }
    if (!inputs.empty()) out.inputs.push_back({RulingMapKey(old_key), current_key, inputs});
  }
  return out;
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

std::optional<diff::MappedCiteMap> PreviousDiffs::FindMappedCites(
    const corpus::ImportedDocument& old, const std::string& current_key,
    const std::string& inputs) {
  if (!Holds(RulingMapKey(old.doc.key), current_key, inputs)) return std::nullopt;
  auto stored = store_->RulingCitesOf(old.doc.key);
  if (!stored.ok() || stored->size() != old.rulings.size()) return std::nullopt;
  diff::MappedCiteMap out;
  for (size_t i = 0; i < stored->size(); ++i) {
    const corpus::Ruling& r = old.rulings[i];
    const auto& [id, cites] = (*stored)[i];
    // The ruling's own citations first, then the mapped ones, each naming the current document.
    if (id != r.id || cites.size() < r.cites.size()) return std::nullopt;
    std::vector<std::array<std::string, 3>> mapped(cites.begin() + r.cites.size(), cites.end());
    for (const auto& c : mapped) {
      if (c[2] != current_key) return std::nullopt;
    }
    // A ruling id printed twice has one entry (both rulings got every mapped citation).
    out.try_emplace(old.doc.key + "\n" + r.id, std::move(mapped));
  }
  return out;
}

}  // namespace arbiter::build
