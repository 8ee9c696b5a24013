// "Its owner channels ..." after a return (control_text.h).
#include "games/riftbound/control_text.h"

#include <regex>

#include "games/riftbound/internal.h"

namespace arbiter::games::riftbound {
namespace {

// OBJECT's owner channels COUNT runes (EXHAUSTED), when OBJECT was returned to that owner's hand
// by the instruction before (359.3.e.14, 359.3.e.14.a).
void RunOwnerChannels(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject) return;
  const PlayerId owner = s.obj(id).owner;
  if (s.obj(id).zone != Hand(s, owner)) {
    if (s.obj(id).card.token) {  // a token returned ceases to exist (186.1): which is not kept
      e.Unmodelled(ctx.parent, ctx.source, "Its owner channels",
                   "a token is not kept once it leaves the board, so whether it was returned is "
                   "not known");
      return;
    }
    e.Note(ctx.parent, {"359.3.e.14.a"},
           Name(s, id) +
               " was not returned to its owner's hand: the linked instruction \"its "
               "owner channels\" is not executed");
    return;
  }
  Action channel;
  channel.verb = "channel";
  channel.args["count"] = static_cast<int64_t>(ArgInt(a, "count", 1));
  if (ArgBool(a, "exhausted")) channel.args["exhausted"] = true;
  channel.args["player"] = PlayerName(s, owner);
  Ctx c = ctx;
  c.parent = e.Note(ctx.parent, {"359.3.e.14"},
                    PlayerName(s, owner) + " owns " + Name(s, id) +
                        ", returned to their hand: " + PlayerName(s, owner) + " channels");
  Exec(e, channel, c);
}

}  // namespace

bool CompileControlSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  static const std::regex kOwnerChannels(R"(^Its owner channels (\d+) runes?( exhausted)?$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kOwnerChannels)) return false;
  if ((std::stoi(m[1].str()) == 1) != (sentence.find(" runes") == std::string::npos)) return false;
  engine::Action a;
  a.verb = "owner_channels";
  a.args["object"] = std::string("$ref");
  a.args["count"] = static_cast<int64_t>(std::stoi(m[1].str()));
  if (m[2].matched) a.args["exhausted"] = true;
  out->push_back(a);
  return true;
}

std::vector<VerbRow> ControlTextVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"owner_channels",
        "the owner of OBJECT, returned to their hand by the instruction before, channels COUNT "
        "runes (EXHAUSTED) (430)",
        {{"object", T::kObject}, {"count", T::kInt, false}, {"exhausted", T::kBool, false}},
        {"359.3.e.14", "359.3.e.14.a"}},
       RunOwnerChannels},
  };
}

}  // namespace arbiter::games::riftbound
