#include "cli/query_common.h"

#include <algorithm>
#include <cctype>

#include "corpus/rule_id.h"
#include "corpus/windows.h"
#include "util/strings.h"

namespace arbiter::cli {

std::optional<store::Store> OpenStoreOrFail(const Context& ctx, int* exit_code) {
  if (!ctx.as_of.empty() && !corpus::IsIsoDate(ctx.as_of)) {
    *exit_code = ctx.Fail(
        Status::InvalidArgument("--as-of wants a date like 2026-03-30, not '" + ctx.as_of + "'"),
        "write the day as YYYY-MM-DD; without --as-of the rules in force today answer");
    return std::nullopt;
  }
  auto st = store::Store::OpenReadOnly(ctx.db_path);
  if (!st.ok()) {
    *exit_code = ctx.Fail(st.status());
    return std::nullopt;
  }
  if (!ctx.as_of.empty()) st->SetAsOf(ctx.as_of);
  return std::move(*st);
}

std::optional<store::Store> OpenFilteredOrFail(const Context& ctx, const std::string& game,
                                               const std::string& doc,
                                               std::vector<store::DocumentRecord>* docs,
                                               int* exit_code) {
  auto st = OpenStoreOrFail(ctx, exit_code);
  if (!st) return std::nullopt;
  auto records = st->Documents();
  if (!records.ok()) {
    *exit_code = ctx.Fail(records.status());
    return std::nullopt;
  }
  std::string help;
  Status valid = ValidateFilter(*records, game, doc, &help);
  if (!valid.ok()) {
    *exit_code = ctx.Fail(valid, help);
    return std::nullopt;
  }
  *docs = std::move(*records);
  return st;
}

Status ValidateFilter(const std::vector<store::DocumentRecord>& docs, const std::string& game,
                      const std::string& doc, std::string* help) {
  std::vector<std::string> games, keys;
  for (const auto& d : docs) {
    if (std::find(games.begin(), games.end(), d.doc.game) == games.end()) {
      games.push_back(d.doc.game);
    }
    keys.push_back(d.doc.key);
  }
  if (!game.empty() && std::find(games.begin(), games.end(), game) == games.end()) {
    auto close = ClosestMatches(game, games, 1);
    *help = close.empty() ? "games: " + Join(games, ", ") : "did you mean '" + close[0] + "'?";
    return Status::InvalidArgument("unknown game '" + game + "'");
  }
  if (!doc.empty() && std::find(keys.begin(), keys.end(), doc) == keys.end()) {
    auto close = ClosestMatches(doc, keys, 1);
    *help = close.empty() ? "documents: " + Join(keys, ", ") : "did you mean '" + close[0] + "'?";
    return Status::InvalidArgument("unknown document '" + doc + "'");
  }
  return Status::Ok();
}

bool LooksLikeRuleId(const std::string& text) {
  std::string_view s = Trim(text);
  if (s.empty() || s.find(' ') != std::string_view::npos) {
    // "CR 607.2a" and "rule 718.5" are ids too.
    std::string lower = ToLowerAscii(s);
    for (const char* p : {"cr ", "rule ", "rules "}) {
      if (StartsWith(lower, p))
        return LooksLikeRuleId(std::string(Trim(s.substr(std::string(p).size()))));
    }
    return false;
  }
  corpus::Citation c = corpus::ParseCitation(s);
  if (c.id.empty()) return false;
  if (!c.game.empty()) return true;
  return std::isdigit(static_cast<unsigned char>(c.id[0])) != 0 &&
         corpus::CanonicalId(c.id, corpus::IdStyle::kDotted).has_value();
}

}  // namespace arbiter::cli
