// Kernel tests with a toy game module: the event loop, replacements, trigger ordering (APNAP and
// scripted orders), strict-mode stops, the loop bound, determinism, rule registration.
#include "engine/engine.h"

#include <catch2/catch.hpp>

#include "engine/module.h"
#include "engine/unmodelled.h"

namespace arbiter::engine {
namespace {

// Toy rules: "bump" adds 1 to an object's "n" counter. A "doubler" Effect replaces each bump by
// +2. Objects with status "echo" trigger a further bump of themselves on every bump (an endless
// loop unless something stops it). Objects with status "watcher" trigger a labelled no-op.
class ToyModule : public GameModule {
 public:
  ToyModule()
      : rules_(
            {"toy", "Toy Rules", "1", "", "", ""},
            {{"1", "bump"}, {"2", "doubler"}, {"3", "echo"}, {"4", "watcher"}, {"5", "choice"}}) {}
  const RuleTable& Rules() const override { return rules_; }
  const std::vector<ActionSpec>& Actions() const override {
    static const std::vector<ActionSpec> k = {{"bump", "bump OBJECT", {{"object"}}},
                                              {"pick", "choose among a, b", {}},
                                              {"cite", "cite an unregistered rule", {}}};
    return k;
  }
  std::vector<std::string> ZoneNames() const override { return {"board"}; }
  std::vector<std::string> PropertyNames() const override { return {"n"}; }
  Status Setup(GameState* s) const override {
    s->AddZone({"board", kNoPlayer, kNoPlayer, true});
    s->AddZone({"stack", kNoPlayer, kNoPlayer, false, true});
    return Status::Ok();
  }
  void Do(Engine& e, const Action& a) const override {
    if (a.verb == "pick") {
      ChoiceRequest r{"pick", 0, {"a", "b"}, 1, 1, false, "5", "pick one"};
      last_pick = e.Choose(r, e.current_step_entry()).picks[0];
      return;
    }
    if (a.verb == "cite") {
      e.Note(-1, {"99"}, "not registered");
      return;
    }
    Event ev;
    ev.kind = "bump";
    ev.object = e.state().FindKey(std::get<std::string>(a.args.at("object")));
    ev.amount = 1;
    ev.parent = e.current_step_entry();
    e.Perform(ev);
  }
  void Apply(Engine& e, Event& ev) const override {
    auto& o = e.state().obj(ev.object);
    int before = o.Counter("n");
    o.counters["n"] = before + ev.amount;
    e.Note(ev.parent, {"1"}, o.key + " +" + std::to_string(ev.amount),
           {{o.key, "n", std::to_string(before), std::to_string(before + ev.amount)}});
  }
  std::vector<Replacement> Replacements(const Engine& e, const Event& ev) const override {
    std::vector<Replacement> out;
    for (const auto& f : e.state().effects) {
      if (f.kind != "doubler") continue;
      Replacement r;
      r.effect_id = f.id;
      r.label = "doubler " + std::to_string(f.id);
      r.rules = {"2"};
      r.apply = [](Event& x, const Replacement&, GameState&) {
        x.amount *= 2;
        return std::string("doubled");
      };
      out.push_back(r);
    }
    return out;
  }
  std::vector<PendingTrigger> Triggers(const Engine& e, const Event& ev) const override {
    std::vector<PendingTrigger> out;
    for (const auto& o : e.state().objects) {
      if (o.Has("echo") && o.id == ev.object) {
        out.push_back({o.id,
                       o.controller,
                       -1,
                       "echo",
                       {"3"},
                       {Action{"bump", {{"object", o.key}}, 0}},
                       {},
                       ev.parent});
      }
      if (o.Has("watcher")) {
        out.push_back({o.id, o.controller, -1, "watch " + o.key, {"4"}, {}, {}, ev.parent});
      }
    }
    return out;
  }
  void PutOnStack(Engine& e, std::vector<PendingTrigger> ordered) const override {
    for (auto& t : ordered) {
      order.push_back(t.label);
      for (const auto& a : t.program) {
        Event ev;
        ev.kind = "bump";
        ev.object = e.state().FindKey(std::get<std::string>(a.args.at("object")));
        ev.amount = 1;
        ev.parent = t.parent;
        e.Perform(ev);
      }
    }
  }
  void ResolveTop(Engine&) const override {}
  ZoneId StackZone(const GameState&) const override { return kNoZone; }
  bool Derive(const GameState&, ObjectId, const std::string&, Derivation*) const override {
    return false;
  }
  Value Property(const GameState& s, ObjectId id, const std::string&, std::string*) const override {
    return static_cast<int64_t>(s.obj(id).Counter("n"));
  }
  mutable std::vector<std::string> order;
  mutable std::string last_pick;

