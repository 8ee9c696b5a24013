// Unit tokens and their characteristics from rule 187 (token_text.h).
#include "games/riftbound/token_text.h"

#include <map>
#include <regex>

#include "games/riftbound/card_text.h"
#include "games/riftbound/cards.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

bool TokenTags(const std::string& name, std::vector<std::string>* tags, std::string* rule) {
  // 187.1-187.11: the unit tokens and their tags (Reflection and Shadow Clone have none).
  static const std::map<std::string, std::pair<std::string, std::string>> kTokens = {
      {"Recruit", {"Recruit", "187.1"}},      {"Sprite", {"Fae", "187.2"}},
      {"Sand Soldier", {"Shurima", "187.3"}}, {"Mech", {"Mech", "187.4"}},
      {"Reflection", {"", "187.6"}},          {"Bird", {"Bird", "187.7"}},
      {"Tentacle", {"Bilgewater", "187.10"}}, {"Shadow Clone", {"", "187.11"}},
  };
  const auto it = kTokens.find(name);
  if (it == kTokens.end()) return false;
  tags->clear();
  if (!it->second.first.empty()) tags->push_back(it->second.first);
  *rule = it->second.second;
  return true;
}

void AddTokenTags(engine::Action* a) {
  const auto name = a->args.find("name");
  if (name == a->args.end()) return;
  const auto* word = std::get_if<std::string>(&name->second);
  std::vector<std::string> tags;
  std::string rule;
  if (word == nullptr || !TokenTags(*word, &tags, &rule) || tags.empty()) return;
  a->args["tags"] = Join(tags, ";");
  a->args["tags_rule"] = rule;
}

bool CompileTokenSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  static const std::regex kToken(
      R"(^(Play|They play) (an?|two|three|four|five) \[?(\d+)\]? \[S\] ([A-Z][A-Za-z' ]*?) unit (tokens?)(?: with \[([A-Za-z-]+)\])?( from [A-Z][A-Za-z]+)?( at your base)?$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kToken)) return false;
  const bool they = m[1].str() == "They play";
  // The other forms are card_text.cc's ("Play a 1 [S] Recruit unit token to your base").
  if (!they && !m[7].matched && !m[8].matched) return false;
  static const std::map<std::string, int> kCount = {{"a", 1},     {"an", 1},   {"two", 2},
                                                    {"three", 3}, {"four", 4}, {"five", 5}};
  const int n = kCount.at(m[2].str());
  if ((n > 1) != (m[5].str() == "tokens")) return false;
  if (m[6].matched) {
    const auto& known = KeywordNames();
    if (std::find(known.begin(), known.end(), m[6].str()) == known.end()) return false;
  }
  std::vector<std::string> tags;
  std::string rule;
  const std::string name = m[4].str();
  if (m[7].matched) {  // "from Bilgewater": the token's tag (187.10)
    if (!TokenTags(name, &tags, &rule) || tags.size() != 1 || " from " + tags[0] != m[7].str())
      return false;
  }
  // "They play" (the chosen player) and no location: where that player chooses (355.2.a).
  if (they && m[8].matched) return false;
  for (int i = 0; i < n; ++i) {
    engine::Action t;
    t.verb = "play_token";
    t.args["name"] = name;
    t.args["might"] = static_cast<int64_t>(std::stoi(m[3].str()));
    if (m[8].matched) t.args["to"] = std::string("base");
    if (m[6].matched) t.args["keywords"] = m[6].str();  // 184.3
    if (they) t.args["player"] = std::string(kChosenPlayer);
    AddTokenTags(&t);
    out->push_back(t);
  }
  return true;
}

}  // namespace arbiter::games::riftbound
