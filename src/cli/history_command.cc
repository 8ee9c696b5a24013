// `arbiter history <id>`: one rule, with every rule under it, through every version of its rules
// the corpus holds, read from the database (the changes between consecutive releases that the
// build stored; rule texts for the changed words).
#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "diff/lineage.h"
#include "diff/word_diff.h"
#include "store/lookup.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct HistoryOptions {
  std::string id;
  bool only = false;             // the rule alone, not its subrules
  bool hide_renumbered = false;  // leave out subrules that were only renumbered
  bool hide_refs_only = false;   // ... or whose only changed words are rule numbers
};

// The rules of (doc, ids), by id, read once per history.
class RuleCache {
 public:
  explicit RuleCache(store::Store* store) : store_(store) {}
  const corpus::Rule* Get(const std::string& doc, const std::string& id) {
    auto key = doc + "\n" + id;
    auto it = rules_.find(key);
    if (it == rules_.end()) {
      corpus::Rule r;
      auto rows = store_->LookupRule(doc, id);
      bool found = rows.ok() && !rows->empty();
      if (found) {
        const store::RuleRecord& row = rows->front();
        r.id = row.id;
        r.title = row.title;
        r.text = row.text;
        r.examples = row.examples;
      }
      it = rules_.emplace(key, found ? std::make_unique<corpus::Rule>(r) : nullptr).first;
    }
    return it->second.get();
  }
  std::map<std::string, const corpus::Rule*> Map(const std::string& doc,
                                                 const std::vector<std::string>& ids) {
    std::map<std::string, const corpus::Rule*> out;
    for (const auto& id : ids) {
      if (const corpus::Rule* r = Get(doc, id)) out.emplace(id, r);
    }
    return out;
  }

 private:
  store::Store* store_;
  std::map<std::string, std::unique_ptr<corpus::Rule>> rules_;
};

diff::RuleHistory Follow(store::Store* store, RuleCache* cache,
                         const std::vector<corpus::Document>& versions, size_t start,
                         const std::string& id) {
  return diff::FollowThrough(
      versions, start, id,
      [&](size_t pair, const std::string& rule, bool old_side) {
        const std::string& from = versions[pair].key;
        const std::string& to = versions[pair + 1].key;
        std::vector<diff::RuleChange> out;
        auto records = store->ChangesNaming(old_side ? from : to, rule);
        if (!records.ok()) return out;
        for (const auto& r : *records) {
          if (r.from_doc != from || r.to_doc != to) continue;
          const auto& ids = old_side ? r.old_ids : r.new_ids;
          if (std::find(ids.begin(), ids.end(), rule) == ids.end()) continue;
          out.push_back(
              ChangeFromRecord(r, cache->Map(from, r.old_ids), cache->Map(to, r.new_ids)));
        }
        return out;
      },
      [&](size_t k, const std::vector<std::string>& ids) -> std::string {
        if (ids.empty()) return "";
        const corpus::Rule* r = cache->Get(versions[k].key, ids.front());
        return r == nullptr ? "" : diff::RuleLabel(*r);
      });
}

// True when some step changed the rule's words beyond what the options hide.
bool WorthShowing(const diff::RuleHistory& h, const HistoryOptions& o) {
  for (const diff::HistoryStep& s : h.steps) {
    if (s.first) continue;
    const diff::RuleChange& c = s.change;
    if (c.kind == diff::ChangeKind::kUnchanged) continue;
    if (o.hide_renumbered && c.kind == diff::ChangeKind::kMoved && !c.text_changed) continue;
    if (o.hide_refs_only && c.refs_only) continue;
    return true;
  }
  return false;
}

