#include "corpus/import_mtg_card_rulings.h"

#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <vector>

#include "corpus/import_mtg_common.h"
#include "corpus/refs.h"

namespace arbiter::corpus {
namespace {

std::string SourceName(const std::string& s) {
  if (s == "wotc") return "Wizards of the Coast";
  if (s == "scryfall") return "Scryfall";
  return s;
}

std::string StringField(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

// The 1-based line of every `"comment":` key in the raw text, in order (a key, not text inside a
// string: it is not preceded by a backslash). Used to give rulings a line when the count matches.
std::vector<int> CommentKeyLines(std::string_view text) {
  std::vector<int> lines;
  constexpr std::string_view kKey = "\"comment\"";
  int line = 1;
  size_t counted = 0;
  for (size_t at = text.find(kKey); at != std::string_view::npos; at = text.find(kKey, at + 1)) {
    size_t k = at + kKey.size();
    while (k < text.size() &&
           (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r'))
      ++k;
    if (k >= text.size() || text[k] != ':' || (at > 0 && text[at - 1] == '\\')) continue;
    for (; counted < at; ++counted) line += text[counted] == '\n';
    lines.push_back(line);
  }
  return lines;
}

}  // namespace

std::string CardSlug(std::string_view name) {
  std::string out;
  bool dash = false;
  for (char c : name) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u)) {
      if (dash && !out.empty()) out += '-';
      out += static_cast<char>(std::tolower(u));
      dash = false;
    } else if (c != '\'') {  // "Arc-Slogger" -> arc-slogger; "Ajani's" -> ajanis
      dash = true;
    }
  }
  return out;
}

Status ImportMtgCardRulings(std::string_view text, const std::string& file, ImportedDocument* out) {
  nlohmann::json root = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (root.is_discarded()) return Status::Corruption(file + ": not valid JSON");
  const nlohmann::json* list = nullptr;
  if (root.is_array()) {
    list = &root;
  } else if (root.is_object()) {
    for (const char* key : {"rulings", "data"}) {
      auto it = root.find(key);
      if (it != root.end() && it->is_array()) {
        list = &*it;
        break;
      }
    }
  }
  if (!list) return Status::Corruption(file + ": no 'rulings' array of card rulings");

  std::map<std::string, std::string> slug_of_card;  // oracle id (or name) -> slug
  std::map<std::string, std::string> card_of_slug;  // slug -> oracle id (or name)
  std::map<std::string, int> count_of_slug;
  std::vector<int> lines = CommentKeyLines(text);
  if (lines.size() != list->size()) lines.assign(list->size(), 0);  // unknown layout: no lines
  for (size_t i = 0; i < list->size(); ++i) {
    const nlohmann::json& r = (*list)[i];
    const std::string where = "rulings[" + std::to_string(i) + "]";
    const int line = lines[i];
    if (!r.is_object()) return Status::Corruption(file + ": " + where + " is not an object");
    std::string name = StringField(r, "card_name");
    if (name.empty()) name = StringField(r, "name");
    std::string comment = StringField(r, "comment");
    std::string date = IsoDateFromSlashDate(StringField(r, "published_at"));
    std::string oracle = StringField(r, "oracle_id");
    if (oracle.empty()) oracle = name;
    if (comment.empty() || name.empty()) {
      out->anomalies.push_back(
          {file, line, "bad-ruling", where + " has no card name or no comment; skipped"});
      continue;
    }
    if (date.empty()) {
      out->anomalies.push_back(
          {file, line, "bad-ruling",
           where + " (" + name + ") has no ISO published_at; kept without date"});
    }
    auto known = slug_of_card.find(oracle);
    std::string slug;
    if (known != slug_of_card.end()) {
      slug = known->second;
    } else {
      slug = CardSlug(name);
      std::string base = slug;
      for (int k = 2; card_of_slug.count(slug); ++k) slug = base + "-" + std::to_string(k);
      if (slug != base) {
        out->anomalies.push_back({file, line, "slug-collision",
                                  "card '" + name + "' (" + oracle + ") shares the slug '" + base +
                                      "' with another card; its rulings use '" + slug + "'"});
      }
      slug_of_card[oracle] = slug;
      card_of_slug[slug] = oracle;
    }
    Ruling ruling;
    ruling.id = slug + "." + std::to_string(++count_of_slug[slug]);
    ruling.card = name;
    ruling.text = comment;
    std::string source = StringField(r, "source");
    ruling.source = source.empty() ? "MTGJSON" : SourceName(source);
    ruling.date = date;
    ruling.cites = ReferencedIds(comment, IdStyle::kMtg);
    ruling.line = line;
    out->rulings.push_back(std::move(ruling));
  }
  if (out->rulings.empty() && !list->empty()) {
    return Status::Corruption(file + ": no readable card ruling");
  }
  return Status::Ok();
}

}  // namespace arbiter::corpus
