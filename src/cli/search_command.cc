// `arbiter search <words>`: BM25-ranked hits over rules, glossary, rulings and scenarios, with
// highlighted snippets. User words are quoted for FTS5 (store/fts_query.h); --raw passes FTS5
// syntax through.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"
#include "store/fts_query.h"
#include "store/lookup.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct SearchOptions {
  std::vector<std::string> words;
  std::string game;
  std::string doc;
  int limit = 10;
  bool raw = false;
  bool all_versions = false;
};

int RunSearch(Context& ctx, const SearchOptions& o) {
  int code = 0;
  std::vector<store::DocumentRecord> docs;
  auto st = OpenFilteredOrFail(ctx, o.game, o.doc, &docs, &code);
  if (!st) return code;

  const std::string text = Join(o.words, " ");
  store::SearchQuery q;
  q.match = o.raw ? text : store::QuoteFtsQuery(text);
  q.filter = {o.game, o.doc, o.all_versions};
  q.limit = o.limit;
  q.open_mark = render::kMarkOpen;
  q.close_mark = render::kMarkClose;

  // A query that names a rule shows that rule first.
  std::vector<store::RuleView> exact;
  if (!o.raw && LooksLikeRuleId(text)) {
    std::string ignored;
    auto found = store::LookupRules(&*st, text, &ignored);
    if (found.ok()) {
      for (auto& v : *found) {
        if ((o.game.empty() || v.document.doc.game == o.game) &&
            (o.doc.empty() || v.document.doc.key == o.doc)) {
          exact.push_back(std::move(v));
        }
      }
    }
  }
  std::vector<store::SearchHit> hits;
  if (!q.match.empty()) {
    auto found = st->Search(q);
    if (!found.ok()) {
      return ctx.Fail(found.status(), o.raw ? "FTS5 syntax: words, \"phrases\", AND, OR, NOT, "
                                              "NEAR(a b, 5), prefix*; drop --raw to search the "
                                              "words as written"
                                            : "");
    }
    hits = std::move(*found);
  }
  if (ctx.json) {
    *ctx.out << render::SearchJson(text, q.match, exact, hits, docs);
  } else if (!exact.empty() || !hits.empty()) {
    *ctx.out << render::SearchText(exact, hits, docs, ctx.color);
  }
  if (exact.empty() && hits.empty()) {
    if (ctx.json) return 1;
    return ctx.Fail(Status::NotFound("no matches for '" + text + "'"),
                    o.all_versions || !o.doc.empty()
                        ? ""
                        : "searched the current documents; --all-versions adds older ones");
  }
  return 0;
}

}  // namespace

void SetupSearch(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<SearchOptions>();
  CLI::App* sub = app->add_subcommand(
      "search", "ranked full-text search over rules, glossary, rulings and scenarios");
  sub->add_option("words", o->words, "words to find (all of them); quoted as written unless --raw")
      ->required();
  sub->add_option("--game", o->game, "only this game (riftbound, mtg, ...)");
  sub->add_option("--doc", o->doc, "only this document key (mtg@2025-02-07, ...)");
  sub->add_option("--limit,-n", o->limit, "at most this many hits (default 10)")
      ->check(CLI::Range(1, 1000));
  sub->add_flag("--raw", o->raw,
                "pass the words as an FTS5 query (AND, OR, NOT, NEAR, \"...\", *)");
  sub->add_flag("--all-versions", o->all_versions,
                "also search older versions and secondary sources");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunSearch(ctx, *o); }; });
}

}  // namespace arbiter::cli
