#include "games/dimrift/cards.h"

#include "games/dimrift/arrows.h"

namespace arbiter::games::dimrift {
namespace {

struct Row {
  const char* name;
  const char* type;
  int might, life, mana;
  const char* arrows;
  std::vector<std::pair<const char*, const char*>> effects;  // {kind, text}
};

engine::Card Make(const Row& r) {
  engine::Card c;
  c.name = r.name;
  c.type = r.type;
  if (r.might) c.stats["might"] = r.might;
  if (r.life) c.stats["life"] = r.life;
  if (r.mana) c.stats["mana"] = r.mana;
  c.arrows = *arbiter::dimrift::ParseArrows(r.arrows);
  for (const auto& [kind, text] : r.effects) {
    engine::Ability a;
    a.kind = kind;
    a.text = text;
    c.abilities.push_back(a);
  }
  return c;
}

}  // namespace

const std::vector<engine::Card>& Cards() {
  static const std::vector<engine::Card> kCards = [] {
    const Row rows[] = {
        {"Lancer",
         "Creature",
         2,
         2,
         1,
         "n=2",
         {{"activation", "Consume 1 mana; target a creature: destroy target."}}},
        {"Spark Imp",
         "Creature",
         1,
         1,
         1,
         "n e s w",
         {{"trigger", "When summoned: deal 1 damage to target creature."}}},
        {"Warden",
         "Creature",
         2,
         2,
         1,
         "ne nw",
         {{"trigger",
           "When summoned; consume any two mana: [this] gets either (1) +1 Might or (2) +1 "
           "Life."}}},
        {"Grave Hound",
         "Creature",
         2,
         1,
         1,
         "e",
         {{"trigger",
           "When a creature is destroyed; target an artifact from that creature; consume 1 mana: "
           "destroy target."}}},
        {"Chain Golem",
         "Creature",
         3,
         3,
         1,
         "e s",
         {{"trigger",
           "When [this] is part of a Connection Chain connecting every non-monument card on the "
           "field (at least 4): [Transform]."}}},
        {"Pivot Sprite",
         "Creature",
         1,
         1,
         1,
         "e=2 s=2",
         {{"activation", "Target a card: rotate target 90 degrees clockwise."}}},
        {"Aura Tower",
         "Artifact",
         0,
         3,
         1,
         "n s",
         {{"activation", "Consume 1 mana: all connected face-up cards get +1 Might."}}},
        {"Mana Crystal", "Artifact", 0, 1, 2, "", {}},
        {"Ogre",
         "Creature",
         4,
         4,
         1,
         "s",
         {{"summoning cost", "consume any 3 mana"},
          {"trigger", "When [this] is destroyed: draw a card."}}},
        {"Goblin",
         "Creature",
         1,
         1,
         1,
         "n",
         {{"trigger", "When [this] is destroyed: draw a card."}}},
        {"Oracle Obelisk",
         "Monument",
         0,
         5,
         0,
         "",
         {{"activation", "Consume 1 mana; choose a creature: destroy it."}}},
        {"Phoenix",
         "Creature",
         2,
         2,
         1,
         "s",
         {{"trigger", "When [this] would be destroyed: send it to its owner's hand instead."}}},
        {"Banner", "Artifact", 0, 2, 1, "", {{"continuous", "Your creatures get +1 Might."}}},
        {"Sentinel",
         "Creature",
         2,
         3,
         1,
         "n",
         {{"once-per-turn trigger", "When a card is destroyed: [this] gets +1 Might."}}},
        {"Scout",
         "Creature",
         1,
         1,
         1,
         "n",
         {{"optional trigger", "When it's the start of your turn: [this] gets +1 Might."}}},
        {"Herald",
         "Creature",
         1,
         1,
         1,
         "s",
         {{"trigger", "When it's the start of your turn: [this] gets +1 Life."}}},
        {"Cultist",
         "Creature",
         1,
         2,
         1,
         "w",
         {{"activation", "Sac 1 creature: [this] gets +1 Might."},
          {"activation", "Sac 1 face-up creature: [this] gets +1 Life."}}},
        {"Squire",
         "Creature",
         1,
         1,
         1,
         "n",
         {{"once-per-turn activation", "Consume 1 mana: [this] gets +1 Might."}}},
        {"Seer",
         "Creature",
         1,
         1,
         1,
         "n",
         {{"activation", "Discard a card: [this] gets +1 Life."}}},
        {"Pyromancer",
         "Creature",
         1,
         2,
         1,
         "n=2 e=2",
         {{"activation", "Consume X mana: deal X damage to target creature."}}},
        {"Duelist",
         "Creature",
         2,
         2,
         1,
         "n",
         {{"activation",
           "Consume 1 mana; choose either (1) +1 Might or (2) +1 Life: [this] gets the chosen "
           "bonus."}}},
        {"Trapper",
         "Artifact",
         0,
         2,
         1,
         "w=2",
         {{"activation", "Target a creature: deal 1 damage to target."}}},
        {"Wall", "Creature", 0, 5, 1, "", {}},
        {"Archer",
         "Creature",
         1,
         1,
         1,
         "ne se sw nw",
         {{"activation", "Target a creature: deal 1 damage to target."}}},
        {"Behemoth", "Creature", 5, 5, 1, "n s", {{"summoning cost", "sac 1 creature"}}},
        {"Relic", "Artifact", 0, 2, 1, "", {}},
    };
    std::vector<engine::Card> out;
    for (const Row& r : rows) out.push_back(Make(r));
    return out;
  }();
  return kCards;
}

}  // namespace arbiter::games::dimrift
