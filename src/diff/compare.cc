#include "diff/compare.h"

#include <chrono>

#include "corpus/rules_db.h"
#include "diff/overrides.h"

namespace arbiter::diff {
namespace {

double MsSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

DocumentDiff CompareImported(const std::string& rules_db_dir, const corpus::ImportedDocument& from,
                             const corpus::ImportedDocument& to) {
  MatchOptions options;
  options.style = corpus::StyleForGame(from.doc.game);
  Diagnostics diags;
  std::vector<std::string> problems;
  auto files = rules_db_dir.empty() ? Result<std::vector<OverrideFile>>(std::vector<OverrideFile>{})
                                    : LoadOverrideFiles(rules_db_dir, &diags);
  if (files.ok()) {
    options.overrides = OverridesFor(*files, from.doc.key, to.doc.key);
  } else {
    problems.push_back(files.status().message());
  }
  for (const Diagnostic& d : diags.items()) {
    problems.push_back(d.file + ":" + std::to_string(d.line) + ": " + d.message);
  }
  DocumentDiff diff = DiffRules(from.rules, to.rules, options);
  diff.problems.insert(diff.problems.begin(), problems.begin(), problems.end());
  return diff;
}

Result<DocumentPair> ResolvePair(const std::string& rules_db_dir, const std::string& from_spec,
                                 const std::string& to_spec, const std::string& family_help,
                                 std::string* help) {
  auto docs = corpus::ListDocuments(rules_db_dir);
  if (!docs.ok()) return docs.status();
  auto a = corpus::ResolveDocument(*docs, from_spec, help);
  if (!a.ok()) return a.status();
  auto b = corpus::ResolveDocument(*docs, to_spec, help);
  if (!b.ok()) return b.status();
  const std::string family = corpus::LineageOf(*a);
  if (family != corpus::LineageOf(*b)) {
    if (help) *help = family_help;
    return Status::InvalidArgument(a->key + " is " + a->game + " and " + b->key + " is " + b->game);
  }
  return DocumentPair{std::move(*docs), std::move(*a), std::move(*b), family};
}

Result<Comparison> CompareDocuments(const std::string& rules_db_dir, const std::string& from_spec,
                                    const std::string& to_spec, std::string* help) {
  auto t0 = std::chrono::steady_clock::now();
  auto pair = ResolvePair(rules_db_dir, from_spec, to_spec,
                          "diff compares two documents of one game", help);
  if (!pair.ok()) return pair.status();
  const corpus::Document* a = &pair->from;
  const corpus::Document* b = &pair->to;
  Comparison c;
  auto ia = corpus::ImportDocument(rules_db_dir, *a);
  if (!ia.ok()) return ia.status();
  auto ib = corpus::ImportDocument(rules_db_dir, *b);
  if (!ib.ok()) return ib.status();
  c.from = std::move(*ia);
  c.to = std::move(*ib);
  c.import_ms = MsSince(t0);
  auto t1 = std::chrono::steady_clock::now();
  c.diff = CompareImported(rules_db_dir, c.from, c.to);
  c.match_ms = MsSince(t1);
  return c;
}

}  // namespace arbiter::diff
