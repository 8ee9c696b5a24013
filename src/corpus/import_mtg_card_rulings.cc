#include "corpus/import_mtg_card_rulings.h"

#include <cctype>
#include <map>

#include <nlohmann/json.hpp>

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

  std::map<std::string, std::string> slug_of_card;    // oracle id (or name) -> slug
  std::map<std::string, std::string> card_of_slug;    // slug -> oracle id (or name)
  std::map<std::string, int> count_of_slug;
  for (size_t i = 0; i < list->size(); ++i) {
    const nlohmann::json& r = (*list)[i];
    const std::string where = "rulings[" + std::to_string(i) + "]";
    if (!r.is_object()) return Status::Corruption(file + ": " + where + " is not an object");
    std::string name = StringField(r, "card_name");
    if (name.empty()) name = StringField(r, "name");
    std::string comment = StringField(r, "comment");
    std::string date = IsoDateFromSlashDate(StringField(r, "published_at"));
    std::string oracle = StringField(r, "oracle_id");
    if (oracle.empty()) oracle = name;
    if (comment.empty() || name.empty()) {
      out->anomalies.push_back({file, 0, "bad-ruling",
                                where + " has no card name or no comment; skipped"});
      continue;
    }
    if (date.empty()) {
      out->anomalies.push_back({file, 0, "bad-ruling",
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
        out->anomalies.push_back({file, 0, "slug-collision",
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
    out->rulings.push_back(std::move(ruling));
  }
  if (out->rulings.empty() && !list->empty()) {
    return Status::Corruption(file + ": no readable card ruling");
  }
  return Status::Ok();
}

}  // namespace arbiter::corpus
