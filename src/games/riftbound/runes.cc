// Runes as objects (160-164, 430): each player's Rune Deck is an ordered hidden zone
// ("rune-deck", 108.5) whose top rune is index 0; channeling (430.1) puts runes from its top onto
// the board in their controller's base (107.1.c), ready by default (430.2.a) or exhausted when the
// instruction says so (430.2), and as many as there are when there are too few (430.3). The card
// text "Channel N rune(s) [exhausted]." and "Each player channels N rune(s) [exhausted]." compile
// to the "channel" verb. Runes' own abilities (164.2) and the Rune Pool (165-167) are not objects
// here: a scenario still gives Energy and Power as the player's resources.
#include "games/riftbound/runes.h"

#include <regex>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {

int ChannelRunes(Engine& e, PlayerId p, int count, bool exhausted, int parent) {
  GameState& s = e.state();
  const ZoneId deck = s.FindZone("rune-deck", p);
  const int have = deck == engine::kNoZone ? 0 : static_cast<int>(s.zone(deck).objects.size());
  const int n = std::min(count, have);
  const std::string what =
      std::to_string(count) + (count == 1 ? " rune" : " runes") + (exhausted ? " exhausted" : "");
  if (n < count) {
    e.Note(parent, {"430.3"},
           PlayerName(s, p) + " is to channel " + what + " but has " + std::to_string(have) +
               (have == 1 ? " rune" : " runes") +
               " in their Rune Deck: they channel as many as possible (" + std::to_string(n) + ")");
  }
  if (n == 0) return 0;
  const int entry = e.Note(parent,
                           exhausted ? std::vector<std::string>{"430.1", "430.2"}
                                     : std::vector<std::string>{"430.1", "430.2.a"},
                           PlayerName(s, p) + " channels " + std::to_string(n) +
                               (n == 1 ? " rune" : " runes") + " from the top of their Rune Deck" +
                               (exhausted ? "; they enter exhausted" : "; they enter ready"));
  const ZoneId base = Base(s, p);
  for (int i = 0; i < n; ++i) {
    const ObjectId id = s.zone(deck).objects.front();
    s.MoveObject(id, base);
    auto& o = s.obj(id);
    o.controller = p;
    if (exhausted) o.status.insert("exhausted");
    std::vector<engine::Change> changes = {{Key(s, id), "zone", "rune-deck", ZoneLabel(s, base)}};
    if (exhausted) changes.push_back({Key(s, id), "exhausted", "false", "true"});
    e.Note(entry, {"107.1.c"}, Name(s, id) + " is put onto the board in " + ZoneLabel(s, base),
           changes);
  }
  return n;
}

