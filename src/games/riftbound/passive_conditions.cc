#include "games/riftbound/passive_conditions.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

bool PassiveConditionWords(const std::string& words, std::string* condition) {
  static const std::regex kRunes(R"(^you have (\d+)\+ runes$)");
  std::smatch m;
  if (words == "I'm attacking with another unit") {
    *condition = "attacking-with-another";
  } else if (words == "I'm attacking or defending alone") {
    *condition = "attacking-or-defending-alone";
  } else if (std::regex_match(words, m, kRunes)) {
    *condition = "runes-ge:" + m[1].str();
  } else if (words == "there's a stunned enemy unit here") {
    *condition = "stunned-enemy-here";
  } else if (words == "I'm at a battlefield with exactly one other unit you control") {
    *condition = "one-other-friendly-at-battlefield";
  } else {
    return false;
  }
  return true;
}

bool TrailingWhile(const std::string& line, std::string* grant, std::string* condition) {
  static const std::regex kTrailing(R"(^(I have .+?) while (.+)\.$)");
  std::smatch m;
  if (!std::regex_match(line, m, kTrailing) || !PassiveConditionWords(m[2].str(), condition))
    return false;
  *grant = m[1].str() + ".";
  return true;
}

std::optional<bool> PassiveConditionNow(const GameState& s, ObjectId id,
                                        const std::string& condition, std::string* from) {
  const engine::Object& me = s.obj(id);
  // Other friendly units at my location (740.2.a: "alone" is none of them).
  auto friends_here = [&](const char* status) {
    int n = 0;
    for (ObjectId o : s.zone(me.zone).objects) {
      const engine::Object& x = s.obj(o);
      if (o == id || x.controller != me.controller || x.face_down || !IsUnit(s, o)) continue;
      if (status == nullptr || x.Has(status)) ++n;
    }
    return n;
  };
  if (condition == "attacking-with-another") {  // an attacker, and another friendly attacker
    const int others = me.Has("attacker") ? friends_here("attacker") : 0;
    *from = "while attacking with another unit (364.3.a; " +
            std::string(me.Has("attacker") ? std::to_string(others) + " other attacker(s))"
                                           : "it is not attacking)");
    return others > 0;
  }
  if (condition == "attacking-or-defending-alone") {
    const bool fighting = me.Has("attacker") || me.Has("defender");
    const bool alone = fighting && friends_here(nullptr) == 0;
    *from = std::string("while attacking or defending alone (364.3.a, 740.2.a; ") +
            (!fighting ? "it is neither attacking nor defending)"
             : alone   ? "no other friendly unit is here)"
                       : "another friendly unit is here)");
    return alone;
  }
  if (StartsWith(condition, "runes-ge:")) {
    const int need = std::stoi(condition.substr(9));
    int n = 0;
    for (const auto& o : s.objects)
      if (o.controller == me.controller && s.zone(o.zone).board && o.card.type == "Rune") ++n;
    *from = "while its controller has " + std::to_string(need) + "+ runes (364.3.a; " +
            std::to_string(n) + ")";
    return n >= need;
  }
  if (condition == "stunned-enemy-here") {
    std::string which;
    for (ObjectId o : s.zone(me.zone).objects) {
      const engine::Object& x = s.obj(o);
      if (which.empty() && IsUnit(s, o) && x.controller != me.controller &&
          x.controller != engine::kNoPlayer && x.Has("stunned"))
        which = s.ObjectName(o);
    }
    *from = "while there's a stunned enemy unit here (364.3.a; " +
            (which.empty() ? std::string("none") : which) + ")";
    return !which.empty();
  }
  if (condition == "one-other-friendly-at-battlefield") {
    const bool at = IsBattlefield(s, me.zone);
    const int n = at ? friends_here(nullptr) : 0;
    *from =
        "while at a battlefield with exactly one other unit its controller controls (364.3.a; " +
        (at ? std::to_string(n) + " there)" : std::string("not at a battlefield)"));
    return at && n == 1;
  }
  // A dependent keyword's passive on other objects ("[Level 6][>] Your units have +1 [S].") is
  // Active while its condition holds (727.1.b.2): its controller's XP (824.1.c), it is Empowered
  // (828.1.c).
  if (StartsWith(condition, "dependent-level:")) {
    const int need = std::stoi(condition.substr(16));
    int xp = 0;
    if (me.controller >= 0 && me.controller < static_cast<int>(s.players.size())) {
      const auto& res = s.players[static_cast<size_t>(me.controller)].resources;
      xp = res.count("xp") ? res.at("xp") : 0;
    }
    *from = "[Level " + std::to_string(need) + "] (its controller has " + std::to_string(xp) +
            " XP; 824.1.c)";
    return xp >= need;
  }
  if (condition == "dependent-empowered") {
    *from = std::string("[Empowered] (828.1.c; it is ") +
            (me.Has("empowered") ? "Empowered)" : "not Empowered)");
    return me.Has("empowered");
  }
  return std::nullopt;
}

}  // namespace arbiter::games::riftbound
