// "for each" amounts and the for_each verb (for_each.h).
#include "games/riftbound/for_each.h"

#include <map>

#include "games/riftbound/internal.h"
#include "games/riftbound/target_phrase.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

// The number argument of each verb a count multiplies.
const std::map<std::string, std::string>& ScaledArg() {
  static const std::map<std::string, std::string> kArgs = {
      {"gain_xp", "amount"}, {"draw", "count"}, {"deal", "amount"}, {"give", "might"}};
  return kArgs;
}

void RunForEach(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const std::string units = ArgStr(a, "units");
  const ObjectId at = HasArg(a, "at") ? ArgObject(e, a, "at", ctx) : engine::kNoObject;
  const std::vector<ObjectId> ids = ObjectsMeeting(s, units, ctx.source, ctx.controller, at);
  std::vector<std::string> names;
  for (ObjectId id : ids) names.push_back(Name(s, id));
  Action inner;
  inner.verb = ArgStr(a, "verb");
  for (const auto& [k, v] : a.args)
    if (k != "verb" && k != "units" && k != "at") inner.args[k] = v;
  const std::string scaled = ScaledArg().at(inner.verb);
  const int64_t each = ArgInt(a, scaled);
  const int64_t n = static_cast<int64_t>(ids.size());
  const int entry = e.Note(
      ctx.parent, {"135.2.b.5.a", "355.10.d"},
      "for each object that is " + units +
          (at != engine::kNoObject && s.OnBoard(at) ? " (at " + ZoneLabel(s, s.obj(at).zone) + ")"
                                                    : "") +
          ": " + std::to_string(n) + (names.empty() ? "" : " (" + Join(names, ", ") + ")") + ", " +
          std::to_string(each) + " x " + std::to_string(n) + " = " + std::to_string(each * n));
  if (n == 0) {
    e.Note(entry, {"135.2.b.5.a"}, "a number of 0: the instruction does nothing");
    return;
  }
  inner.args[scaled] = each * n;
  Ctx c = ctx;
  c.parent = entry;
  Exec(e, inner, c);
}

}  // namespace

bool SplitForEach(const std::string& sentence, std::string* inner, std::string* per) {
  const size_t at = sentence.find(" for each ");
  if (at == std::string::npos || at == 0) return false;
  *inner = sentence.substr(0, at);
  *per = sentence.substr(at + 10);
  return !per->empty();
}

bool WrapForEach(const std::string& per, engine::Action* a) {
  const auto scaled = ScaledArg().find(a->verb);
  if (scaled == ScaledArg().end() || !a->args.count(scaled->second)) return false;
  if (a->verb == "give" && a->args.count("keyword")) return false;
  std::string words = per;
  // "each enemy unit there": at the location of the instruction's object (its target).
  const bool there = EndsWith(words, " there");
  if (there) words = words.substr(0, words.size() - 6);
  ObjectPhrase p;
  if (!ParseObjectPhrase("each " + words, &p) || !p.group || p.at_chosen_battlefield) return false;
  std::string units = p.requirement;
  if (there) {
    if (EndsWith(units, "-here")) return false;
    const char* object_arg = a->args.count("object") ? "object" : "to";
    const auto it = a->args.find(object_arg);
    const auto* word = it == a->args.end() ? nullptr : std::get_if<std::string>(&it->second);
    if (word == nullptr || (*word != "$target" && *word != "$ref")) return false;
    a->args["at"] = *word;
    units += "-there";
  }
  a->args["verb"] = a->verb;
  a->args["units"] = units;
  a->verb = "for_each";
  return true;
}

std::vector<VerbRow> ForEachVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"for_each",
        "VERB (gain_xp, draw, deal, give) with its number (amount, count or might) multiplied by "
        "how many objects are UNITS as it resolves (-there: at AT's location)",
        {{"verb", T::kString, true, {"gain_xp", "draw", "deal", "give"}},
         {"units", T::kString},
         {"at", T::kObject, false},
         {"amount", T::kInt, false},
         {"count", T::kInt, false},
         {"might", T::kInt, false},
         {"object", T::kObject, false},
         {"to", T::kObject, false}},
        {"135.2.b.5.a", "355.10.d"}},
       RunForEach},
  };
}

}  // namespace arbiter::games::riftbound