namespace {

// "Recycle this" (a cost, 164.2.b): OBJECT goes to the bottom of its owner's Rune Deck, a rune,
// or Main Deck (416.1.a, 416.1.b, 416.1.c).
void RunRecycleMe(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const ObjectId id = ArgObject(e, a, "object", ctx);
  if (id == engine::kNoObject || !s.OnBoard(id)) return;
  const bool rune = s.obj(id).card.type == "Rune";
  const ZoneId to = rune ? s.FindZone("rune-deck", s.obj(id).owner) : Deck(s, s.obj(id).owner);
  const std::string from = ZoneLabel(s, s.obj(id).zone);
  s.obj(id).status.erase("exhausted");
  s.MoveObject(id, to, /*at_bottom=*/true);
  e.Note(ctx.parent, {"416.1", rune ? "416.1.b" : "416.1.a"},
         PlayerName(s, ctx.controller) + " recycles " + Name(s, id) + " to the bottom of " +
             ZoneLabel(s, to),
         {{Key(s, id), "zone", from, ZoneLabel(s, to)}});
  // "When you recycle a rune" / "When you recycle one or more cards" (player_triggers.cc)
  if (rune)
    CollectPlayerTriggers(e, ctx.controller, "you-recycle-rune", ctx.parent);
  else
    CollectRecycleTriggers(e, ctx.controller, 1, ctx.parent);
}

void RunChannel(Engine& e, const Action& a, const Ctx& ctx) {
  const GameState& s = e.state();
  const int count = ArgInt(a, "count", 1);
  const bool exhausted = ArgBool(a, "exhausted");
  if (!ArgBool(a, "each_player")) {
    // "That player channels 1 rune" of a Beginning Phase trigger: the Turn Player (315.2.a.1).
    const PlayerId p =
        ArgBool(a, "turn_player") ? s.active : ArgPlayer(e, a, "player", ctx.controller);
    const int n = ChannelRunes(e, p, count, exhausted, ctx.parent);
    if (HasArg(a, "else_draw") && n < count) {
      // "If you couldn't channel N runes this way, draw 1." (430.5's example; 430.3)
      const int entry = e.Note(ctx.parent, {"430.5", "430.3"},
                               PlayerName(s, p) + " could not channel " + std::to_string(count) +
                                   (count == 1 ? " rune" : " runes") + ": they draw instead");
      Action draw;
      draw.verb = "draw";
      draw.args["count"] = static_cast<int64_t>(ArgInt(a, "else_draw"));
      Exec(e, draw, Ctx{ctx.source, p, {}, entry});
    }
    return;
  }
  // "Each player channels ...": in turn order from the Turn Player.
  const PlayerId first = s.active;
  ChannelRunes(e, first, count, exhausted, ctx.parent);
  ChannelRunes(e, Opponent(s, first), count, exhausted, ctx.parent);
}

// "Ready 2 runes", "Ready up to 2 runes" (415.3.b): PLAYER readies COUNT of their exhausted runes
// on the board, their choice when they have more (choice kind "rune"); all of them when they have
// COUNT or fewer. Only exhausted runes are offered: readying a ready one would do nothing.
void RunReadyRunes(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  const int count = ArgInt(a, "count", 1);
  std::vector<ObjectId> exhausted;
  for (const auto& o : s.objects) {
    if (o.card.type == "Rune" && o.controller == p && s.zone(o.zone).board && o.Has("exhausted"))
      exhausted.push_back(o.id);
  }
  if (exhausted.empty()) {
    e.Note(ctx.parent, {"415.3.b"}, PlayerName(s, p) + " has no exhausted rune: none is readied");
    return;
  }
  std::vector<ObjectId> chosen = exhausted;
  if (static_cast<int>(exhausted.size()) > count) {
    engine::ChoiceRequest req;
    req.kind = "rune";
    req.player = p;
    for (ObjectId id : exhausted) req.options.push_back(Key(s, id));
    req.min = ArgBool(a, "up_to") ? 0 : count;
    req.max = count;
    req.rule = "415.3.b";
    req.prompt = PlayerName(s, p) + " chooses " + (ArgBool(a, "up_to") ? "up to " : "") +
                 std::to_string(count) + " exhausted rune(s) to ready";
    chosen.clear();
    for (const std::string& k : e.Choose(req, ctx.parent).picks) chosen.push_back(s.FindKey(k));
  }
  for (ObjectId id : chosen) {
    engine::Event ev;
    ev.kind = "ready";
    ev.object = id;
    ev.parent = ctx.parent;
    ev.rules = {"415.3.b", "415.1"};
    e.Perform(ev);
  }
}

// PLAYER recycles COUNT of their runes on the board, their choice (416.6), or ALL of them: each
// goes to the bottom of its owner's Rune Deck (416.1.b, 416.1.c), as many as there are (416.4);
// two or more at once go in the order their owner chooses (416.5.a).
void RunRecycleRunes(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ArgPlayer(e, a, "player", ctx.controller);
  std::vector<std::string> runes;
  for (const auto& o : s.objects) {
    if (o.card.type == "Rune" && o.controller == p && s.zone(o.zone).board)
      runes.push_back(Key(s, o.id));
  }
  const int count = ArgBool(a, "all") ? static_cast<int>(runes.size()) : ArgInt(a, "count", 1);
  if (runes.empty()) {
    e.Note(ctx.parent, {"416.4"}, PlayerName(s, p) + " has no rune on the board: none is recycled");
    return;
  }
  if (static_cast<int>(runes.size()) < count) {
    e.Note(ctx.parent, {"416.4"},
           PlayerName(s, p) + " is to recycle " + std::to_string(count) + " runes but has " +
               std::to_string(runes.size()) + ": they recycle as many as possible");
  }
  engine::ChoiceRequest req;
  req.kind = "rune";
  req.player = p;
  req.options = runes;
  req.min = req.max = count;
  req.rule = "416.6";
  req.prompt =
      PlayerName(s, p) + " chooses " + std::to_string(count) + " of their runes to recycle";
  std::vector<std::string> chosen = e.ChooseIfMore(req, ctx.parent);
  if (chosen.size() > 1) {  // 416.5.a: the order they go to the bottom, the owner's choice
    engine::ChoiceRequest order;
    order.kind = "recycle-order";
    order.player = p;
    order.options = chosen;
    order.ordered = true;
    order.rule = "416.5.a";
    order.prompt = PlayerName(s, p) +
                   " chooses the order their runes go to the bottom of the "
                   "Rune Deck (the first goes first)";
    chosen = e.Choose(order, ctx.parent).picks;
  }
  for (const std::string& k : chosen) {
    const ObjectId id = s.FindKey(k);
    const ZoneId to = s.FindZone("rune-deck", s.obj(id).owner);
    const std::string from = ZoneLabel(s, s.obj(id).zone);
    s.obj(id).status.erase("exhausted");
    s.MoveObject(id, to, /*at_bottom=*/true);
    e.Note(ctx.parent, {"416.1", "416.1.b"},
           PlayerName(s, p) + " recycles " + Name(s, id) + " to the bottom of " + ZoneLabel(s, to),
           {{Key(s, id), "zone", from, ZoneLabel(s, to)}});
  }
  // "When you recycle a rune": once for the instruction (player_triggers.cc)
  if (!chosen.empty()) CollectPlayerTriggers(e, p, "you-recycle-rune", ctx.parent);
}

int Count(const std::string& digits) { return std::stoi(digits); }

}  // namespace

