// `arbiter repin --to riftbound@1.4`: moves a game module's citations to another release of its
// rules. Every rule id the module registers is mapped through the diffs between consecutive
// releases (diff/repin.h); with --write the rule table, the rule-id literals in the module's
// sources and the scenarios' expected citations, versions and rulings are rewritten. The review
// list (--review FILE, Markdown) names every cited rule whose words changed (with a word diff),
// that split, merged or vanished, and the new rules under registered ones: a person reviews each
// against the new text. Split and vanished rules are never rewritten: they need a decision.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <map>
#include <memory>
#include <regex>
#include <set>

#include "cli/commands.h"
#include "corpus/rule_id.h"
#include "diff/repin.h"
#include "scenario/game_table.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

namespace fs = std::filesystem;

struct RepinArgs {
  std::string to;
  std::string from;    // the release the source tree cites (default: the module's pin)
  std::string source;  // the source tree (src/, scenarios/); default: rules-db's parent
  std::string review;  // where to write the review list
  std::vector<std::string> decide;  // "OLD=NEW": a person's decision for a split or vanished rule
  bool write = false;
};

struct Site {
  std::string file;
  int line = 0;
};

std::vector<std::string> FilesUnder(const std::string& dir, const std::vector<std::string>& exts) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  for (const auto& e : fs::recursive_directory_iterator(dir, ec)) {
    if (!e.is_regular_file()) continue;
    const std::string p = e.path().string();
    for (const std::string& x : exts)
      if (EndsWith(p, x)) out.push_back(p);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Replaces every "old" string literal (quotes included) by "new".
std::string ReplaceLiteral(std::string text, const std::string& from, const std::string& to) {
  if (from.empty() || from == to) return text;
  const std::string a = "\"" + from + "\"", b = "\"" + to + "\"";
  for (size_t at = text.find(a); at != std::string::npos; at = text.find(a, at + b.size()))
    text.replace(at, a.size(), b);
  return text;
}

std::string ReplaceAll(std::string text, const std::string& from, const std::string& to) {
  if (from.empty() || from == to) return text;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// The places in `files` where `id` is cited (as a literal or an id in words), for the review.
std::vector<Site> SitesOf(const std::map<std::string, std::string>& texts, const std::string& id,
                          const std::string& root) {
  std::vector<Site> out;
  const std::map<std::string, std::string> probe = {{id, id + "\x01"}};
  for (const auto& [file, text] : texts) {
    std::vector<diff::IdRewrite> hits;
    diff::RewriteSourceIds(text, probe, &hits);
    for (const auto& h : hits) out.push_back({file.substr(root.size() + 1), h.line});
  }
  return out;
}

std::string SitesText(const std::vector<Site>& sites) {
  std::vector<std::string> parts;
  for (size_t i = 0; i < sites.size() && i < 12; ++i)
    parts.push_back(sites[i].file + ":" + std::to_string(sites[i].line));
  if (sites.size() > 12) parts.push_back("and " + std::to_string(sites.size() - 12) + " more");
  return parts.empty() ? "not cited outside the table" : Join(parts, ", ");
}

int RunRepin(Context& ctx, const RepinArgs& args) {
  const std::string game = args.to.substr(0, args.to.find('@'));
  const engine::GameModule* module = scenario::FindGame(game);
  if (module == nullptr) {
    return ctx.Fail(Status::InvalidArgument("no game module '" + game + "'"),
                    "games: " + Join(scenario::GameNames(), ", ") +
                        "; write --to GAME@VERSION, e.g. riftbound@1.4");
  }
  // The registered ids: the compiled module's table, or with --from the rule table file of the
  // source tree (src/games/GAME/rules.cc), which is what gets rewritten.
  std::error_code ec;
  std::string root = args.source;
  if (root.empty()) root = fs::canonical(ctx.rules_db_dir, ec).parent_path().string();
  if (!fs::is_directory(root + "/src/games/" + game, ec)) {
    return ctx.Fail(Status::InvalidArgument("no src/games/" + game + " under '" + root + "'"),
                    "--source names the source tree whose files are rewritten");
  }
  engine::DocumentRef pin = module->Rules().document();
  std::vector<engine::RuleRef> rows = module->Rules().rules();
  std::string from_spec = pin.game + "@" + pin.version;
  if (!args.from.empty()) from_spec = args.from;
  std::string help;
  auto map = diff::MapCitations(ctx.rules_db_dir, from_spec, args.to, &help);
  if (!map.ok()) return ctx.Fail(map.status(), help);
  const corpus::Document& to = map->to();
  std::vector<std::string> row_ids;  // kept alive for RuleRef's const char*
  if (!args.from.empty()) {
    const corpus::Document& f = map->from();
    pin = {f.game,   f.title, f.version, f.printed.empty() ? f.effective : f.printed,
           f.source, f.format};
    auto text = ReadFile(root + "/src/games/" + game + "/rules.cc");
    if (!text.ok()) return ctx.Fail(text.status());
    static const std::regex kRow(R"re(^\s*\{"([0-9][0-9a-z.]*)",)re");
    for (const std::string& line : SplitLines(*text)) {
      std::smatch m;
      if (std::regex_search(line, m, kRow)) row_ids.push_back(m[1].str());
    }
    rows.clear();
    for (const std::string& id : row_ids) rows.push_back({id.c_str(), ""});
  }
  const engine::RuleTable table(pin, rows);

  // A person's decisions, for rules the diff cannot map to one rule.
  std::map<std::string, std::string> decided;
  for (const std::string& d : args.decide) {
    const size_t eq = d.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == d.size() || !table.Find(d.substr(0, eq)) ||
        map->new_rules().count(d.substr(eq + 1)) == 0) {
      return ctx.Fail(
          Status::InvalidArgument("bad --decide '" + d + "'"),
          "write --decide OLD=NEW: OLD registered in the table, NEW a rule of " + map->to().key);
    }
    decided[d.substr(0, eq)] = d.substr(eq + 1);
  }
  // The mapping of each registered id.
  std::map<std::string, std::string> rewrite;  // old id -> new id
  std::map<diff::PinStatus, std::vector<const diff::PinnedRule*>> by_status;
  std::map<std::string, std::vector<std::string>> into;  // new id -> old ids mapped onto it
  int renumbered = 0;
  std::vector<std::string> missing;  // registered ids the pinned document lacks
  for (const engine::RuleRef& r : table.rules()) {
    const diff::PinnedRule* p = map->Find(r.id);
    if (p == nullptr) {
      missing.push_back(r.id);
      continue;
    }
    by_status[p->status].push_back(p);
    std::string n = map->MapOne(r.id);
    if (decided.count(r.id)) n = decided[r.id];
    if (!n.empty()) {
      rewrite[r.id] = n;
      into[n].push_back(r.id);
      if (n != r.id) ++renumbered;
    }
  }
  std::vector<std::string> collisions;  // two registered rules onto one new rule
  for (const auto& [n, olds] : into)
    if (olds.size() > 1) collisions.push_back(Join(olds, " + ") + " -> " + n);

  // New rules of the target under a registered rule (a new subrule, a new keyword rule).
  std::set<std::string> mapped_new;
  for (const auto& [o, n] : rewrite) mapped_new.insert(n);
  std::vector<std::string> added_under;
  for (const auto& [id, rule] : map->new_rules()) {
    if (map->IsAdded(id) && mapped_new.count(rule.parent)) added_under.push_back(id);
  }

  // The files: the module's sources and the game's scenarios.
  std::map<std::string, std::string> sources, scenarios;
  for (const std::string& f : FilesUnder(root + "/src/games/" + game, {".cc", ".h"})) {
    auto t = ReadFile(f);
    if (!t.ok()) return ctx.Fail(t.status());
    sources[f] = *t;
  }
  for (const std::string& f : FilesUnder(root + "/scenarios/" + game, {".json"})) {
    auto t = ReadFile(f);
    if (!t.ok()) return ctx.Fail(t.status());
    scenarios[f] = *t;
  }
  std::map<std::string, std::string> all = sources;
  all.insert(scenarios.begin(), scenarios.end());

  // Rewrite.
  int files_changed = 0, ids_rewritten = 0, scenarios_repinned = 0;
  const std::string new_date = to.printed.empty() ? to.effective : to.printed;
  for (auto& [file, text] : all) {
    std::vector<diff::IdRewrite> rw;
    std::string out = diff::RewriteSourceIds(text, rewrite, &rw);
    ids_rewritten += static_cast<int>(rw.size());
    if (EndsWith(file, ".json")) {
      const std::string before = out;
      out = ReplaceAll(out, "\"rules_version\": \"" + pin.version + "\"",
                       "\"rules_version\": \"" + to.version + "\"");
      out = ReplaceAll(out, pin.game + "@" + pin.version + ":", pin.game + "@" + to.version + ":");
      if (out != before) ++scenarios_repinned;
    } else if (out.find("\"" + pin.source + "\"") != std::string::npos) {  // the rule table
      out = ReplaceLiteral(out, pin.source, to.source);
      out = ReplaceLiteral(out, pin.format, to.format);
      out = ReplaceLiteral(out, pin.version, to.version);
      out = ReplaceLiteral(out, pin.effective, new_date);
    }
    if (out == text) continue;
    ++files_changed;
    if (args.write) {
      Status st = WriteFileAtomic(file, out);
      if (!st.ok()) return ctx.Fail(st);
    }
  }

  // The review list.
  auto count = [&](diff::PinStatus s) {
    auto it = by_status.find(s);
    return it == by_status.end() ? 0 : static_cast<int>(it->second.size());
  };
  const int unchanged = count(diff::PinStatus::kUnchanged);
  const int changed = count(diff::PinStatus::kChanged);
  const int split = count(diff::PinStatus::kSplit), merged = count(diff::PinStatus::kMerged);
  const int vanished = count(diff::PinStatus::kVanished);
  std::string md;
  md += "# Re-pin " + from_spec + " -> " + to.key + "\n\n";
  md += "`arbiter repin --to " + args.to + "`: " + std::to_string(table.rules().size()) +
        " registered rules of the " + game + " module, mapped through the diffs between " +
        "consecutive releases (" + Join(by_status.empty() ? std::vector<std::string>{} : [&] {
          const auto* any = by_status.begin()->second.front();
          std::vector<std::string> steps = {from_spec};
          for (const auto& s : any->path) steps.push_back(s.substr(0, s.find(':')));
          return steps;
        }(), " -> ") + ").\n\n";
  md += "| | rules |\n|---|---|\n";
  md += "| mapped, words unchanged | " + std::to_string(unchanged) + " |\n";
  md += "| mapped, words changed (review) | " + std::to_string(changed + merged) + " (" +
        std::to_string(merged) + " merged) |\n";
  md += "| needing a decision: split | " + std::to_string(split) + " |\n";
  md += "| needing a decision: vanished | " + std::to_string(vanished) + " |\n";
  md += "| renumbered (of the mapped) | " + std::to_string(renumbered) + " |\n";
  if (!missing.empty())
    md += "| registered but not in " + from_spec + " | " + std::to_string(missing.size()) + " |\n";
  md += "\n" + std::to_string(ids_rewritten) + " ids rewritten in " +
        std::to_string(files_changed) + " files (" + std::to_string(scenarios_repinned) +
        " scenario files re-pinned)" + (args.write ? "" : " [dry run: nothing written]") + ".\n";
  if (!collisions.empty())
    md += "\nTwo registered rules onto one new rule (the table would hold it twice): " +
          Join(collisions, "; ") + "\n";
  auto section = [&](diff::PinStatus s, const std::string& heading, const std::string& note) {
    auto it = by_status.find(s);
    if (it == by_status.end()) return;
    md += "\n## " + heading + " (" + std::to_string(it->second.size()) + ")\n\n" + note + "\n\n";
    for (const diff::PinnedRule* p : it->second) {
      md += "- **" + p->old_id + " -> " + (p->new_ids.empty() ? "(none)" : Join(p->new_ids, " ")) +
            "**" + (p->refs_only ? " (only rule numbers changed)" : "") + " — " + p->old_label +
            "\n";
      md += "  - cited: " + SitesText(SitesOf(all, p->old_id, root)) + "\n";
      if (!p->word_diff.empty()) {
        std::string wd = p->word_diff;
        for (size_t at = wd.find('\n'); at != std::string::npos; at = wd.find('\n', at + 4))
          wd.replace(at, 1, " / ");
        md += "  - words: " + wd + "\n";
      }
      if (s == diff::PinStatus::kVanished) md += "  - path: " + Join(p->path, " -> ") + "\n";
      auto d = decided.find(p->old_id);
      if (d != decided.end()) md += "  - decided: cited as " + d->second + "\n";
      md += "  - review: \n";
    }
  };
  section(diff::PinStatus::kChanged, "Words changed",
          "Mapped and rewritten; the new words must still govern what the engine does where it "
          "cites the rule.");
  section(diff::PinStatus::kMerged, "Merged",
          "Several rules became this one; mapped and rewritten, words changed.");
  section(diff::PinStatus::kSplit, "Split (not rewritten: needs a decision)",
          "One rule became several: the citation must name the piece that governs.");
  section(diff::PinStatus::kVanished, "Vanished (not rewritten: a finding)",
          "No counterpart in " + to.key +
              ": the rule is gone or its words changed past "
              "recognition.");
  if (!added_under.empty()) {
    md += "\n## New rules under registered rules (" + std::to_string(added_under.size()) +
          ", not registered)\n\nRules of " + to.key +
          " whose parent the table cites and that no registered rule maps onto: register the "
          "ones the engine applies.\n\n";
    for (const std::string& id : added_under) {
      md += "- " + id + " — " + map->new_rules().at(id).text.substr(0, 100) + "\n";
    }
  }
  if (!args.review.empty()) {
    Status st = WriteFileAtomic(args.review, md);
    if (!st.ok()) return ctx.Fail(st);
  }
  *ctx.out << from_spec << " -> " << to.key << ": " << table.rules().size()
           << " registered rules: " << unchanged << " unchanged, " << changed + merged
           << " changed words (" << merged << " merged), " << split << " split, " << vanished
           << " vanished; " << renumbered << " renumbered\n"
           << ids_rewritten << " ids in " << files_changed << " files "
           << (args.write ? "rewritten" : "would be rewritten (dry run; --write to write)") << "; "
           << scenarios_repinned << " scenarios re-pinned; " << added_under.size()
           << " new rules under registered ones\n";
  if (!collisions.empty()) *ctx.out << "collisions: " << Join(collisions, "; ") << "\n";
  if (!args.review.empty()) *ctx.out << "review list: " << args.review << "\n";
  return 0;
}

}  // namespace

void SetupRepin(CLI::App* app, RunFn* run) {
  auto args = std::make_shared<RepinArgs>();
  CLI::App* sub = app->add_subcommand(
      "repin",
      "move a game module's citations to another release of its rules through the diffs: the "
      "rule table, the module's rule-id literals and the scenarios, with a review list");
  sub->add_option("--to", args->to, "the release to cite: riftbound@1.4, mtg@2026-09-25")
      ->required();
  sub->add_option("--from", args->from,
                  "the release the source tree cites now (default: the built module's); the "
                  "registered ids are then read from the tree's src/games/GAME/rules.cc");
  sub->add_flag("--write", args->write, "rewrite the files (without it: a dry run)");
  sub->add_option("--review", args->review, "write the review list (Markdown) to this file");
  sub->add_option("--decide", args->decide,
                  "OLD=NEW (repeatable): cite NEW for the registered rule OLD that split or "
                  "vanished (a person's decision, shown in the review list)");
  sub->add_option("--source", args->source,
                  "the source tree to rewrite (default: the folder holding rules-db/)");
  sub->callback([args, run] { *run = [args](Context& ctx) { return RunRepin(ctx, *args); }; });
}

}  // namespace arbiter::cli
