#include "games/mtg/mana_payment.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <functional>

#include "engine/event.h"
#include "games/mtg/cards.h"
#include "util/strings.h"

namespace arbiter::games::mtg {
namespace {

// One way to pay one colored symbol: a type of mana, or (for {2/W}) two more generic mana.
struct Way {
  std::string type;  // "" for the generic way
  int more_generic = 0;
  bool permission = false;
};

std::vector<Way> WaysToPay(const std::string& sym, bool blue_as_any) {
  std::vector<Way> ways;
  const auto& word = ManaTypeOfSymbol();
  const size_t slash = sym.find('/');
  if (slash == std::string::npos) {
    if (word.count(sym)) ways.push_back({word.at(sym)});
  } else {
    const std::string a = sym.substr(0, slash), b = sym.substr(slash + 1);
    if (b == "P") return {};  // Phyrexian mana (107.4f): not paid from a pool here
    for (const std::string& half : {a, b}) {
      if (word.count(half)) {
        ways.push_back({word.at(half)});
      } else if (!half.empty() && std::isdigit(static_cast<unsigned char>(half[0]))) {
        ways.push_back({"", std::atoi(half.c_str())});
      }
    }
  }
  // 609.4b: blue mana as though it were mana of any color, for a colored symbol ({C} is not one).
  const bool colored = sym != "C" && !ways.empty();
  bool has_blue = false;
  for (const Way& w : ways) has_blue = has_blue || w.type == "blue";
  if (blue_as_any && colored && !has_blue) ways.push_back({"blue", 0, true});
  return ways;
}

}  // namespace

const std::map<std::string, std::string>& ManaTypeOfSymbol() {
  static const std::map<std::string, std::string> kWord = {{"W", "white"}, {"U", "blue"},
                                                           {"B", "black"}, {"R", "red"},
                                                           {"G", "green"}, {"C", "colorless"}};
  return kWord;
}

const std::vector<std::string>& ManaTypes() {
  static const std::vector<std::string> kTypes = {"white", "blue",  "black",
                                                  "red",   "green", "colorless"};
  return kTypes;
}

ManaSymbols ManaOfCost(const std::string& c, int64_t x) {
  ManaSymbols m;
  for (size_t i = c.find('{'); i != std::string::npos; i = c.find('{', i + 1)) {
    const size_t close = c.find('}', i);
    if (close == std::string::npos) break;
    const std::string sym = c.substr(i + 1, close - i - 1);
    if (sym == "T" || sym == "Q" || sym.empty()) continue;
    m.printed += "{" + sym + "}";
    if (std::isdigit(static_cast<unsigned char>(sym[0]))) {
      m.generic += std::atoi(sym.c_str());
    } else if (sym == "X") {
      m.generic += static_cast<int>(x);
    } else {
      m.colored.push_back(sym);
    }
  }
  return m;
}

bool PayMana(const ManaSymbols& cost, const ManaPool& pool, bool blue_as_any,
             const ManaPool* generic_choice, ManaPayment* out, std::string* why) {
  for (const std::string& sym : cost.colored) {
    if (WaysToPay(sym, blue_as_any).empty()) {
      *why = "{" + sym + "} can't be paid from a mana pool in this module";
      return false;
    }
  }
  ManaPool left = pool;
  std::vector<Way> chosen(cost.colored.size());
  ManaPayment found;
  // Depth-first over the ways to pay each colored symbol, in order of preference; the first
  // assignment after which the generic part can be paid wins.
  std::function<bool(size_t, int)> search = [&](size_t i, int generic) -> bool {
    if (i == cost.colored.size()) {
      ManaPool g;
      if (generic_choice != nullptr) {
        int sum = 0;
        for (const auto& [type, n] : *generic_choice) {
          if (n < 0 || left[type] < n) return false;
          sum += n;
          if (n > 0) g[type] = n;
        }
        if (sum != generic) return false;
      } else {
        int need = generic;
        for (const std::string& type : ManaTypes()) {
          const int n = std::min(need, left[type]);
          if (n > 0) g[type] = n;
          need -= n;
        }
        if (need > 0) return false;
      }
      found = {};
      found.generic = g;
      found.spent = g;
      for (size_t k = 0; k < cost.colored.size(); ++k) {
        const Way& w = chosen[k];
        if (w.type.empty()) {
          found.paid_with.push_back("{" + cost.colored[k] + "} with " +
                                    std::to_string(w.more_generic) +
                                    " generic mana, paid with the generic part");
          continue;
        }
        ++found.spent[w.type];
        found.used_permission = found.used_permission || w.permission;
        std::string as;
        for (const auto& [letter, word] : ManaTypeOfSymbol()) {
          if (w.permission && cost.colored[k].find(letter) != std::string::npos && as.empty())
            as = " as though it were " + word;
        }
        found.paid_with.push_back("{" + cost.colored[k] + "} with " + w.type + " mana" + as);
      }
      return true;
    }
    for (const Way& w : WaysToPay(cost.colored[i], blue_as_any)) {
      if (!w.type.empty() && left[w.type] <= 0) continue;
      if (!w.type.empty()) --left[w.type];
      chosen[i] = w;
      const bool ok = search(i + 1, generic + w.more_generic);
      if (!w.type.empty()) ++left[w.type];
      if (ok) return true;
    }
    return false;
  };
  if (!search(0, cost.generic)) {
    *why = "the mana pool holds " + DescribeMana(pool) + ", which can't pay " + cost.printed +
           (generic_choice != nullptr ? " that way" : "");
    return false;
  }
  // Drop zero entries the search may have left.
  for (auto it = found.spent.begin(); it != found.spent.end();)
    it = it->second == 0 ? found.spent.erase(it) : std::next(it);
  *out = found;
  return true;
}

bool GenericChoiceMatters(const ManaSymbols& cost, const ManaPool& pool, bool blue_as_any,
                          std::vector<std::string>* options) {
  ManaPayment p;
  std::string why;
  if (!PayMana(cost, pool, blue_as_any, nullptr, &p, &why)) return false;
  int generic = 0;
  for (const auto& [type, n] : p.generic) generic += n;
  if (generic == 0) return false;
  // What is left once the colored symbols are paid.
  ManaPool left = pool;
  int total = 0;
  options->clear();
  for (const std::string& type : ManaTypes()) {
    const auto it = p.spent.find(type);
    const auto g = p.generic.find(type);
    const int n = (left.count(type) ? left[type] : 0) - (it == p.spent.end() ? 0 : it->second) +
                  (g == p.generic.end() ? 0 : g->second);
    if (n <= 0) continue;
    total += n;
    options->push_back(type);
  }
  return total > generic && options->size() > 1;
}

std::string DescribeMana(const ManaPool& pool) {
  std::string out;
  std::vector<std::string> parts;
  for (const std::string& type : ManaTypes()) {
    const auto it = pool.find(type);
    if (it == pool.end() || it->second <= 0) continue;
    parts.push_back(std::to_string(it->second) + " " + type);
  }
  if (parts.empty()) return "no mana";
  for (size_t i = 0; i < parts.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  }
  return out + " mana";
}

std::string HalfCost(const std::string& cost, size_t half) {
  const size_t sep = cost.find(" // ");
  if (sep == std::string::npos) return cost;
  return half == 0 ? cost.substr(0, sep) : cost.substr(sep + 4);
}

namespace {

ManaPool PoolOf(const engine::GameState& s, engine::PlayerId p) {
  ManaPool pool;
  const auto& r = s.players.at(static_cast<size_t>(p)).resources;
  for (const std::string& type : ManaTypes()) {
    const auto it = r.find("mana:" + type);
    if (it != r.end() && it->second > 0) pool[type] = static_cast<int>(it->second);
  }
  return pool;
}

std::string PlayerNameOf(const engine::GameState& s, engine::PlayerId p) {
  return p >= 0 && p < static_cast<int>(s.players.size()) ? s.players[p].name : "nobody";
}

// "red=1" answers as a pool; false, with *why, for an answer that is not one.
bool ReadGenericAnswer(const std::vector<std::string>& picks,
                       const std::vector<std::string>& options, ManaPool* out, std::string* why) {
  out->clear();
  for (const std::string& pick : picks) {
    std::string type;
    int amount = 0;
    if (!engine::ReadAmountAnswer(pick, &type, &amount)) {
      *why = "'" + pick + "' is not '<type of mana>=<amount>' (e.g. 'green=1')";
      return false;
    }
    if (std::find(options.begin(), options.end(), type) == options.end()) {
      *why = "'" + type + "' is not a type of mana left in the pool to pay the generic part with";
      return false;
    }
    if (amount < 1 || out->count(type)) {
      *why = "each type of mana is named once, with an amount of at least 1";
      return false;
    }
    (*out)[type] = amount;
  }
  return true;
}

}  // namespace

bool ManaCostPayable(engine::Engine& e, const ManaPayer& payer, const ManaSymbols& cost, int step) {
  ManaPool pool = PoolOf(e.state(), payer.player);
  for (const auto& [type, n] : payer.adding) pool[type] += n;
  ManaPayment p;
  std::string why;
  if (PayMana(cost, pool, payer.blue_as_any, nullptr, &p, &why)) return true;
  std::vector<std::string> rules = {"118.3", "601.2h"};
  if (!payer.adding.empty()) rules.push_back("601.2g");
  std::string more;
  // Enough mana in all, short of a color: colored symbols need their color (107.4a).
  int total = 0;
  for (const auto& [type, n] : pool) total += n;
  if (total >= cost.generic + static_cast<int>(cost.colored.size())) rules.push_back("107.4a");
  std::string unused;
  if (!payer.permission_elsewhere.empty() &&
      PayMana(cost, pool, /*blue_as_any=*/true, nullptr, &p, &unused)) {
    rules.push_back("609.4b");
    more = "; " + payer.permission_elsewhere +
           "'s permission to spend blue mana as though it were mana of any color covers only the "
           "activation costs of its own abilities";
  }
  e.Refuse(step, rules,
           PlayerNameOf(e.state(), payer.player) + " can't pay " + cost.printed + " for " +
               payer.what + ": " + why +
               (payer.adding.empty() ? ""
                                     : " (with the " + DescribeMana(payer.adding) +
                                           " the step's mana abilities would add)") +
               more + " (partial payments are not allowed)");
  return false;
}

void PayManaFromPool(engine::Engine& e, const ManaPayer& payer, const ManaSymbols& cost,
                     int parent) {
  engine::GameState& s = e.state();
  const ManaPool pool = PoolOf(s, payer.player);
  const std::string who = PlayerNameOf(s, payer.player);
  ManaPayment paid;
  std::string why;
  if (!PayMana(cost, pool, payer.blue_as_any, nullptr, &paid, &why)) return;  // precondition
  std::vector<std::string> options;
  if (GenericChoiceMatters(cost, pool, payer.blue_as_any, &options)) {
    int generic = 0;
    for (const auto& [type, n] : paid.generic) generic += n;
    engine::ChoiceRequest cr;
    cr.kind = "generic-mana";
    cr.player = payer.player;
    cr.options = options;
    cr.min = 1;
    cr.max = static_cast<int>(options.size());
    cr.rule = "107.4b";
    cr.prompt = who + " chooses the mana that pays the generic part (" + std::to_string(generic) +
                ") of " + cost.printed;
    for (const auto& [type, n] : paid.generic) cr.lenient.push_back(type + "=" + std::to_string(n));
    cr.check = [&](const std::vector<std::string>& picks, std::string* w) {
      ManaPool choice;
      if (!ReadGenericAnswer(picks, options, &choice, w)) return false;
      ManaPayment p;
      if (!PayMana(cost, pool, payer.blue_as_any, &choice, &p, w)) {
        *w = "the amounts must add up to " + std::to_string(generic) +
             " and the pool must hold them once the colored symbols are paid (" + *w + ")";
        return false;
      }
      return true;
    };
    const engine::ChoiceAnswer a = e.Choose(cr, parent);
    ManaPool choice;
    ManaPayment p;
    std::string w;
    if (ReadGenericAnswer(a.picks, options, &choice, &w) &&
        PayMana(cost, pool, payer.blue_as_any, &choice, &p, &w))
      paid = p;  // an invalid answer has stopped the run; the default is kept
  }
  std::vector<engine::Change> changes;
  auto& r = s.players.at(static_cast<size_t>(payer.player)).resources;
  ManaPool after = pool;
  for (const std::string& type : ManaTypes()) {
    const auto it = paid.spent.find(type);
    if (it == paid.spent.end() || it->second == 0) continue;
    const int before = r["mana:" + type];
    r["mana:" + type] = before - it->second;
    after[type] -= it->second;
    changes.push_back(
        {"", who + ".mana." + type, std::to_string(before), std::to_string(before - it->second)});
  }
  std::vector<std::string> parts = paid.paid_with;
  if (!paid.generic.empty()) parts.push_back("the generic part with " + DescribeMana(paid.generic));
  std::vector<std::string> rules = {payer.rule, "118.3a"};
  if (paid.used_permission) rules.push_back("609.4b");
  if (!paid.generic.empty()) rules.push_back("107.4b");
  e.Note(parent, rules,
         "Cost paid: " + who + " pays " + cost.printed +
             " from their mana pool: " + Join(parts, "; ") +
             (paid.used_permission ? " (" + payer.permission +
                                         "'s permission: it changes only how the cost is "
                                         "paid, not the cost)"
                                   : "") +
             "; the pool now holds " + DescribeMana(after),
         changes);
}

}  // namespace arbiter::games::mtg
