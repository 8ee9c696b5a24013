// `arbiter analogues <id>`: the curated analogues of a rule (rules-db/analogues.json), including
// those of the rules above it (718.4 shows the analogues of 718 and of its section 716), each with
// the other rule's words and the rationale.
#include <CLI/CLI.hpp>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "corpus/analogues.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

// Imported current documents by game, loaded on first use.
class DocCache {
 public:
  DocCache(std::string rules_db, std::vector<corpus::Document> docs)
      : rules_db_(std::move(rules_db)), docs_(std::move(docs)) {}
  // The current document of `game`, or nullptr when there is none or it cannot be imported.
  const corpus::ImportedDocument* Get(const std::string& game) {
    auto it = cache_.find(game);
    if (it != cache_.end()) return it->second.get();
    std::unique_ptr<corpus::ImportedDocument> doc;
    auto d = corpus::ResolveDocument(docs_, game, nullptr);
    if (d.ok()) {
      auto imported = corpus::ImportDocument(rules_db_, *d);
      if (imported.ok()) doc = std::make_unique<corpus::ImportedDocument>(std::move(*imported));
    }
    return (cache_[game] = std::move(doc)).get();
  }

 private:
  std::string rules_db_;
  std::vector<corpus::Document> docs_;
  std::map<std::string, std::unique_ptr<corpus::ImportedDocument>> cache_;
};

const corpus::Rule* FindRule(const corpus::ImportedDocument* d, const std::string& id) {
  if (d == nullptr) return nullptr;
  for (const auto& r : d->rules) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

std::string Words(const corpus::Rule* r) {
  if (r == nullptr) return "(not in the corpus)";
  std::string s = r->title.empty() ? r->text : r->title;
  if (s.size() > 90) {
    size_t cut = 90;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    s = s.substr(0, cut) + "...";
  }
  return s;
}

struct Hit {
  std::string via;  // "" for the rule itself, else the ancestor or section id it came through
  std::string this_game, this_id, other_game, other_id, rationale;
};

int RunAnalogues(Context& ctx, const std::string& text) {
  auto analogues = corpus::LoadAnalogues(ctx.rules_db_dir);
  if (!analogues.ok()) return ctx.Fail(analogues.status());
  auto docs = corpus::ListDocuments(ctx.rules_db_dir);
  if (!docs.ok()) return ctx.Fail(docs.status());
  DocCache cache(ctx.rules_db_dir, *docs);
  const corpus::Citation cite = corpus::ParseCitation(text);
  std::vector<std::string> games;
  auto add_game = [&](const std::string& g) {
    if (std::find(games.begin(), games.end(), g) == games.end()) games.push_back(g);
  };
  if (!cite.game.empty()) {
    add_game(cite.game);
  } else {
    for (const auto& a : *analogues) add_game(a.from_game), add_game(a.to_game);
  }
  std::vector<Hit> hits;
  std::vector<std::string> found_in;
  for (const std::string& game : games) {
    auto id = corpus::CanonicalId(cite.id, corpus::StyleForGame(game));
    if (!id) continue;
    const corpus::ImportedDocument* doc = cache.Get(game);
    const corpus::Rule* rule = FindRule(doc, *id);
    if (rule == nullptr) continue;
    found_in.push_back(game + ":" + *id);
    // The rule, its ancestors by number, and the section heading it sits under.
    std::vector<std::string> chain = {*id};
    for (std::string p = rule->parent.empty() ? corpus::ParentId(*id, corpus::StyleForGame(game))
                                              : rule->parent;
         !p.empty(); p = corpus::ParentId(p, corpus::StyleForGame(game))) {
      chain.push_back(p);
    }
    // Each of them may sit under a section heading by position (Riftbound 718 under 716).
    for (size_t k = 0, n = chain.size(); k < n; ++k) {
      const corpus::Rule* r = FindRule(doc, chain[k]);
      if (r != nullptr && !r->section.empty() &&
          std::find(chain.begin(), chain.end(), r->section) == chain.end()) {
        chain.push_back(r->section);
      }
    }
    for (const std::string& link : chain) {
      for (const auto& a : *analogues) {
        Hit h;
        if (a.from_game == game && a.from_id == link) {
          h = {link == *id ? "" : link, game, a.from_id, a.to_game, a.to_id, a.rationale};
        } else if (a.to_game == game && a.to_id == link) {
          h = {link == *id ? "" : link, game, a.to_id, a.from_game, a.from_id, a.rationale};
        } else {
          continue;
        }
        hits.push_back(std::move(h));
      }
    }
  }
  if (found_in.empty()) {
    return ctx.Fail(Status::NotFound("no rule '" + text + "' in any current document"),
                    "write game:id, e.g. riftbound:718.4 or mtg:701.3");
  }
  if (ctx.json) {
    nlohmann::json a = nlohmann::json::array();
    for (const Hit& h : hits) {
      a.push_back({{"rule", h.this_game + ":" + h.this_id},
                   {"via", h.via},
                   {"analogue", h.other_game + ":" + h.other_id},
                   {"analogue_text", Words(FindRule(cache.Get(h.other_game), h.other_id))},
                   {"rationale", h.rationale}});
    }
    *ctx.out << nlohmann::json({{"schema", "arbiter.analogues/1"},
                                {"query", text},
                                {"rules", found_in},
                                {"analogues", a}})
                    .dump(2, ' ', false, nlohmann::json::error_handler_t::replace)
             << "\n";
    return hits.empty() ? 1 : 0;
  }
  *ctx.out << "analogues of " << Join(found_in, ", ") << "\n";
  if (hits.empty()) {
    *ctx.out
        << "  none (rules-db/analogues.json links none of these rules or the rules above them)\n";
    return 1;
  }
  for (const Hit& h : hits) {
    *ctx.out << "\n  " << h.this_game << ":" << h.this_id << "  <->  " << h.other_game << ":"
             << h.other_id << "  " << Words(FindRule(cache.Get(h.other_game), h.other_id)) << "\n";
    if (!h.via.empty())
      *ctx.out << "    (through " << h.this_game << ":" << h.via << ", above it)\n";
    *ctx.out << "    " << h.rationale << "\n";
  }
  return 0;
}

}  // namespace

void SetupAnalogues(CLI::App* app, RunFn* run) {
  auto id = std::make_shared<std::string>();
  CLI::App* sub = app->add_subcommand("analogues",
                                      "curated analogues of a rule in other games and numberings "
                                      "(rules-db/analogues.json), with the rationale for each");
  sub->add_option("id", *id,
                  "rule id or citation: 718.4, riftbound:716, mtg:701.3, "
                  "mtg-rulings-2008:501.5")
      ->required();
  sub->callback([id, run] { *run = [id](Context& ctx) { return RunAnalogues(ctx, *id); }; });
}

}  // namespace arbiter::cli
