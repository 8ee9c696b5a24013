#include "site/export.h"

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "corpus/rules_db.h"
#include "diff/compare.h"
#include "scenario/game_table.h"
#include "scenario/loader.h"
#include "site/html.h"
#include "site/pages.h"
#include "site/scenario_pages.h"
#include "site/version_pages.h"
#include "store/store.h"
#include "util/files.h"
#include "util/strings.h"

namespace arbiter::site {
namespace {

class Writer {
 public:
  Writer(std::string dir, ExportStats* stats) : dir_(std::move(dir)), stats_(stats) {}
  Status Write(const std::string& rel, const std::string& text) {
    const std::string path = JoinPath(dir_, rel);
    std::error_code ec;
    std::filesystem::create_directories(DirName(path), ec);
    if (ec) return Status::IoError("cannot create " + DirName(path) + ": " + ec.message());
    Status s = WriteFileAtomic(path, text);
    if (!s.ok()) return s;
    stats_->bytes += static_cast<long>(text.size());
    if (EndsWith(rel, ".html")) ++stats_->pages;
    return Status::Ok();
  }

 private:
  std::string dir_;
  ExportStats* stats_;
};

// Rulings that cite `id` itself (RulingsForRule also returns those citing rules under it).
std::vector<store::RulingRecord> CitingExactly(std::vector<store::RulingRecord> all,
                                               const std::string& game, const std::string& id) {
  std::vector<store::RulingRecord> out;
  for (auto& r : all) {
    for (size_t i = 0; i < r.cites.size(); ++i) {
      const std::string& g = i < r.cite_games.size() ? r.cite_games[i] : game;
      if (r.cites[i] == id && g == game) {
        out.push_back(std::move(r));
        break;
      }
    }
  }
  return out;
}

// One entry of search-index.js.
nlohmann::json IndexEntry(const std::string& kind, const std::string& id, const std::string& doc,
                          const std::string& url, const std::string& title,
                          const std::string& text) {
  std::string t = CollapseSpaces(text);
  if (t.size() > 320) t = t.substr(0, t.rfind(' ', 320));
  return {{"k", kind}, {"i", ToValidUtf8(id)},    {"d", ToValidUtf8(doc)},
          {"u", url},  {"t", ToValidUtf8(title)}, {"x", ToValidUtf8(t)}};
}

}  // namespace

Result<ExportStats> ExportHtml(store::Store* store, const ExportOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  ExportStats stats;
  Writer out(options.dir, &stats);
  auto docs = store->Documents();
  if (!docs.ok()) return docs.status();

  SiteMap map;
  for (const store::DocumentRecord& d : *docs) {
    auto rules = store->DocumentRules(d.doc.key);
    if (!rules.ok()) return rules.status();
    stats.rules += static_cast<int>(rules->size());
    map.Add(d, std::move(*rules));
  }

  nlohmann::json index = nlohmann::json::array();
  for (const DocumentPages& doc : map.documents()) {
    const std::string& key = doc.record.doc.key;
    const std::string& game = doc.record.doc.game;
    std::vector<std::vector<store::RefRecord>> refs(doc.rules.size());
    std::vector<Beside> beside(doc.record.is_default ? doc.rules.size() : 0);
    for (size_t i = 0; i < doc.rules.size(); ++i) {
      const std::string& id = doc.rules[i].id;
      auto from = store->RefsFrom(key, id);
      if (!from.ok()) return from.status();
      refs[i] = std::move(*from);
      if (!doc.record.is_default) continue;
      auto to = store->RefsTo(key, id);
      auto rulings = store->RulingsForRule(game, id);
      auto scenarios = store->ScenariosCiting(key, id);
      auto analogues = store->AnaloguesFor(game, id);
      if (!to.ok()) return to.status();
      if (!rulings.ok()) return rulings.status();
      if (!scenarios.ok()) return scenarios.status();
      if (!analogues.ok()) return analogues.status();
      beside[i].cited_by = std::move(*to);
      beside[i].rulings = CitingExactly(std::move(*rulings), game, id);
      beside[i].scenarios = std::move(*scenarios);
      beside[i].analogues = std::move(*analogues);
      const store::RuleRecord& r = doc.rules[i];
      index.push_back(IndexEntry("rule", game + ":" + id,
                                 doc.record.doc.title + " " + doc.record.doc.version,
                                 map.Href(key, id).substr(3), r.title, r.text));
    }
    for (const Chapter& c : doc.chapters) {
      Status s = out.Write(c.file, ChapterPage(map, doc, c, refs, beside, "../"));
      if (!s.ok()) return s;
    }
    std::vector<std::string> extra;
    store::DocFilter only;
    only.doc = key;
    only.all_versions = true;
    auto terms = store->GlossaryTerms(only);
    if (!terms.ok()) return terms.status();
    if (!terms->empty()) {
      std::vector<store::GlossaryRecord> entries;
      for (const std::string& term : *terms) {
        auto defs = store->Define(term, only);
        if (!defs.ok()) return defs.status();
        for (auto& g : *defs) entries.push_back(std::move(g));
      }
      Status s = out.Write(doc.folder + "/glossary.html", GlossaryPage(map, doc, entries));
      if (!s.ok()) return s;
      extra.push_back("<a href=\"glossary.html\">Glossary</a> (" + std::to_string(entries.size()) +
                      " terms)");
      for (const auto& g : entries) {
        if (doc.record.is_default) {
          index.push_back(IndexEntry("glossary", g.term, doc.record.doc.title + " glossary",
                                     doc.folder + "/glossary.html#" + TermAnchor(g.term), "",
                                     g.definition));
        }
      }
    }
    if (doc.record.doc.role == "rulings") {
      auto cards = store->CardNames();
      if (!cards.ok()) return cards.status();
      std::vector<store::RulingRecord> rulings;
      for (const std::string& card : *cards) {
        auto about = store->RulingsForCard(card);
        if (!about.ok()) return about.status();
        for (auto& r : *about) {
          if (r.doc == key) rulings.push_back(std::move(r));
        }
      }
      if (!rulings.empty()) {
        Status s = out.Write(doc.folder + "/rulings.html", RulingsPage(map, doc, rulings));
        if (!s.ok()) return s;
        extra.push_back("<a href=\"rulings.html\">Rulings</a> (" + std::to_string(rulings.size()) +
                        ")");
      }
    }
    Status s = out.Write(doc.folder + "/index.html", DocumentIndexPage(map, doc, extra));
    if (!s.ok()) return s;
  }

  // Scenario pages.
  std::vector<std::string> scenario_links;
  if (!options.scenarios_dir.empty()) {
    std::string base = options.scenarios_dir;
    while (base.size() > 1 && base.back() == '/') base.pop_back();
    const std::string tree = DirName(base);
    for (const std::string& file : scenario::FindScenarioFiles(options.scenarios_dir)) {
      Diagnostics diags;
      auto sc = scenario::LoadScenario(file, options.rules_db_dir, &diags);
      if (!sc) {
        ++stats.scenario_failures;
        continue;
      }
      const engine::GameModule* module = scenario::FindGame(sc->game);
      if (module == nullptr) continue;
      sc->path =
          !tree.empty() && StartsWith(file, tree + "/") ? file.substr(tree.size() + 1) : file;
      scenario::RunResult r = scenario::RunScenario(*sc);
      if (!r.passed) ++stats.scenario_failures;
      const std::string page = ScenarioFile(sc->path);
      Status s = out.Write(page, ScenarioPage(map, *sc, r, module->Rules()));
      if (!s.ok()) return s;
      ++stats.scenarios;
      scenario_links.push_back("<a href=\"" + Escape(page) + "\">" + Escape(sc->title) +
                               "</a> <span class=\"meta\">" + Escape(sc->game) + "</span>");
      index.push_back(IndexEntry("scenario", sc->title, "scenario (" + sc->game + ")", page, "",
                                 sc->question + " " + sc->ruling));
    }
  }

  // Version pages: each pair of consecutive releases of a game.
  std::vector<std::string> version_links;
  auto listed = corpus::ListDocuments(options.rules_db_dir);
  if (listed.ok()) {
    std::map<std::string, std::vector<corpus::Document>> by_game;
    for (const corpus::Document& d : *listed) {
      if (d.role == "primary" && map.Find(d.key) != nullptr) by_game[d.game].push_back(d);
    }
    for (auto& [game, versions] : by_game) {
      std::stable_sort(versions.begin(), versions.end(),
                       [](const auto& a, const auto& b) { return a.effective < b.effective; });
      for (size_t i = 1; i < versions.size(); ++i) {
        std::string help;
        auto c = diff::CompareDocuments(options.rules_db_dir, versions[i - 1].key, versions[i].key,
                                        &help);
        if (!c.ok()) continue;
        const std::string page = VersionFile(versions[i - 1].key, versions[i].key);
        Status s = out.Write(page, VersionPage(map, *c));
        if (!s.ok()) return s;
        ++stats.version_pages;
        version_links.push_back("<a href=\"" + Escape(page) + "\">" +
                                Escape(versions[i - 1].key + " → " + versions[i].key) + "</a>");
      }
    }
  }

  for (const auto& [file, text] : std::vector<std::pair<std::string, std::string>>{
           {"index.html", IndexPage(map, scenario_links, version_links)},
           {"search.html", SearchPage()},
           {"style.css", std::string(StyleSheet())},
           {"search.js", std::string(SearchScript())},
           {"search-index.js",
            "window.ARBITER_INDEX = " +
                index.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + ";\n"}}) {
    Status s = out.Write(file, text);
    if (!s.ok()) return s;
  }
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return stats;
}

}  // namespace arbiter::site
