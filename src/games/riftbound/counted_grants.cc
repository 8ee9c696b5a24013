// Passive abilities whose value is counted (counted_grants.h).
#include "games/riftbound/counted_grants.h"

#include <algorithm>
#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

bool CountedGrantLine(const std::string& line, engine::Action* out) {
  static const std::regex kPerEach(R"(^I (?:have|get) \+(\d+) \[S\] for each (.+)\.$)");
  static const std::regex kKeywordCount(
      R"(^I have \[([A-Za-z-]+)\] equal to the number of (.+)\.$)");
  static const std::regex kIncreased(
      R"(^My Might is increased by (your points|the number of cards in your trash)\.$)");
  std::smatch m;
  engine::Action a;
  a.verb = "counted_grant";
  std::string phrase;
  if (line == "I have +1 [S] for each of your units with [Temporary] at my battlefield.") {
    a.args["might"] = int64_t{1};  // Petal Pixie: a keyword (722.1), itself included
    a.args["count"] = std::string("keyword-at-my-battlefield:Temporary");
    *out = a;
    return true;
  }
  if (line == "I have +1 [S] for each other unit you control here with my name.") {
    a.args["might"] = int64_t{1};  // Spiderling: a name is no word of the object grammar
    a.args["count"] = std::string("same-name-here");
    *out = a;
    return true;
  }
  if (std::regex_match(line, m, kPerEach)) {
    a.args["might"] = static_cast<int64_t>(std::stoi(m[1].str()));
    phrase = "each " + m[2].str();
  } else if (std::regex_match(line, m, kKeywordCount)) {
    // keywords whose instances sum their values (807.2, 809.2, 814.2)
    const std::string kw = m[1].str();
    if (kw != "Assault" && kw != "Shield" && kw != "Deflect") return false;
    a.args["keyword"] = m[1].str();
    phrase = "all " + m[2].str();
  } else if (std::regex_match(line, m, kIncreased)) {
    a.args["might"] = int64_t{1};
    a.args["count"] = std::string(m[1].str() == "your points" ? "points" : "cards-in-trash");
    *out = a;
    return true;
  } else {
    return false;
  }
  ObjectPhrase p;
  if (!ParseObjectPhrase(phrase, &p) || !p.group || p.at_chosen_battlefield) return false;
  // A count that reads Might would compute Might inside Might.
  if (p.requirement.find("might-le") != std::string::npos ||
      p.requirement.find("mighty") != std::string::npos)
    return false;
  a.args["units"] = p.requirement;
  *out = a;
  return true;
}

namespace {

std::string Str(const engine::Action& a, const std::string& k) {
  auto it = a.args.find(k);
  return it != a.args.end() && std::holds_alternative<std::string>(it->second)
             ? std::get<std::string>(it->second)
             : std::string();
}

int Int(const engine::Action& a, const std::string& k) {
  auto it = a.args.find(k);
  return it != a.args.end() && std::holds_alternative<int64_t>(it->second)
             ? static_cast<int>(std::get<int64_t>(it->second))
             : 0;
}

}  // namespace

std::vector<CountedGrant> CountedGrants(const GameState& s, ObjectId id) {
  std::vector<CountedGrant> out;
  const auto& o = s.obj(id);
  if (!s.zone(o.zone).board || o.face_down || !RulesTextActive(s, id)) return out;
  // A count that depends on this object's own Might ("+1 [S] for each [Mighty] unit you control",
  // itself included) would ask for its counted grants again while they are being counted: inside
  // that count the object's counted grants are left out, so the loop ends (the rules give no
  // answer for such a card; none is printed).
  thread_local std::vector<ObjectId> counting;
  if (std::find(counting.begin(), counting.end(), id) != counting.end()) return out;
  counting.push_back(id);
  struct Pop {
    std::vector<ObjectId>& v;
    ~Pop() { v.pop_back(); }
  } pop{counting};
  for (const auto& ab : o.card.abilities) {
    if (ab.kind != "static" || ab.effect.empty() || ab.effect[0].verb != "counted_grant") continue;
    if (ab.text_box != "rules" || !ab.not_modelled.empty()) continue;
    const engine::Action& a = ab.effect[0];
    int n = 0;
    const std::string count = Str(a, "count");
    if (count == "points") {
      const auto& res = s.players[static_cast<size_t>(o.controller)].resources;
      const auto it = res.find("points");
      n = it == res.end() ? 0 : it->second;
    } else if (count == "cards-in-trash") {
      n = static_cast<int>(s.zone(Trash(s, o.controller)).objects.size());
    } else if (StartsWith(count, "keyword-at-my-battlefield:")) {
      // Its controller's units at its battlefield with the keyword. Reading their keywords asks
      // for its own counted grants again: left out inside this count (above), so it ends.
      const std::string kw = count.substr(26);
      if (IsBattlefield(s, o.zone))
        for (ObjectId x : s.zone(o.zone).objects)
          if (IsUnit(s, x) && !s.obj(x).face_down && s.obj(x).controller == o.controller &&
              HasKeywordForReference(s, x, kw))
            ++n;
    } else if (count == "same-name-here") {  // other units its controller controls here
      for (ObjectId x : s.zone(o.zone).objects)
        if (x != id && IsUnit(s, x) && !s.obj(x).face_down && s.obj(x).controller == o.controller &&
            s.obj(x).card.name == o.card.name)
          ++n;
    } else {
      n = static_cast<int>(ObjectsMeeting(s, Str(a, "units"), id, o.controller).size());
    }
    CountedGrant g;
    g.from = "its \"" + ab.text + "\" (" + std::to_string(n) + " counted)";
    if (const std::string kw = Str(a, "keyword"); !kw.empty()) {
      if (n <= 0) continue;  // [Assault] equal to 0: no instance
      g.keyword = kw;
      g.value = n;
    } else {
      g.might = Int(a, "might") * n;
      if (g.might == 0) continue;
    }
    out.push_back(g);
  }
  return out;
}

}  // namespace arbiter::games::riftbound