int RunHistory(Context& ctx, const HistoryOptions& o) {
  int code = 0;
  auto st = OpenStoreOrFail(ctx, &code);
  if (!st) return code;
  auto records = st->Documents();
  if (!records.ok()) return ctx.Fail(records.status());
  std::string help;
  auto targets = store::ResolveCitation(*records, o.id, &help);
  if (!targets.ok()) return ctx.Fail(targets.status(), help);
  std::vector<corpus::Document> docs;
  for (const auto& r : *records) docs.push_back(r.doc);
  RuleCache cache(&*st);
  std::string text;
  nlohmann::ordered_json histories = nlohmann::ordered_json::array();
  std::vector<std::string> searched;
  for (const store::LookupTarget& t : *targets) {
    searched.push_back(t.document.doc.key);
    if (cache.Get(t.document.doc.key, t.id) == nullptr) continue;
    const std::vector<corpus::Document> versions =
        corpus::VersionsOf(docs, corpus::LineageOf(t.document.doc));
    size_t start = versions.size();
    for (size_t k = 0; k < versions.size(); ++k) {
      if (versions[k].key == t.document.doc.key) start = k;
    }
    if (start == versions.size()) {
      return ctx.Fail(
          Status::InvalidArgument(t.document.doc.key + " is not a primary rules document"),
          "history follows releases: name one, as in mtg@2025-02-07:701.5");
    }
    std::vector<std::string> ids = {t.id};
    if (!o.only) {
      auto under = st->Descendants(t.document.doc.key, t.id);
      if (!under.ok()) return ctx.Fail(under.status());
      for (const auto& r : *under) ids.push_back(r.id);
    }
    std::vector<diff::RuleHistory> shown;
    int quiet = 0;
    for (size_t i = 0; i < ids.size(); ++i) {
      diff::RuleHistory h = Follow(&*st, &cache, versions, start, ids[i]);
      if (i > 0 && !WorthShowing(h, o)) {
        ++quiet;
        continue;
      }
      shown.push_back(std::move(h));
    }
    if (!text.empty()) text += "\n";
    if (ids.size() > 1) {
      text += t.document.doc.key + ":" + t.id + " and the " + std::to_string(ids.size() - 1) +
              " rules under it, through " + std::to_string(versions.size()) + " versions" +
              (quiet > 0 ? " (" + std::to_string(quiet) + " under it not shown: " +
                               (o.hide_renumbered || o.hide_refs_only
                                    ? "unchanged, or changed only as hidden"
                                    : "unchanged in every version") +
                               ")"
                         : "") +
              "\n\n";
    }
    nlohmann::ordered_json subrules = nlohmann::ordered_json::array();
    for (size_t i = 0; i < shown.size(); ++i) {
      if (i > 0) text += "\n";
      text += diff::RenderHistoryText(shown[i], ctx.color);
      if (i > 0)
        subrules.push_back(nlohmann::ordered_json::parse(diff::RenderHistoryJson(shown[i])));
    }
    auto j = nlohmann::ordered_json::parse(diff::RenderHistoryJson(shown.front()));
    j["subrules"] = subrules;
    j["subrules_not_shown"] = quiet;
    histories.push_back(j);
  }
  if (histories.empty()) {
    return ctx.Fail(Status::NotFound("no rule '" + o.id + "' in " + Join(searched, ", ")),
                    "name the document: mtg:701.6, mtg@2025-02-07:701.5, mtg-rulings-2008:501.3");
  }
  if (!ctx.json) {
    *ctx.out << text;
  } else if (histories.size() == 1) {
    *ctx.out << histories.front().dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
             << "\n";
  } else {
    nlohmann::ordered_json j = {{"schema", "arbiter.histories/1"}, {"histories", histories}};
    *ctx.out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
  }
  return 0;
}

}  // namespace

void SetupHistory(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<HistoryOptions>();
  CLI::App* sub = app->add_subcommand(
      "history",
      "follow a rule and every rule under it through every version of its rules in the corpus "
      "(renumberings, the words changed at each step, doubtful pairings marked)");
  sub->add_option("id", o->id,
                  "rule id or citation: 701.6, riftbound:718, mtg@2025-02-07:701.5, "
                  "mtg-rulings-2008:501.3 (without a version: the rules in force, see --as-of)")
      ->required();
  sub->add_flag("--only", o->only, "the rule alone, without the rules under it");
  sub->add_flag("--hide-renumbered", o->hide_renumbered,
                "leave out rules under it that were only renumbered");
  sub->add_flag("--hide-refs-only", o->hide_refs_only,
                "leave out rules under it whose only changed words are rule numbers");
  sub->callback([o, run] { *run = [o](Context& ctx) { return RunHistory(ctx, *o); }; });
}

}  // namespace arbiter::cli
