// `arbiter search <words>`: ranked hits over rules, glossary, rulings and scenarios, with
// highlighted snippets. The words are read as a judge's question (store/search.cc): stop words
// dropped, any word may match and more of them rank higher, synonyms, cards and misspellings
// looked up; --all requires every word; --raw passes FTS5 syntax through.
#include <CLI/CLI.hpp>
#include <memory>

#include "cli/commands.h"
#include "cli/query_common.h"
#include "render/lookup_render.h"
#include "store/lookup.h"
#include "util/strings.h"

namespace arbiter::cli {
namespace {

struct SearchOptions {
  std::vector<std::string> words;
  std::string game;
  std::string doc;
  std::string kind;
  int limit = 10;
  bool raw = false;
  bool all_words = false;
  bool all_versions = false;
};

int RunSearch(Context& ctx, const SearchOptions& o) {
  int code = 0;
  std::vector<store::DocumentRecord> docs;
  auto st = OpenFilteredOrFail(ctx, o.game, o.doc, &docs, &code);
  if (!st) return code;

  const std::string text = Join(o.words, " ");
  store::SearchQuery q;
  q.text = text;
  q.mode = o.raw         ? store::SearchMode::kRaw
           : o.all_words ? store::SearchMode::kAllWords
                         : store::SearchMode::kAnyWord;
  q.filter = {o.game, o.doc, o.all_versions};
  q.kind = o.kind;
  q.limit = o.limit;
  q.open_mark = render::kMarkOpen;
  q.close_mark = render::kMarkClose;

  // A query that names a rule shows that rule first.
  std::vector<store::RuleView> exact;
  if (!o.raw && LooksLikeRuleId(text) && (o.kind.empty() || o.kind == "rule")) {
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
  auto found = st->Search(q);
  if (!found.ok()) {
    return ctx.Fail(found.status(), o.raw ? "FTS5 syntax: words, \"phrases\", AND, OR, NOT, "
                                            "NEAR(a b, 5), prefix*; drop --raw to search the "
                                            "words as written"
                                          : "ask with the question's key words: the cards, the "
                                            "rules terms, what happens");
  }
  const store::SearchResult& result = *found;
  const char* mode = o.raw ? "raw" : o.all_words ? "all" : "any";
  if (ctx.json) {
    *ctx.out << render::SearchJson(text, mode, exact, result, docs);
  } else if (!exact.empty() || !result.hits.empty()) {
    *ctx.out << render::SearchText(exact, result, docs, ctx.color);
  }
  CloseStore(ctx, &st);
  if (exact.empty() && result.hits.empty()) {
    if (ctx.json) return 1;
    std::vector<std::string> help;
    for (const auto& line : render::SearchNoteLines(result.notes)) help.push_back(line);
    if (o.all_words) help.push_back("without --all, any of the words may match");
    if (!o.all_versions && o.doc.empty()) {
      help.push_back("searched the current documents; --all-versions adds older ones");
    }
    return ctx.Fail(Status::NotFound("no matches for '" + text + "'"), Join(help, "; "));
  }
  return 0;
}

}  // namespace

void SetupSearch(CLI::App* app, RunFn* run) {
  auto o = std::make_shared<SearchOptions>();
  CLI::App* sub = app->add_subcommand(
      "search", "ranked search over rules, glossary, rulings and scenarios, for questions");
  sub->add_option("words", o->words,
                  "the question or words to find; any of them may match, more rank higher")
      ->required();
  sub->add_option("--game", o->game, "only this game (riftbound, mtg, ...)");
  sub->add_option("--doc", o->doc, "only this document key (mtg@2025-02-07, ...)");
  sub->add_option("--kind", o->kind, "only this kind of hit: rule, glossary, ruling, scenario")
      ->check(CLI::IsMember({"rule", "glossary", "ruling", "scenario"}));
  sub->add_option("--limit,-n", o->limit, "at most this many hits (default 10)")
      ->check(CLI::Range(1, 1000));
  sub->add_flag("--all,--all-words", o->all_words,
                "every word must match (stop words aside; a synonym or a corrected spelling "
                "counts)");
  sub->add_flag("--raw", o->raw,
                "pass the words as an FTS5 query (AND, OR, NOT, NEAR, \"...\", *)");
  sub->add_flag("--all-versions", o->all_versions,
                "also search older versions and secondary sources");
  sub->callback([run, o] { *run = [o](Context& ctx) { return RunSearch(ctx, *o); }; });
}

}  // namespace arbiter::cli
