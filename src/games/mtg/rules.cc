// The MTG rule table: every rule id the MTG module may cite (Comprehensive Rules 2026-08-07), with
// a short name. A test checks every id against the pinned document. Where seed 004 (the 2008
// rulings summary) covers a rule, the trace line that cites it names the 2008 entry too.
#include "games/mtg/mtg.h"

namespace arbiter::games::mtg {

using engine::RuleKind;

const engine::RuleTable& RuleTable20260807() {
  static const engine::RuleTable kTable(
      {"mtg", "Magic: The Gathering Comprehensive Rules", "2026-08-07", "2026-08-07",
       "mtg/CR-20260807.txt", "mtg-cr"},
      {
          {"101.4", "APNAP order"},
          {"119.3", "Gaining life"},
          {"202.3", "Mana value"},
          {"301.5", "Equipment attaches only to creatures"},
          {"303.4", "Auras"},
          {"400.7", "A zone change makes a new object"},
          {"601.2a", "Casting: the card moves to the stack"},
          {"601.2b", "Casting: announcing additional costs (kicker)"},
          {"602.2", "Activating an ability"},
          {"603.2", "Triggered abilities trigger"},
          {"603.3", "Triggered abilities go on the stack"},
          {"603.3d", "Targets chosen as a triggered ability goes on the stack"},
          {"603.4", "Intervening \"if\" clause"},
          {"603.5", "Optional (\"may\") triggered abilities"},
          {"603.6a", "Enters-the-battlefield abilities"},
          {"603.10a", "Leaves-the-battlefield abilities look back"},
          {"607.1", "Linked abilities"},
          {"607.2a", "Exile ability linked to \"the exiled card\""},
          {"607.2i", "Additional cost (kicker) linked to \"if it was kicked\""},
          {"607.2k", "Champion's two abilities are linked"},
          {"605.3b", "Mana abilities don't use the stack"},
          {"607.2d", "\"Choose a [value]\" linked to \"the chosen [value]\""},
          {"607.4", "One ability in several linked pairs"},
          {"607.5", "Linked abilities gained together stay linked only to each other"},
          {"607.3", "\"The exiled card\" when several were exiled"},
          {"608.2b", "Illegal targets on resolution"},
          {"608.3", "A permanent spell resolves onto the battlefield"},
          {"608.2n", "An instant or sorcery goes to the graveyard as it resolves"},
          {"610.3", "Zone change \"until\" an event"},
          {"614.1c", "\"As [this permanent] enters\" is a replacement effect"},
          {"610.3b", "\"Until\" event already happened: the object doesn't move"},
          {"610.3c", "Returned under its owner's control"},
          {"701.3a", "Attach"},
          {"701.3b", "Attach to an illegal object, or to what it is already attached to"},
          {"701.3c", "Attaching to a different object: new timestamp"},
          {"701.3d", "Unattach"},
          {"701.6a", "Counter"},
          {"701.8a", "Destroy"},
          {"701.8c", "Regeneration replaces destruction"},
          {"701.19a", "Regenerate: a shield from a resolving spell or ability"},
          {"701.19b", "Regenerate: a static ability replaces every destruction"},
          {"701.19c", "Can't be regenerated"},
          {"701.21a", "Sacrifice (not destruction)"},
          {"701.22a", "Scry N"},
          {"701.26a", "Tap"},
          {"701.26b", "Untap"},
          {"701.29a", "Fateseal N"},
          {"701.30a", "Clash"},
          {"701.30b", "Clash with an opponent"},
          {"701.30c", "Clash: reveal together, decide in APNAP order"},
          {"701.30d", "Winning a clash"},
          {"702.16b", "Protection: can't be targeted"},
          {"702.33d", "Kicked"},
          {"702.33f", "Abilities tied to one of several kicker costs"},
          {"702.72a", "Champion"},
          {"707.10", "Copying an ability"},
          {"707.10c", "New targets for a copy"},
          {"709.4b", "A split card's mana value combines both halves"},
      });
  return kTable;
}

}  // namespace arbiter::games::mtg
