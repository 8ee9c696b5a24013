// The Main Deck and trash sentences of card text and the recycle_from_trash verb (deck_text.h).
#include "games/riftbound/deck_text.h"

#include <regex>

#include "games/riftbound/internal.h"
#include "util/strings.h"

namespace arbiter::games::riftbound {
namespace {

int64_t CountOf(const std::string& w) {
  if (w == "card" || w == "one") return 1;
  if (w == "two") return 2;
  if (w == "three") return 3;
  if (w == "four") return 4;
  if (w == "five") return 5;
  return std::stoi(w);
}

engine::Action Act(const std::string& verb, std::map<std::string, engine::Value> args) {
  engine::Action a;
  a.verb = verb;
  a.args = std::move(args);
  return a;
}

void RunRecycleFromTrash(Engine& e, const Action& a, const Ctx& ctx) {
  GameState& s = e.state();
  const PlayerId p = ctx.controller;
  const int count = ArgInt(a, "count", 1);
  const ZoneId trash = Trash(s, p), deck = Deck(s, p);
  const std::vector<ObjectId> cards(s.zone(trash).objects.begin(), s.zone(trash).objects.end());
  if (static_cast<int>(cards.size()) <= count) {
    // 416.4: as many as possible; with no more cards than the count there is nothing to choose.
    e.Note(ctx.parent, {"416.4"},
           PlayerName(s, p) + " has " + std::to_string(cards.size()) +
               " card(s) in their trash: they recycle " +
               (cards.size() == static_cast<size_t>(count) ? "them" : "as many as they can"));
  }
  // 416.6: "Recycle X from [Zone]": X cards of the player's choice, not targets.
  engine::ChoiceRequest req;
  req.kind = "recycle";
  req.player = p;
  for (ObjectId id : cards) req.options.push_back(Key(s, id));
  req.min = req.max = count;
  req.rule = "416.6";
  req.prompt =
      PlayerName(s, p) + " chooses " + std::to_string(count) + " card(s) of their trash to recycle";
  std::vector<ObjectId> chosen;
  for (const std::string& k : e.ChooseIfMore(req, ctx.parent)) chosen.push_back(s.FindKey(k));
  for (ObjectId id : chosen) {
    s.MoveObject(id, deck, /*at_bottom=*/true);
    e.Note(ctx.parent,
           chosen.size() > 1 ? std::vector<std::string>{"416.1", "416.5"}
                             : std::vector<std::string>{"416.1"},
           Name(s, id) + " is recycled from the trash to the bottom of " + PlayerName(s, p) +
               "'s Main Deck" +
               (chosen.size() > 1 ? " (several recycled at once go in a random order; the run "
                                    "keeps the order chosen)"
                                  : ""),
           {{Key(s, id), "zone", ZoneLabel(s, trash), "deck"}});
  }
  CollectRecycleTriggers(e, p, static_cast<int>(chosen.size()), ctx.parent);  // 416.1
}

}  // namespace

bool CompileDeckSentence(const std::string& sentence, std::vector<engine::Action>* out) {
  // Moving cards from the top of the Main Deck to the trash is burning (440.1): the burn verb,
  // as many as possible (440.4).
  static const std::regex kToTrash(
      R"(^Put the top (card|\d+|two|three|four|five)(?: cards)? of your Main Deck into your trash$)");
  static const std::regex kRecycle(R"(^Recycle (\d+|one|two|three|four|five) from your trash$)");
  std::smatch m;
  if (std::regex_match(sentence, m, kToTrash)) {
    if ((m[1].str() == "card") != (sentence.find(" cards ") == std::string::npos)) return false;
    out->push_back(Act("burn", {{"count", CountOf(m[1].str())}}));
    return true;
  }
  if (std::regex_match(sentence, m, kRecycle)) {
    out->push_back(Act("recycle_from_trash", {{"count", CountOf(m[1].str())}}));
    return true;
  }
  return false;
}

std::vector<VerbRow> DeckTextVerbs() {
  using T = engine::ParamSpec::Type;
  return {
      {{"recycle_from_trash",
        "the controller recycles COUNT cards of their choice from their trash to the bottom of "
        "their Main Deck, as many as there are (416.6)",
        {{"count", T::kInt}},
        {"416.1", "416.4", "416.5", "416.6"}},
       RunRecycleFromTrash},
  };
}

}  // namespace arbiter::games::riftbound