 private:
  RuleTable rules_;
};

GameState Board(const ToyModule& m, std::vector<std::pair<std::string, std::string>> objs) {
  GameState s;
  s.players = {{"A"}, {"B"}};
  REQUIRE(m.Setup(&s).ok());
  for (auto& [key, status] : objs) {
    Object o;
    o.key = key;
    o.owner = o.controller = key == "b" ? 1 : 0;
    if (!status.empty()) o.status.insert(status);
    s.AddObject(o, 0);
  }
  return s;
}

Action Bump(const std::string& key) { return Action{"bump", {{"object", key}}, 0}; }

}  // namespace

TEST_CASE("events apply and are traced with their rule", "[engine]") {
  ToyModule m;
  Trace trace;
  Engine e(m, Board(m, {{"x", ""}}), {}, &trace);
  REQUIRE(e.Run(Bump("x"), 1));
  CHECK(e.state().obj(0).Counter("n") == 1);
  REQUIRE(trace.entries().size() == 2);
  CHECK(trace.entries()[1].rules == std::vector<std::string>{"1"});
  CHECK(trace.entries()[1].parent == 0);
  CHECK(trace.entries()[1].changes[0].after == "1");
}

TEST_CASE("replacement effects rewrite events, each at most once", "[engine]") {
  ToyModule m;
  GameState s = Board(m, {{"x", ""}});
  Effect d;
  d.id = 7;
  d.kind = "doubler";
  s.effects.push_back(d);
  SECTION("one replacement") {
    Engine e(m, s, {}, nullptr);
    REQUIRE(e.Run(Bump("x"), 1));
    CHECK(e.state().obj(0).Counter("n") == 2);
  }
  SECTION("two replacements need an order: unscripted stops in strict mode") {
    Effect d2 = d;
    d2.id = 8;
    s.effects.push_back(d2);
    Trace trace;
    Engine e(m, s, {}, &trace);
    CHECK_FALSE(e.Run(Bump("x"), 1));
    CHECK(e.stop().kind == Stop::Kind::kUnscriptedChoice);
    CHECK(e.stop().choice.kind == "replacement-order");
    CHECK(trace.entries().back().kind == TraceEntry::Kind::kStop);
  }
  SECTION("two replacements with a scripted order apply both") {
    Effect d2 = d;
    d2.id = 8;
    s.effects.push_back(d2);
    Engine e(m, s, {{"replacement-order", "", {{"doubler 8"}}, 0, false}}, nullptr);
    REQUIRE(e.Run(Bump("x"), 1));
    CHECK(e.state().obj(0).Counter("n") == 4);
  }
}

TEST_CASE("triggers are ordered APNAP and by the scripted order", "[engine]") {
  ToyModule m;
  SECTION("the turn player's triggers go first") {
    Engine e(m, Board(m, {{"b", "watcher"}, {"a", "watcher"}, {"x", ""}}), {}, nullptr);
    REQUIRE(e.Run(Bump("x"), 1));
    CHECK(m.order == std::vector<std::string>{"watch a", "watch b"});
  }
  SECTION("a player with several triggers must order them") {
    Engine e(m, Board(m, {{"a", "watcher"}, {"c", "watcher"}, {"x", ""}}), {}, nullptr);
    CHECK_FALSE(e.Run(Bump("x"), 1));
    CHECK(e.stop().choice.kind == "trigger-order");
    CHECK(e.stop().choice.options.size() == 2);
  }
  SECTION("the scripted order is followed") {
    ScriptedChoice c{"trigger-order", "A", {{"c:watch c", "a:watch a"}}, 0, false};
    Engine e(m, Board(m, {{"a", "watcher"}, {"c", "watcher"}, {"x", ""}}), {c}, nullptr);
    REQUIRE(e.Run(Bump("x"), 1));
    CHECK(m.order == std::vector<std::string>{"watch c", "watch a"});
  }
}

TEST_CASE("an endless loop becomes a stop, not a hang", "[engine]") {
  ToyModule m;
  Limits limits;
  limits.max_iterations = 50;
  Engine e(m, Board(m, {{"x", "echo"}}), {}, nullptr, limits);
  CHECK_FALSE(e.Run(Bump("x"), 1));
  CHECK(e.stop().kind == Stop::Kind::kEndlessLoop);
  CHECK(e.stop().message.find("endless loop") != std::string::npos);
}

TEST_CASE("choices: scripted, invalid, lenient", "[engine]") {
  ToyModule m;
  Action pick{"pick", {}, 0};
  SECTION("a scripted pick is used") {
    Engine e(m, Board(m, {}), {{"pick", "", {{"b"}}, 0, false}}, nullptr);
    REQUIRE(e.Run(pick, 1));
    CHECK(m.last_pick == "b");
  }
  SECTION("a pick that is not an option stops with an error") {
    Engine e(m, Board(m, {}), {{"pick", "", {{"z"}}, 0, false}}, nullptr);
    CHECK_FALSE(e.Run(pick, 1));
    CHECK(e.stop().kind == Stop::Kind::kError);
    CHECK(e.stop().message.find("'z' is not one of the options") != std::string::npos);
  }
  SECTION("lenient mode takes the first option and says so") {
    Limits l;
    l.strict = false;
    Trace trace;
    Engine e(m, Board(m, {}), {}, &trace, l);
    REQUIRE(e.Run(pick, 1));
    CHECK(m.last_pick == "a");
    CHECK(trace.entries().back().text.find("lenient") != std::string::npos);
  }
  SECTION("strict mode names the options and the rule") {
    Engine e(m, Board(m, {}), {}, nullptr);
    CHECK_FALSE(e.Run(pick, 1));
    CHECK(e.stop().choice.rule == "5");
    CHECK(e.stop().message.find("options: a, b") != std::string::npos);
  }
}

TEST_CASE("ChooseIfMore asks only when there are more options than it takes", "[engine]") {
  ToyModule m;
  Trace trace;
  ChoiceRequest req;
  req.kind = "pick";
  req.player = 0;
  req.rule = "5";
  req.prompt = "A picks two";
  req.min = req.max = 2;
  SECTION("as many options as it takes, or fewer: all of them, and no choice recorded") {
    Engine e(m, Board(m, {}), {}, &trace);
    const size_t before = trace.entries().size();
    req.options = {"a", "b"};
    CHECK(e.ChooseIfMore(req, -1) == std::vector<std::string>{"a", "b"});
    req.options = {"a"};
    CHECK(e.ChooseIfMore(req, -1) == std::vector<std::string>{"a"});
    CHECK(trace.entries().size() == before);
  }
  SECTION("more options: the scripted answer, recorded as a choice") {
    Engine e(m, Board(m, {}), {{"pick", "", {{"a", "c"}}, 0, false}}, &trace);
    const size_t before = trace.entries().size();
    req.options = {"a", "b", "c"};
    CHECK(e.ChooseIfMore(req, -1) == std::vector<std::string>{"a", "c"});
    CHECK(trace.entries().size() == before + 1);
  }
}

TEST_CASE("citing an unregistered rule is an internal error", "[engine]") {
  ToyModule m;
  Engine e(m, Board(m, {}), {}, nullptr);
  CHECK_FALSE(e.Run(Action{"cite", {}, 0}, 1));
  CHECK(e.stop().kind == Stop::Kind::kError);
  CHECK(e.stop().message.find("'99' is not registered") != std::string::npos);
}

TEST_CASE("state is plain copyable data; zones keep order and identity", "[engine]") {
  GameState s;
  s.players = {{"A"}};
  ZoneId deck = s.AddZone({"deck", 0, kNoPlayer, false, true});
  ZoneId board = s.AddZone({"board", 0, kNoPlayer, true});
  ZoneId field = s.AddZone({"field", 0, kNoPlayer, true});
  Object a, b;
  a.key = "a";
  b.key = "b";
  s.AddObject(a, deck, /*at_bottom=*/false);
  s.AddObject(b, deck, /*at_bottom=*/false);
  CHECK(s.zone(deck).objects == std::vector<ObjectId>{1, 0});  // index 0 is the top
  GameState copy = s;
  s.MoveObject(0, board);
  CHECK(s.obj(0).incarnation == 1);  // a zone change makes a new object
  s.MoveObject(0, field);
  CHECK(s.obj(0).incarnation == 1);  // board to board keeps it
  CHECK(copy.obj(0).zone == deck);   // the copy is untouched
  CHECK(s.FindKey("b") == 1);
  s.Reorder(1, 5);
  CHECK(s.zone(deck).objects.back() == 1);
}

TEST_CASE("runs are deterministic", "[engine]") {
  ToyModule m;
  auto run = [&] {
    Trace t;
    Engine e(m, Board(m, {{"b", "watcher"}, {"a", "watcher"}, {"x", ""}}), {}, &t);
    e.Run(Bump("x"), 1);
    e.Run(Bump("x"), 2);
    std::string out;
    for (const auto& x : t.entries()) out += x.text + "|";
    return out;
  };
  CHECK(run() == run());
}

TEST_CASE("text that is not modelled is named, once per object, and makes the run incomplete",
          "[engine][unmodelled]") {
  ToyModule m;
  GameState s = Board(m, {{"x", ""}, {"y", ""}});
  Ability statik;
  statik.kind = "static";
  statik.text = "Other units have +1 n.";
  s.obj(0).card.name = "Lantern";
  s.obj(0).card.abilities.push_back(NotModelled(statik, "no verb for it"));
  Ability later;  // a triggered ability is named only when it resolves, not while on the board
  later.kind = "triggered";
  later.trigger = "bump";
  later.text = "When bumped, draw 1.";
  s.obj(1).card.abilities.push_back(NotModelled(later, "no verb for it"));
  Trace trace;
  Engine e(m, s, {}, &trace);
  REQUIRE(e.Run(Bump("x"), 1));
  REQUIRE(e.Run(Bump("x"), 2));
  CHECK(e.incomplete());
  REQUIRE(e.unmodelled().size() == 1);
  CHECK(e.unmodelled()[0].card == "Lantern");
  CHECK(e.unmodelled()[0].text == "Other units have +1 n.");
  CHECK(e.unmodelled()[0].why == "no verb for it");
  CHECK(e.unmodelled()[0].step == 1);
  int named = 0;
  for (const auto& x : trace.entries()) {
    if (x.kind != TraceEntry::Kind::kUnmodelled) continue;
    ++named;
    CHECK(x.text ==
          "Lantern: \"Other units have +1 n.\" is not modelled by this engine (no verb "
          "for it): the run is incomplete");
  }
  CHECK(named == 1);  // once per object incarnation, not once per step
  CHECK(std::string(TraceKindName(TraceEntry::Kind::kUnmodelled)) == "not-modelled");

  SECTION("a module's instruction names what it met") {
    Engine f(m, Board(m, {{"x", ""}}), {}, nullptr);
    CHECK_FALSE(f.incomplete());
    f.Unmodelled(-1, 0, "Deal 1.", "written as a note");
    CHECK(f.incomplete());
    f.Unmodelled(-1, 0, "Deal 1.", "written as a note");
    CHECK(f.unmodelled().size() == 1);
  }
}

TEST_CASE("NotModelled keeps the ability's shape and carries its text", "[engine][unmodelled]") {
  Ability a;
  a.kind = "triggered";
  a.trigger = "play";
  a.text = "When you play me, channel 1 rune.";
  Ability n = NotModelled(a, "no verb");
  CHECK(n.kind == "triggered");
  CHECK(n.trigger == "play");
  CHECK(n.not_modelled == "no verb");
  REQUIRE(n.effect.size() == 1);
  CHECK(n.effect[0].verb == kNotModelledVerb);
  CHECK(NotModelledText(n.effect[0]) == "When you play me, channel 1 rune.");
  CHECK(NotModelledWhy(n.effect[0]) == "no verb");
  const std::vector<std::pair<std::string, std::string>> table = {
      {"Give a unit -2 [S] this turn.", "give a unit -2 might this turn"},
      {"[Assault 3] (+3 [S] while it's an attacker.)", "assault 3"},
      {"Draw 1.", "draw 1"},
      {"", ""},
  };
  for (const auto& [in, want] : table) {
    INFO(in);
    CHECK(ComparableText(in) == want);
  }
}
TEST_CASE("ReadAmountAnswer reads <key>=<amount> and nothing else", "[engine]") {
  std::string key;
  int amount = 0;
  CHECK(ReadAmountAnswer("troll=4", &key, &amount));
  CHECK(key == "troll");
  CHECK(amount == 4);
  CHECK(ReadAmountAnswer(" B = -1 ", &key, &amount));
  CHECK(key == "B");
  CHECK(amount == -1);
  for (const char* bad :
       {"troll", "=4", "troll=", "troll=4x", "troll=+4", "troll=1234567", "troll=-"}) {
    INFO(bad);
    CHECK_FALSE(ReadAmountAnswer(bad, &key, &amount));
  }
}

}  // namespace arbiter::engine
