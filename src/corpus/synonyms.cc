#include "corpus/synonyms.h"

#include "util/files.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

// The non-empty pieces of `s` between `sep`s, spaces collapsed.
std::vector<std::string> Pieces(std::string_view s, char sep) {
  std::vector<std::string> out;
  for (const std::string& piece : Split(s, sep)) {
    std::string trimmed = CollapseSpaces(piece);
    if (!trimmed.empty()) out.push_back(std::move(trimmed));
  }
  return out;
}

}  // namespace

Result<std::vector<Synonym>> ParseSynonyms(std::string_view text, const std::string& file) {
  std::vector<Synonym> out;
  const std::vector<std::string> lines = SplitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const int line = static_cast<int>(i) + 1;
    std::string_view l = lines[i];
    if (size_t hash = l.find('#'); hash != std::string_view::npos) l = l.substr(0, hash);
    if (Trim(l).empty()) continue;
    const std::string where = file + ":" + std::to_string(line) + ":";
    const size_t eq = l.find('=');
    if (eq == std::string_view::npos) {
      const size_t col = l.find_first_not_of(" \t") + 1;
      return Status::Corruption(where + std::to_string(col) +
                                ": expected 'player words = rules words' (no '=')");
    }
    auto left = Pieces(l.substr(0, eq), ',');
    auto right = Pieces(l.substr(eq + 1), '|');
    if (left.empty()) {
      return Status::Corruption(where + "1: nothing left of '=' (the words players use)");
    }
    if (right.empty()) {
      return Status::Corruption(where + std::to_string(eq + 2) +
                                ": nothing right of '=' (the words the rules use)");
    }
    for (const auto& phrase : left) {
      for (const auto& target : right) out.push_back({phrase, target, line});
    }
  }
  return out;
}

std::string SynonymsFile(std::string_view game) { return std::string(game) + "/synonyms.txt"; }

Result<std::vector<Synonym>> LoadSynonyms(const std::string& rules_db_dir, std::string_view game) {
  const std::string path = JoinPath(rules_db_dir, SynonymsFile(game));
  if (!FileExists(path)) return std::vector<Synonym>{};
  auto text = ReadFile(path);
  if (!text.ok()) return text.status();
  return ParseSynonyms(*text, path);
}

}  // namespace arbiter::corpus
