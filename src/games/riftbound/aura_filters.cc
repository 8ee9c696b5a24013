#include "games/riftbound/aura_filters.h"

#include <regex>

#include "games/riftbound/characteristics.h"
#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

thread_local int keyword_filter_depth = 0;

// "+2 [S]", "-2 [S]", "[Shield]", "+1 [S] and [Deflect]" as might and keywords ("Shield;Deflect");
// false for other words.
bool GrantWords(const std::string& words, int64_t* might, std::string* keywords) {
  static const std::regex kMight(R"(^([+-])(\d+) \[S\]$)");
  static const std::regex kKeyword(R"(^\[([A-Za-z-]+)(?: (\d+))?\]$)");
  std::string list = words;
  for (size_t at = list.find(" and "); at != std::string::npos; at = list.find(" and "))
    list.replace(at, 5, ",");
  *might = 0;
  std::vector<std::string> kws;
  std::smatch m;
  for (std::string item : Split(list, ',')) {
    item = std::string(Trim(item));
    if (std::regex_match(item, m, kMight)) {
      *might += (m[1].str() == "-" ? -1 : 1) * std::stoi(m[2].str());
    } else if (std::regex_match(item, m, kKeyword)) {
      kws.push_back(m[1].str() + (m[2].matched ? " " + m[2].str() : ""));
    } else {
      return false;
    }
  }
  *keywords = Join(kws, ";");
  return true;
}

Action Aura(const std::string& who, bool other, bool here, int64_t might,
            const std::string& keywords) {
  Action a;
  a.verb = "aura";
  a.args = {{"who", who},     {"what", std::string("unit")}, {"other", other}, {"here", here},
            {"might", might}, {"keywords", keywords}};
  return a;
}

// The Equipment attached to ID that SOURCE's controller controls ("Your Equipment each give ...").
int EquipmentOf(const GameState& s, ObjectId source, ObjectId id) {
  int n = 0;
  for (ObjectId g : s.obj(id).attachments)
    if (IsEquipment(s, g) && s.obj(g).controller == s.obj(source).controller) ++n;
  return n;
}

}  // namespace

bool FilteredAuraLine(const std::string& line, Action* out) {
  static const std::regex kBuffedHere(
      R"(^Other buffed friendly units at my battlefield have (.+)\.$)");
  static const std::regex kStunnedHere(
      R"(^Stunned enemy units here have -(\d+) \[S\], to a minimum of (\d+) \[S\]\.$)");
  static const std::regex kWithKeyword(R"(^Units here with \[([A-Za-z-]+)\] have (.+)\.$)");
  static const std::regex kIfNot(
      R"(^Friendly buffed units have \[([A-Za-z-]+)\] if they didn't already\.$)");
  static const std::regex kInstead(
      R"(^Your units have \+(\d+) \[S\]\. If I'm \[Empowered\], they have \+(\d+) \[S\] instead\.$)");
  static const std::regex kDefendsAlone(R"(^While a friendly unit defends alone, it gets (.+)\.$)");
  static const std::regex kDefendingAloneHere(
      R"(^While a unit here is defending alone, it has (.+)\.$)");
  static const std::regex kEmpoweredUnits(
      R"(^Your units that are \[Empowered\] have (.+?)(?: \(including me\))?\.$)");
  static const std::regex kEquipmentGive(R"(^Your Equipment each give \[([A-Za-z-]+)\]\.$)");
  std::smatch m;
  int64_t might = 0;
  std::string kws;
  if (std::regex_match(line, m, kBuffedHere) && GrantWords(m[1].str(), &might, &kws)) {
    *out = Aura("friendly", true, true, might, kws);
    out->args["state"] = std::string("buffed");
    out->args["source_at_battlefield"] = true;
  } else if (std::regex_match(line, m, kStunnedHere)) {
    *out = Aura("enemy", false, true, -std::stoi(m[1].str()), "");
    out->args["state"] = std::string("stunned");
    out->args["minimum"] = static_cast<int64_t>(std::stoi(m[2].str()));
  } else if (std::regex_match(line, m, kWithKeyword) && GrantWords(m[2].str(), &might, &kws)) {
    *out = Aura("any", false, true, might, kws);
    out->args["with_keyword"] = m[1].str();
  } else if (std::regex_match(line, m, kIfNot)) {
    *out = Aura("friendly", false, false, 0, m[1].str());
    out->args["state"] = std::string("buffed");
    out->args["unless_has"] = m[1].str();
  } else if (std::regex_match(line, m, kInstead)) {
    *out = Aura("friendly", false, false, std::stoi(m[1].str()), "");
    out->args["empowered_might"] = static_cast<int64_t>(std::stoi(m[2].str()));
  } else if (std::regex_match(line, m, kDefendsAlone) && GrantWords(m[1].str(), &might, &kws)) {
    *out = Aura("friendly", false, false, might, kws);
    out->args["state"] = std::string("defending-alone");
  } else if (std::regex_match(line, m, kDefendingAloneHere) &&
             GrantWords(m[1].str(), &might, &kws)) {
    *out = Aura("any", false, true, might, kws);
    out->args["state"] = std::string("defending-alone");
  } else if (std::regex_match(line, m, kEquipmentGive)) {
    *out = Aura("any", false, false, 0, "");  // the units its Equipment is attached to
    out->args["per_equipment"] = m[1].str();
  } else if (std::regex_match(line, m, kEmpoweredUnits) && GrantWords(m[1].str(), &might, &kws)) {
    *out = Aura("friendly", false, false, might, kws);
    out->args["state"] = std::string("empowered");
  } else {
    return false;
  }
  return true;
}