bool CompileRuneSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  // "Ready 2 runes", "Ready up to 4 friendly runes" (a player's runes are friendly, 415.3.b).
  static const std::regex kReady(R"(^Ready (up to )?(\d+) (?:friendly )?runes?$)");
  std::smatch r;
  if (std::regex_match(sentence, r, kReady)) {  // 415.3.b
    engine::Action a;
    a.verb = "ready_runes";
    a.args["count"] = static_cast<int64_t>(Count(r[2].str()));
    if (r[1].matched) a.args["up_to"] = true;
    out->push_back(a);
    return true;
  }
  // "Recycle one of your runes", "Recycle all your runes" (416.1.b, 416.4): runes on the board go
  // to the bottom of their owner's Rune Deck.
  static const std::regex kRecycle(
      R"(^Recycle (?:(one|two|three|\d+) of your runes|(all) your runes)$)");
  if (std::regex_match(sentence, r, kRecycle)) {
    engine::Action a;
    a.verb = "recycle_runes";
    if (r[2].matched) {
      a.args["all"] = true;
    } else {
      const std::string n = r[1].str();
      a.args["count"] = static_cast<int64_t>(n == "one"     ? 1
                                             : n == "two"   ? 2
                                             : n == "three" ? 3
                                                            : Count(n));
    }
    out->push_back(a);
    return true;
  }
  // 430.5: "Channel X rune(s)," optionally followed by conditions ("exhausted", 430.2).
  static const std::regex kChannel(
      R"(^(Channel|Each player channels|That player channels) (\d+) runes?( exhausted)?$)");
  std::smatch m;
  if (!std::regex_match(sentence, m, kChannel)) return false;
  engine::Action a;
  a.verb = "channel";
  a.args["count"] = static_cast<int64_t>(Count(m[2].str()));
  if (m[3].matched) a.args["exhausted"] = true;
  if (m[1].str() == "Each player channels") a.args["each_player"] = true;
  if (m[1].str() == "That player channels") a.args["turn_player"] = true;
  out->push_back(a);
  return true;
}

size_t CompileRuneSpan(const std::string& text, std::vector<engine::Action>* out) {
  // 430.5's example: "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1."
  static const std::regex kChannelElse(
      R"(^Channel (\d+) runes?( exhausted)?\. If you (?:can't|couldn't channel (\d+) runes? this way), draw (\d+)\.)");
  std::smatch m;
  if (!std::regex_search(text, m, kChannelElse)) return 0;
  if (m[3].matched && m[3].str() != m[1].str()) return 0;  // a different count: not this template
  engine::Action a;
  a.verb = "channel";
  a.args["count"] = static_cast<int64_t>(Count(m[1].str()));
  if (m[2].matched) a.args["exhausted"] = true;
  a.args["else_draw"] = static_cast<int64_t>(Count(m[4].str()));
  out->push_back(a);
  return static_cast<size_t>(m.length(0));
}

void GiveBasicRuneAbilities(engine::Card* card) {
  if (card->type != "Rune" || !card->abilities.empty()) return;
  const std::string text(Trim(card->rules_text));
  if (!text.empty() && text != "[NO TEXT]") return;
  card->rules_text = std::string(kBasicRuneAbilities[0]) + "\n" + kBasicRuneAbilities[1];
}

std::vector<VerbRow> RuneVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"channel",
        "PLAYER channels COUNT runes from the top of their Rune Deck to their base (EXHAUSTED: "
        "they enter exhausted; EACH_PLAYER: every player channels; ELSE_DRAW: PLAYER draws that "
        "many when fewer than COUNT were channeled; TURN_PLAYER: the Turn Player channels) (430)",
        {{"count", T::kInt, false},
         {"exhausted", T::kBool, false},
         {"each_player", T::kBool, false},
         {"else_draw", T::kInt, false},
         {"player", T::kPlayer, false},
         {"turn_player", T::kBool, false}},
        {"430.1", "430.2", "430.2.a", "430.3", "430.5", "107.1.c"}},
       RunChannel},
      {{"recycle_me",
        "OBJECT goes to the bottom of its owner's Rune Deck (a rune) or Main Deck: \"Recycle "
        "this\" as a cost (416.1, 164.2.b)",
        {{"object", T::kObject}},
        {"416.1", "416.1.a", "416.1.b", "164.2.b"}},
       RunRecycleMe},
      {{"ready_runes",
        "PLAYER readies COUNT of their exhausted runes, their choice (UP_TO: or fewer) (415.3.b)",
        {{"count", T::kInt, false}, {"up_to", T::kBool, false}, {"player", T::kPlayer, false}},
        {"415.3.b", "415.1"}},
       RunReadyRunes},
      {{"recycle_runes",
        "PLAYER recycles COUNT of their runes on the board, their choice, or ALL of them, to the "
        "bottom of their Rune Deck (416.1.b, 416.4, 416.5.a, 416.6)",
        {{"count", T::kInt, false}, {"all", T::kBool, false}, {"player", T::kPlayer, false}},
        {"416.1", "416.1.b", "416.4", "416.5.a", "416.6"}},
       RunRecycleRunes},
  };
}

}  // namespace arbiter::games::riftbound
