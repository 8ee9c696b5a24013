#include "games/riftbound/cards.h"

#include <cctype>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "games/riftbound/card_text.h"
#include "util/files.h"
#include "util/strings.h"
#include "util/text_limits.h"

namespace arbiter::games::riftbound {
namespace {

int ParseSigned(const nlohmann::json& v) {
  if (v.is_number_integer()) return v.get<int>();
  if (v.is_string()) {
    std::string s = v.get<std::string>();
    if (!s.empty() && s[0] == '+') s = s.substr(1);
    try {
      return std::stoi(s);
    } catch (...) {
      return 0;
    }
  }
  return 0;
}

// Strips "Riftbound Unit: Name. " from the first line of gallery text: the whole text of a card
// with no rules text ("Riftbound Unit: Mega-Mech."), and a name with a full stop of its own ("Dr.
// Mundo, Expert") is stripped whole. Written without std::regex, whose matcher recursed once per
// character of a long line (a stack overflow).
std::string StripGalleryPrefix(const std::string& text, const std::string& name) {
  // "Riftbound <letters and spaces>: "
  const std::string_view head = "Riftbound ";
  if (!StartsWith(text, head)) return text;
  const size_t colon = text.find(": ", head.size());
  if (colon == std::string::npos || colon == head.size()) return text;
  for (size_t i = head.size(); i < colon; ++i) {
    if (!IsAsciiAlpha(text[i]) && text[i] != ' ') return text;
  }
  const std::string rest = text.substr(colon + 2);
  if (!name.empty() && StartsWith(rest, name + "."))
    return std::string(Trim(rest.substr(name.size() + 1)));
  // Up to the first full stop of the first line that ends the text or is followed by a space.
  for (size_t i = colon + 2; i < text.size() && text[i] != '\n'; ++i) {
    if (text[i] != '.') continue;
    if (i + 1 == text.size()) return "";
    if (text[i + 1] == ' ') return text.substr(i + 2);
  }
  return text;
}

// The text of the gallery's effect HTML: each paragraph a line (one ability per line, as in rules
// text), tags dropped, Might (":rb_might:") written [S]. Without std::regex, as above.
std::string StripHtml(const std::string& html) {
  std::string text;
  for (size_t i = 0; i < html.size();) {
    if (html.compare(i, 4, "</p>") == 0) {
      size_t j = i + 4;
      while (j < html.size() && std::isspace(static_cast<unsigned char>(html[j]))) ++j;
      if (html.compare(j, 3, "<p>") == 0) {
        text += '\n';
        i = j + 3;
        continue;
      }
    }
    text += html[i++];
  }
  std::string out;
  bool tag = false;
  for (char c : text) {
    if (c == '<') {
      tag = true;
    } else if (c == '>') {
      tag = false;
    } else if (!tag) {
      out += c;
    }
  }
  const std::string might = ":rb_might:";
  for (size_t at = out.find(might); at != std::string::npos; at = out.find(might, at))
    out.replace(at, might.size(), "[S]");
  // HTML's character references ("[Level 3][&gt;] I have ...", Soul Sword's Effect Text).
  for (const auto& [ref, ch] :
       {std::pair<std::string, std::string>{"&gt;", ">"}, {"&lt;", "<"}, {"&amp;", "&"}})
    for (size_t at = out.find(ref); at != std::string::npos; at = out.find(ref, at + 1))
      out.replace(at, ref.size(), ch);
  return out;
}

}  // namespace

namespace {

// Corruption naming the card when its text holds a number too long to read or a line too long to
// match (util/text_limits.h): the card text is compiled (card_text.h) line by line with std::regex,
// its numbers read as int.
Status CheckTextLimits(const engine::Card& card, const std::string& file) {
  for (const std::string* text : {&card.rules_text, &card.effect_text}) {
    if (const size_t longest = LongestLine(*text); longest > kMaxTextLineBytes) {
      return Status::Corruption(file + ": card '" + card.name + "': a line of its text is " +
                                std::to_string(longest) + " bytes long, more than " +
                                std::to_string(kMaxTextLineBytes));
    }
    const std::string_view n = FirstLongNumber(*text);
    if (n.empty()) continue;
    return Status::Corruption(file + ": card '" + card.name + "': the number " +
                              std::string(n.substr(0, 24)) + (n.size() > 24 ? "..." : "") +
                              " in its text has more than " + std::to_string(kMaxTextNumberDigits) +
                              " digits");
  }
  return Status::Ok();
}

// The card catalog's symbol words as the card gallery writes them ([Might] -> [S], ...).
std::string GallerySymbols(std::string text) {
  static const std::pair<const char*, const char*> kWords[] = {
      {"[Might]", "[S]"}, {"[Universal]", "[A]"}, {"[Exhaust]", "[T]"}, {"[Tap]", "[T]"}};
  for (const auto& [from, to] : kWords) {
    const std::string f = from;
    for (size_t at = text.find(f); at != std::string::npos; at = text.find(f, at))
      text.replace(at, f.size(), to);
  }
  return text;
}

// A card catalog file (a JSON array, one entry per name: name, energyCost, powerCost, might,
// domains, cardTypes, tags, abilities, effects).
Result<std::vector<engine::Card>> ParseCatalog(const nlohmann::json& j, const std::string& file) {
  std::vector<engine::Card> out;
  for (const auto& c : j) {
    if (!c.is_object() || !c.contains("name") || !c["name"].is_string())
      return Status::Corruption(file + ": a catalog entry has no name");
    engine::Card card;
    card.name = c["name"].get<std::string>();
    if (c.contains("cardTypes") && c["cardTypes"].is_array() && !c["cardTypes"].empty() &&
        c["cardTypes"][0].is_string())
      card.type = c["cardTypes"][0].get<std::string>();
    for (const char* key : {"tags", "domains"}) {
      if (!c.contains(key) || !c[key].is_array()) continue;
      for (const auto& t : c[key]) {
        if (!t.is_string()) continue;
        (std::string(key) == "tags" ? card.subtypes : card.domains).push_back(t.get<std::string>());
      }
    }
    if (c.contains("might") && c["might"].is_number_integer())
      card.stats["might"] = c["might"].get<int>();
    if (c.contains("energyCost") && c["energyCost"].is_number_integer())
      card.stats["energy"] = c["energyCost"].get<int>();
    if (c.contains("powerCost") && c["powerCost"].is_number_integer())
      card.stats["power"] = c["powerCost"].get<int>();
    if (c.contains("abilities") && c["abilities"].is_string())
      card.rules_text = GallerySymbols(c["abilities"].get<std::string>());
    if (c.contains("effects") && c["effects"].is_string())
      card.effect_text = GallerySymbols(c["effects"].get<std::string>());
    if (Status s = CheckTextLimits(card, file); !s.ok()) return s;
    CompleteCard(&card);
    out.push_back(std::move(card));
  }
  return out;
}

}  // namespace

namespace {

Result<std::vector<engine::Card>> ParseCardFileText(std::string_view text,
                                                    const std::string& file) {
  nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (!j.is_discarded() && j.is_array()) return ParseCatalog(j, file);
  if (j.is_discarded() || !j.is_object() || !j.contains("cards") || !j["cards"].is_array()) {
    return Status::Corruption(file + ": not a Riftbound card file (expected {\"cards\": [...]})");
  }
  std::vector<engine::Card> out;
  for (const auto& c : j["cards"]) {
    if (!c.is_object()) return Status::Corruption(file + ": a card entry is not an object");
    engine::Card card;
    // Fields may be null in the gallery's data: read only the strings that are there.
    auto str = [&](const char* key) {
      return c.contains(key) && c[key].is_string() ? c[key].get<std::string>() : std::string();
    };
    card.name = str("name");
    card.type = str("type");
    for (const char* key : {"tags", "domains"}) {
      if (!c.contains(key) || !c[key].is_array()) continue;
      for (const auto& t : c[key]) {
        if (t.is_string())
          (std::string(key) == "tags" ? card.subtypes : card.domains)
              .push_back(t.get<std::string>());
      }
    }
    if (c.contains("might") && !c["might"].is_null()) card.stats["might"] = ParseSigned(c["might"]);
    if (c.contains("mightBonus") && !c["mightBonus"].is_null()) {
      card.stats["might_bonus"] = ParseSigned(c["mightBonus"]);
    }
    if (c.contains("energy") && !c["energy"].is_null())
      card.stats["energy"] = ParseSigned(c["energy"]);
    if (c.contains("power") && !c["power"].is_null()) card.stats["power"] = ParseSigned(c["power"]);
    if (c.contains("rulesText") && c["rulesText"].is_string()) {
      card.rules_text = StripGalleryPrefix(c["rulesText"].get<std::string>(), card.name);
    }
    if (c.contains("effectHtml") && c["effectHtml"].is_string()) {
      card.effect_text = StripHtml(c["effectHtml"].get<std::string>());
    }
    if (Status s = CheckTextLimits(card, file); !s.ok()) return s;
    CompleteCard(&card);
    out.push_back(std::move(card));
  }
  return out;
}

}  // namespace

Result<std::vector<engine::Card>> ParseCardFile(std::string_view text, const std::string& file) {
  auto cards = ParseCardFileText(text, file);
  // Remembered for tokens named by other cards' text (card_text.h KnownCard).
  if (cards.ok())
    for (const engine::Card& card : *cards) RememberCard(card);
  return cards;
}

const std::vector<std::string>& KeywordNames() {
  static const std::vector<std::string> kNames = {
      "Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden", "Legion",
      "Reaction", "Shield", "Tank", "Temporary", "Vision", "Equip", "Quick-Draw", "Repeat",
      "Weaponmaster",
      // v1.4's keywords that stand alone on a line and that the module implements: Ambush (822,
      // play.cc), Hunt (823, compiled to its conquer and hold triggers in card_text.cc) and Flow
      // (829, play.cc).
      "Ambush", "Hunt", "Flow",
      // Backline (826): combat damage is assigned to it last (combat.cc).
      "Backline"};
  return kNames;
}

std::vector<engine::Keyword> ParseKeywordLines(const std::string& text) {
  std::vector<engine::Keyword> out;
  // "[Assault 3]", "[Equip] [1][C]", "[Repeat] [4][C]", "[Deathknell] — ..."; several keywords may
  // share a line ("[Deflect], [Ganking]").
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  auto name_char = [](char c) { return IsAsciiAlpha(c) || c == '-'; };
  for (const std::string& raw : SplitLines(text)) {
    // The keywords open the line: a bounded prefix is enough.
    std::string line = raw.substr(0, 512);
    while (true) {
      // ^\s*\[([A-Za-z-]+)(?: (\d+))?\]((?:\s*\[[A-Z0-9]\])*), scanned (tested against the
      // expression in tests/games/riftbound/keyword_scanners_test.cc): a shorter name or value
      // would be followed by a letter or a digit, not by ' ' or ']'.
      const size_t n = line.size();
      size_t at = 0;
      while (at < n && space(line[at])) ++at;
      if (at == n || line[at] != '[') break;
      const size_t name_at = ++at;
      while (at < n && name_char(line[at])) ++at;
      if (at == name_at) break;
      std::string name = line.substr(name_at, at - name_at);
      std::string value;
      if (at + 1 < n && line[at] == ' ' && IsAsciiDigit(line[at + 1])) {
        const size_t value_at = ++at;
        while (at < n && IsAsciiDigit(line[at])) ++at;
        value = line.substr(value_at, at - value_at);
      }
      if (at == n || line[at] != ']') break;
      const size_t cost_at = ++at;
      for (size_t next = at;; at = next) {  // each "\s*[X]" of the cost
        while (next < n && space(line[next])) ++next;
        if (next + 2 >= n || line[next] != '[' || line[next + 2] != ']') break;
        const char c = line[next + 1];
        if (!((c >= 'A' && c <= 'Z') || IsAsciiDigit(c))) break;
        next += 3;
      }
      bool known = false;
      for (const auto& k : KeywordNames()) known = known || k == name;
      if (!known) break;
      engine::Keyword kw;
      kw.name = name;
      if (!value.empty()) {
        // A value too long for an int is no keyword's (the card readers refuse such text).
        if (value.size() > kMaxTextNumberDigits) break;
        kw.value = std::stoi(value);
        kw.has_value = true;
      }
      std::string cost = line.substr(cost_at, at - cost_at);
      cost.erase(std::remove(cost.begin(), cost.end(), ' '), cost.end());
      kw.cost = cost;
      out.push_back(kw);
      line = line.substr(at);
      // Continue only for lists like "[Deflect], [Ganking]".
      size_t p = line.find_first_not_of(" ,");
      if (p == std::string::npos || line[p] != '[') break;
      line = line.substr(p);
    }
  }
  return out;
}

void CompleteCard(engine::Card* card) {
  if (card->keywords.empty()) card->keywords = ParseKeywordLines(card->rules_text);
}

}  // namespace arbiter::games::riftbound