bool ReadingKeywordFilter() { return keyword_filter_depth > 0; }

std::string AuraKeywords(const GameState& s, ObjectId source, ObjectId id, const Action& a) {
  if (!HasArg(a, "per_equipment")) return ArgStr(a, "keywords");
  std::vector<std::string> each(static_cast<size_t>(EquipmentOf(s, source, id)),
                                ArgStr(a, "per_equipment"));
  return Join(each, ";");  // one instance per Equipment; values sum (807.2)
}

bool AuraFilterAllows(const GameState& s, ObjectId source, ObjectId id, const Action& a) {
  const engine::Object& src = s.obj(source);
  const engine::Object& o = s.obj(id);
  if (ArgStr(a, "who") == "enemy") {  // an opponent's of the source's controller
    if (src.controller == engine::kNoPlayer || o.controller == engine::kNoPlayer ||
        o.controller == src.controller)
      return false;
  }
  if (ArgBool(a, "source_at_battlefield") && !IsBattlefield(s, src.zone)) return false;
  const std::string state = ArgStr(a, "state");
  if (state == "buffed" && o.Counter("buff") == 0) return false;
  if (state == "stunned" && !o.Has("stunned")) return false;
  if (state == "empowered" && !o.Has("empowered")) return false;
  if (state == "defending-alone") {  // 740.2.a: no other friendly units at its location
    if (!o.Has("defender")) return false;
    for (ObjectId x : s.zone(o.zone).objects)
      if (x != id && IsUnit(s, x) && s.obj(x).controller == o.controller && !s.obj(x).face_down)
        return false;
  }
  if (HasArg(a, "per_equipment") && EquipmentOf(s, source, id) == 0) return false;
  const std::string with = ArgStr(a, "with_keyword");
  const std::string unless = ArgStr(a, "unless_has");
  if (with.empty() && unless.empty()) return true;
  if (ReadingKeywordFilter()) return false;  // applied after the keywords it reads (479.2)
  ++keyword_filter_depth;
  const bool with_ok = with.empty() || HasKeywordForReference(s, id, with);
  const bool unless_ok = unless.empty() || !HasKeywordForReference(s, id, unless);
  --keyword_filter_depth;
  return with_ok && unless_ok;
}

int AuraMight(const GameState& s, ObjectId source, const Action& a) {
  if (HasArg(a, "empowered_might") && s.obj(source).Has("empowered"))
    return ArgInt(a, "empowered_might");
  return ArgInt(a, "might");
}

}  // namespace arbiter::games::riftbound
