// `arbiter history <id>`: one rule through every version of its game the corpus holds.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "corpus/rule_id.h"
#include "corpus/rules_db.h"
#include "diff/history.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

std::string Family(const std::string& game) { return game.substr(0, game.find('-')); }

int RunHistory(Context& ctx, const std::string& text) {
  auto docs = corpus::ListDocuments(ctx.rules_db_dir);
  if (!docs.ok()) return ctx.Fail(docs.status());
  const corpus::Citation cite = corpus::ParseCitation(text);
  // Which document the id is given in: the citation's, else the newest version of the first game
  // (MTG first) whose newest version has that id.
  std::vector<std::string> families;
  if (!cite.game.empty()) {
    families.push_back(Family(cite.game));
  } else {
    families.push_back("mtg");
    for (const auto& d : *docs) {
      if (std::find(families.begin(), families.end(), Family(d.game)) == families.end()) {
        families.push_back(Family(d.game));
      }
    }
  }
  std::string help;
  for (const std::string& family : families) {
    const std::vector<corpus::Document> versions = corpus::VersionsOf(*docs, family);
    if (versions.empty()) continue;
    size_t start = versions.size() - 1;
    if (!cite.game.empty()) {
      std::string spec = cite.game + (cite.version.empty() ? "" : "@" + cite.version);
      auto doc = corpus::ResolveDocument(*docs, spec, &help);
      if (!doc.ok()) return ctx.Fail(doc.status(), help);
      start = versions.size();
      for (size_t k = 0; k < versions.size(); ++k) {
        if (versions[k].key == doc->key) start = k;
      }
      if (start == versions.size()) {
        return ctx.Fail(Status::InvalidArgument(doc->key + " is not a primary rules document"));
      }
    }
    auto id = corpus::CanonicalId(cite.id, corpus::StyleForGame(versions[start].game));
    if (!id) continue;
    std::vector<corpus::ImportedDocument> imported;
    for (const auto& v : versions) {
      auto d = corpus::ImportDocument(ctx.rules_db_dir, v);
      if (!d.ok()) return ctx.Fail(d.status());
      imported.push_back(std::move(*d));
    }
    auto h = diff::FollowRule(ctx.rules_db_dir, imported, start, *id);
    if (!h.ok()) {
      if (h.status().IsNotFound() && cite.game.empty()) continue;
      std::vector<std::string> ids;
      for (const auto& r : imported[start].rules) ids.push_back(r.id);
      const auto close = ClosestMatches(*id, ids);
      return ctx.Fail(h.status(), close.empty() ? "" : "did you mean " + Join(close, " or ") + "?");
    }
    *ctx.out << (ctx.json ? diff::RenderHistoryJson(*h) : diff::RenderHistoryText(*h, ctx.color));
    return 0;
  }
  return ctx.Fail(Status::NotFound("no rule '" + text + "' in any version the corpus holds"),
                  "name the document: mtg:701.6, mtg@2025-02-07:701.5, mtg-rulings-2008:501.3");
}

}  // namespace

void SetupHistory(CLI::App* app, RunFn* run) {
  auto id = std::make_shared<std::string>();
  CLI::App* sub =
      app->add_subcommand("history",
                          "follow one rule through every version of its game's rules in the corpus "
                          "(renumberings and the words changed at each step)");
  sub->add_option("id", *id,
                  "rule id or citation: 701.6, mtg@2025-02-07:701.5, "
                  "mtg-rulings-2008:501.3")
      ->required();
  sub->callback([id, run] { *run = [id](Context& ctx) { return RunHistory(ctx, *id); }; });
}

}  // namespace arbiter::cli
