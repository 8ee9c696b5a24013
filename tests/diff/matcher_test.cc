#include "diff/matcher.h"

#include <catch2/catch.hpp>

namespace arbiter::diff {
namespace {

corpus::Rule R(const std::string& id, const std::string& text, const std::string& title = "") {
  corpus::Rule r;
  r.id = id;
  r.text = text;
  r.title = title;
  return r;
}

// "kind old->new" for the change touching old id (or new id when old is empty), for one-line
// checks.
std::string Describe(const DocumentDiff& d, const std::string& old_id,
                     const std::string& new_id = "") {
  const RuleChange* c = old_id.empty() ? d.ForNew(new_id) : d.ForOld(old_id);
  if (c == nullptr) return "none";
  std::string s = ChangeKindName(c->kind);
  s += " ";
  for (size_t i = 0; i < c->old_ids.size(); ++i) s += (i ? "+" : "") + c->old_ids[i];
  s += "->";
  for (size_t i = 0; i < c->new_ids.size(); ++i) s += (i ? "+" : "") + c->new_ids[i];
  return s;
}

// A tiny keyword-actions section, in the style of CR 701 in 2025.
std::vector<corpus::Rule> Before() {
  return {
      R("701", "", "Keyword Actions"),
      R("701.1",
        "Most actions described in a card's rules text use the standard English definitions."),
      R("701.2", "", "Attach"),
      R("701.2a",
        "To attach an Aura, Equipment, or Fortification to an object means to take it from "
        "where it currently is and put it onto that object."),
      R("701.3", "", "Counter"),
      R("701.3a",
        "To counter a spell or ability means to cancel it, removing it from the stack. It "
        "doesn't resolve and none of its effects occur."),
      R("701.4", "", "Destroy"),
      R("701.4a", "To destroy a permanent, move it from the battlefield to its owner's graveyard."),
      R("701.5", "", "Shuffle"),
      R("701.5a",
        "To shuffle a library or a face-down pile of cards, randomize the cards within it "
        "so that no player knows their order. Shuffling requires the use of a physical "
        "randomization method and must be done fairly."),
      R("701.6", "", "Planeswalk"),
      R("701.6a", "A player may planeswalk only during a Planechase game."),
      R("701.7", "", "Tap and Untap"),
      R("701.7a", "To tap a permanent, turn it sideways from an upright position."),
      R("701.7b",
        "To untap a permanent, rotate it back to the upright position from a sideways "
        "position."),
  };
}

// The same section a year later: Behold inserted (so Counter 701.3 -> 701.4 and so on), Destroy's
// text edited, Shuffle split in two, Tap and Untap merged into one rule, Planeswalk removed.
std::vector<corpus::Rule> After() {
  return {
      R("701", "", "Keyword Actions"),
      R("701.1",
        "Most actions described in a card's rules text use the standard English definitions."),
      R("701.2", "", "Attach"),
      R("701.2a",
        "To attach an Aura, Equipment, or Fortification to an object means to take it from "
        "where it currently is and put it onto that object."),
      R("701.3", "", "Behold"),
      R("701.3a",
        "To behold a quality means to choose a permanent you control with that quality or "
        "reveal a card from your hand with that quality."),
      R("701.4", "", "Counter"),
      R("701.4a",
        "To counter a spell or ability means to cancel it, removing it from the stack. It "
        "doesn't resolve and none of its effects occur."),
      R("701.5", "", "Destroy"),
      R("701.5a",
        "To destroy a permanent, move it from the battlefield to its owner's graveyard. "
        "A destroyed token ceases to exist."),
      R("701.6", "", "Shuffle"),
      R("701.6a",
        "To shuffle a library or a face-down pile of cards, randomize the cards within it "
        "so that no player knows their order."),
      R("701.6b",
        "Shuffling requires the use of a physical randomization method and must be done "
        "fairly."),
      R("701.7", "", "Tap and Untap"),
      R("701.7a",
        "To tap a permanent, turn it sideways from an upright position. To untap a "
        "permanent, rotate it back to the upright position from a sideways position."),
  };
}

}  // namespace

TEST_CASE("DiffRules classifies a hand-made pair of tiny documents", "[diff][matcher]") {
  const auto before = Before(), after = After();
  const DocumentDiff d = DiffRules(before, after);
  struct Row {
    const char* old_id;
    const char* new_id;
    const char* want;
  };
  const Row rows[] = {
      {"701", "", "unchanged 701->701"},
      {"701.2a", "", "unchanged 701.2a->701.2a"},
      {"701.3", "", "moved 701.3->701.4"},  // Counter renumbered
      {"701.3a", "", "moved 701.3a->701.4a"},
      {"701.4", "", "moved 701.4->701.5"},     // Destroy renumbered ...
      {"701.4a", "", "moved 701.4a->701.5a"},  // ... and edited
      {"", "701.3", "added ->701.3"},          // Behold
      {"", "701.3a", "added ->701.3a"},
      {"701.5a", "", "split 701.5a->701.6a+701.6b"},
      {"", "701.6b", "split 701.5a->701.6a+701.6b"},
      {"701.7a", "", "merged 701.7a+701.7b->701.7a"},
      {"701.7b", "", "merged 701.7a+701.7b->701.7a"},
      {"701.6a", "", "removed 701.6a->"},  // Planeswalk's text is gone
  };
  for (const Row& row : rows) {
    INFO(row.old_id << " / " << row.new_id);
    CHECK(Describe(d, row.old_id, row.new_id) == row.want);
  }
  SECTION("moved and edited rules carry their changed words") {
    const RuleChange* destroy = d.ForOld("701.4a");
    REQUIRE(destroy != nullptr);
    CHECK(destroy->text_changed);
    CHECK(RenderWordDiff(destroy->words) ==
          "To destroy a permanent, move it from the battlefield to its owner's graveyard. "
          "{+A destroyed token ceases to exist.+}");
    const RuleChange* counter = d.ForOld("701.3a");
    REQUIRE(counter != nullptr);
    CHECK_FALSE(counter->text_changed);
  }
  SECTION("counts add up") {
    const DiffCounts& n = d.counts;
    CHECK(n.old_rules == 15);
    CHECK(n.new_rules == 15);
    CHECK(n.split == 1);
    CHECK(n.merged == 1);
    CHECK(n.added == 2);
    // Every old rule is in exactly one change: 1 per unchanged/edited/moved/removed, 1 per split,
    // 2 for the merge.
    CHECK(n.unchanged + n.edited + n.moved + n.removed + n.split + 2 * n.merged == n.old_rules);
    CHECK(n.unchanged + n.edited + n.moved + n.added + 2 * n.split + n.merged == n.new_rules);
  }
  SECTION("changes come in the new document's order") {
    REQUIRE(!d.changes.empty());
    CHECK(d.changes.front().new_ids == std::vector<std::string>{"701"});
    CHECK(d.changes.back().new_ids == std::vector<std::string>{"701.7a"});
  }
}

TEST_CASE("DiffRules pairs same-numbered rules whose text was edited", "[diff][matcher]") {
  const std::vector<corpus::Rule> before = {
      R("120", "", "Drawing a Card"),
      R("120.1",
        "A player draws a card by putting the top card of his or her library into his or her "
        "hand."),
      R("120.2", "See rule 702.71, \"Champion.\""),
  };
  const std::vector<corpus::Rule> after = {
      R("120", "", "Drawing a Card"),
      R("120.1", "A player draws a card by putting the top card of their library into their hand."),
      R("120.2", "See rule 702.72, \"Champion.\""),
  };
  const DocumentDiff d = DiffRules(before, after);
  CHECK(Describe(d, "120.1") == "edited 120.1->120.1");
  CHECK(RenderWordDiff(d.ForOld("120.1")->words) ==
        "A player draws a card by putting the top card of [-his or her-]{+their+} library into "
        "[-his or her-]{+their+} hand.");
  CHECK_FALSE(d.ForOld("120.1")->refs_only);
  CHECK(Describe(d, "120.2") == "edited 120.2->120.2");
  CHECK(d.ForOld("120.2")->refs_only);
  CHECK(d.counts.refs_only == 1);
  CHECK(d.counts.edited == 2);
}

TEST_CASE("DiffRules does not pair a reused number with unrelated text", "[diff][matcher]") {
  const std::vector<corpus::Rule> before = {R("5", "Alpha beta gamma delta epsilon zeta.")};
  const std::vector<corpus::Rule> after = {R("5", "Completely different words appear here now.")};
  const DocumentDiff d = DiffRules(before, after);
  CHECK(Describe(d, "5") == "removed 5->");
  CHECK(Describe(d, "", "5") == "added ->5");
}

TEST_CASE("DiffRules keeps a rule rewritten in place under its number", "[diff][matcher]") {
  // 903.12c between 2025 and 2026: same number, same paired parent, few words in common.
  const std::vector<corpus::Rule> before = {
      R("903.12", "", "Brawl Option"),
      R("903.12c",
        "A player designates either a legendary planeswalker or a legendary creature as "
        "their commander."),
  };
  const std::vector<corpus::Rule> after = {
      R("903.12", "", "Brawl Option"),
      R("903.12c",
        "Each deck has a legendary card designated as its commander. That card must be "
        "either (a) a creature card, (b) a planeswalker card, or (c) a Vehicle card."),
  };
  const DocumentDiff d = DiffRules(before, after);
  CHECK(Describe(d, "903.12c") == "edited 903.12c->903.12c");
  CHECK(d.ForOld("903.12c")->similarity < 0.3);
}

TEST_CASE("DiffRules applies hand overrides and reports bad ones", "[diff][matcher]") {
  const std::vector<corpus::Rule> before = {R("501.7", "", "Tap"), R("501.9", "", "Unrelated")};
  const std::vector<corpus::Rule> after = {R("701.26", "", "Tap and Untap"),
                                           R("701.9", "", "Unrelated")};
  MatchOptions opt;
  opt.overrides = {{"501.7", "701.26", "Tap became Tap and Untap", 3},
                   {"501.9", "", "no longer a keyword action", 4},
                   {"501.99", "701.1", "typo", 5}};
  const DocumentDiff d = DiffRules(before, after, opt);
  CHECK(Describe(d, "501.7") == "moved 501.7->701.26");
  CHECK(d.ForOld("501.7")->reason == "Tap became Tap and Untap");
  CHECK(Describe(d, "501.9") == "removed 501.9->");
  CHECK(d.ForOld("501.9")->reason == "no longer a keyword action");
  REQUIRE(d.problems.size() == 1);
  CHECK(d.problems[0] == "override line 5: the old document has no rule 501.99");
}

TEST_CASE("DiffRules merges old rules that override rows pair with one new rule",
          "[diff][matcher]") {
  const std::vector<corpus::Rule> before = {
      R("459.2.b.3", "", "Units controlled by the Attacker gain the Attacker designation now."),
      R("459.2.b.4", "", "Units controlled by the Defender gain the Defender designation now."),
      R("459.3", "", "Unrelated")};
  const std::vector<corpus::Rule> after = {
      R("464.2.c.3", "",
        "Units controlled by the Attacker or Defender gain the Attacker or Defender designation "
        "now, as appropriate."),
      R("464.3", "", "Unrelated")};
  MatchOptions opt;
  opt.overrides = {{"459.2.b.4", "464.2.c.3", "the Defender rule", 3},
                   {"459.2.b.3", "464.2.c.3", "the Attacker rule, merged", 4}};
  const DocumentDiff d = DiffRules(before, after, opt);
  CHECK(Describe(d, "459.2.b.3") == "merged 459.2.b.3+459.2.b.4->464.2.c.3");
  CHECK(d.ForOld("459.2.b.4") == d.ForOld("459.2.b.3"));
  CHECK(d.ForNew("464.2.c.3")->kind == ChangeKind::kMerged);
  CHECK(d.problems.empty());
  // Without the second row the Attacker rule has no counterpart by its words.
  opt.overrides.pop_back();
  CHECK(DiffRules(before, after, opt).ForOld("459.2.b.3")->kind == ChangeKind::kRemoved);
}

}  // namespace arbiter::diff
