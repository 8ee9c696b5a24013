// Store::Search: from what a judge typed to ranked hits.
//
// A question is planned in steps, each recorded in SearchNotes for the reader:
//   1. words: the query split into tokens (store/text_words.h); a game named in it ("in
//      dimensional rift", "mtg") is noted and not searched;
//   2. cards: card names (longest first) become the card's keywords and the glossary terms its
//      text uses; the name's words are not searched;
//   3. stop words dropped; a word in no text of the corpus is corrected from the vocabulary
//      (Damerau distance, so a swapped pair is one edit), "searched for X instead of Y";
//   4. the game to rank first: the one named, else the one the cards belong to, else the one
//      whose rules explain the words best (document frequencies, smoothed), when it stands out;
//   5. synonyms of that game (all games' when none), from rules-db/<game>/synonyms.txt;
//   6. an FTS5 OR of every phrase (AND of each word's alternatives with kAllWords), ranked by
//      arbiter_rank (store/rank.h): BM25 per word, the best of its alternatives, times coverage.
// Each kind is ranked on its own: rules, then glossary, rulings and scenarios; within a kind the
// inferred game first, then the current documents (not an older numbering such as the 2008
// rulings summary), then by score.
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>

#include "corpus/rules_db.h"
#include "store/rank.h"
#include "store/row_facts.h"
#include "store/snippet.h"
#include "store/store.h"
#include "store/text_words.h"
#include "util/strings.h"

namespace arbiter::store {
namespace {

// Weights of what stands for a question's word, against the word itself (1).
constexpr double kCorrectedWeight = 0.9;  // a spelling corrected from the vocabulary
// A rules phrase from the game's synonyms file counts as the word typed: each line was checked
// against the rules text, and the rules' own phrase is what a rule that answers uses. Measured
// on the three question sets (score.py --pin): 0.8 -> 1.0 raised the dev set's hit@5 92.5 ->
// 97.5 and changed no row of the other two.
constexpr double kSynonymWeight = 1.0;
// A word of a synonyms-file phrase of several words typed ("same time", "damage removed"), in the
// group the phrase merges: it says a part of what the phrase does. Measured on the three sets
// (score.py --pin): 1.0 -> 0.4-0.6 raised MRR, dev 0.832 -> 0.840 and holdout 0.740 -> 0.744
// (rb22, mtg47, hrb05 3 -> 2), no row down; 0.8 moved only mtg47.
constexpr double kMergedWordWeight = 0.5;
// The rules' negative form of a word typed negated ("not legal": illegal, "not blocked":
// unblocked, "not combat": noncombat), when the corpus uses it: below the word itself, as it is
// worked out, not checked like a synonym. Measured on the three sets (score.py --pin): 0.7 moved
// hrb04 5 -> 2 (holdout MRR 0.744 -> 0.751) and nothing else; 1.0 also moved omtg05 4 -> 6.
constexpr double kNegatedWeight = 0.7;
constexpr const char* kNegativePrefixes[] = {"non", "un", "in", "il", "im", "ir", "dis"};
// A keyword of a card the question names: the card is what the question is about, so its
// keyword counts as two words of it.
constexpr double kCardKeywordWeight = 2.0;
// ... but when the question types a word of the card's own text (reminder text and the keyword
// names left out: "activate Vi's ability if my trash is empty", Vi's "Recycle 1 from your trash";
// "which one can I play", Windbrisk Heights' "play the exiled card"), it asks about what that
// text does, and the card's keywords weigh this. Measured on the three sets (score.py --pin):
// 0-0.3 hrb15 out -> 2, mtg44 5 -> 3 (dev MRR 0.841 -> 0.845, holdout 85.0 -> 87.5 hit@5,
// 0.764 -> 0.776), no row down; 0.5 mtg44 5 -> 4; 0.75 hrb15 -> 4 only; 1.0 no change.
constexpr double kCardTextKeywordWeight = 0.3;
constexpr double kCardTermWeight = 0.5;  // a glossary term the card's text uses
// ... but a term that names a game action its text does (MTG's keyword actions, the rules under
// "701 Keyword Actions": "mills", "fights", "exchange control"; Riftbound's game actions, the
// rules whose subrule says "Killing is a Limited Action."), read from the rules, not a list: the
// question asks what happens when the card does it, and that action's rules answer. A group of
// the card's unit of its own, at this weight, when at most kFrequentShare of the rules searched
// use it ("Cast", "Create", "Play" say little). Measured on the three sets (score.py --pin):
// own omtg13 2 -> 1, holdout hrb15 2 -> 1, no row down; my 15 card probes (not in the sets)
// 13.3 / 33.3 / 0.261 -> 20.0 / 66.7 / 0.388. Without the share limit 0.75 left omtg13 at 2 and
// 1.5 moved omtg20 1 -> 3; with it 1.5 took a probe out (Mercy Killing's "Sacrifice").
constexpr double kCardActionWeight = 1.0;
// A card named and then "says" as typed ("Lee Sin, Ascetic says he can have any number of buffs,
// does the limit apply"): the synonyms file's "card says" (Riftbound's Golden Rule 002, MTG
// 101.1-101.2: card text overrides the rules) joins the card's unit, weighing as its keywords.
// Measured on my card probes (not in the sets): 2.0 moved "Lee Sin ... says" out -> 1 (002) and
// "Vexing Shusher says target spell can't be countered" out -> 2 (101.2); 1.0 moved nothing;
// 3.0 also moved mtg38 ("Wrath of God says it can't be regenerated") 1 -> 5.
constexpr double kCardOverrideWeight = 2.0;
constexpr double kCardTypeWeight = 0.3;  // a word of the card's type line
// A one-word name that the texts use (Riftbound's champions: "Yuumi", "Ornn", "Nocturne", named
// by a rule's example or the FAQ; "Rebuke", "Bonesplitter", "Millstone", named by rulings) is the
// card when at most this many rules, of every document, use it. Measured on the three sets
// (score.py --pin), for the short names: own 69.0 / 91.4 / 0.788 -> 70.7 / 91.4 / 0.796 (orb24
// 2 -> 1, orb12 4 -> 5), dev and holdout unchanged. Whole one-word names (190 cards' names are
// words of the texts, 140 of them in no rule) were left out before: no row of the sets moved.
constexpr int64_t kShortNameRules = 3;
// A power/toughness change typed with its signs ("+1/+1"): the build's word for it (text_words.h
// SignedPowerToughness), indexed in the context column (weight 0.4, so about twice the weight of
// a word to count as one in the text), and its numbers as the tokenizer reads them ("1 1", which
// "-1/-1" shares) at a low weight, for the other kinds of rows.
constexpr double kSignedWeight = 2.0;
constexpr double kSignedNumbersWeight = 0.5;
// A game's hits come first when its rules explain the question's words this much better than
// the next game's (natural log of the likelihood ratio: e^3 = 20 times).
constexpr double kGameMargin = 3.0;
// A word's rules per game are smoothed towards its share over every game's rules, as if each game
// had this many more rules (a Dirichlet prior). Half a rule for every game, as before, made a word
// a big game uses in 3 of 2,381 rules count against it next to a game of 115 rules that lacks it
// (log 3.5/2382 < log 0.5/116): rare words favoured the smallest document. Measured on the 138
// questions unpinned: 20-100 with kGameMargin 3 the best (50: game inferred right 57 -> 76, wrong
// 4 -> 1); 5 infers more games and more wrongly (98 right, 2 wrong, hrb04 lost).
constexpr double kGameSmoothing = 50;
// A word used by more than this share of the rules searched is left out of a question that has
// rarer words (SearchNotes::common).
constexpr double kCommonShare = 0.15;
// ... measured over at least this many rules (a share of a handful of rules says nothing).
constexpr int64_t kCommonMinRules = 200;
// Words used by more than this share of the rules searched still score, but only rows that have
// a rarer word of the question are ranked, when the rarer words are in at least kCandidatesPerHit
// rules per hit asked for: a row with none of them covers too little of the question to rank high.
constexpr double kFrequentShare = 0.03;
constexpr int64_t kCandidatesPerHit = 5;
// A heading's score when the question asks about more than one thing: its title matches one of
// them, and the rules under it say how they meet.
constexpr double kHeadingFactor = 0.7;
// Two of the question's words side by side in a rule, as a phrase of their own (no coverage).
constexpr double kAdjacentWeight = 0.5;
// ... or with at most this many stop words between them, as typed ("end of turn", "number of
// targets", "deathtouch and trample"). Measured on the three question sets (score.py --pin):
// 1 raised MRR on each (dev 0.825 -> 0.832, own 0.758 -> 0.762, holdout 0.698 -> 0.715) and
// moved no row down; 2 and 3 measured the same.
constexpr size_t kAdjacentGap = 1;
// An untitled rule's place under its titled ancestor (RowFacts::Ordinal: its own and its untitled
// ancestors' places among their siblings, corpus::SiblingOrdinal) divides its score by 1 + this
// times the place. Under one heading the first statements say what the rule is and the later ones
// its exceptions and corner cases, so of two rules that answer a question nearly as well the
// earlier is the better first answer (702.11b, hexproof on a permanent, before 702.11c, on a
// player). Measured on both question sets (score.py --pin): 0.015 to 0.05 all help about as much.
constexpr double kSiblingPrior = 0.03;
// The ligatures a document's text may keep as printed (U+FB01, U+FB02), for "fi" and "fl".
constexpr const char* kLigatureFi = "\xEF\xAC\x81";
constexpr const char* kLigatureFl = "\xEF\xAC\x82";
// The tokens a hit's snippet shows.
constexpr int kSnippetTokens = 16;
// The longest question search reads: bytes, and words (tokens).
constexpr size_t kMaxQuestionBytes = 4096;
constexpr size_t kMaxQuestionWords = 200;
// The most words a card name or a synonym phrase is looked up with.
constexpr size_t kLongestPhrase = 6;

// One full-text table: its kind, column weights and the columns a row's length counts.
struct SearchTable {
  const char* kind;
  const char* fts;
  const char* weights;
  const char* lengths;
  int snippet_column;  // -1: the best column
  bool scoped;         // has a scope column (ScopeToken of its document)
  bool by_game;        // its rows' groups (store/row_facts.h) are games, not documents
  // A hit's doc, id, title, parent and section, by rowid (?1).
  const char* details;
};
// rules_fts: title, keyword, text, context, examples, doc, scope (schema.sql): one row per
// distinct text, shared by the rules chained to it (RowFacts::Next).
constexpr SearchTable kTables[] = {
    {"rule", "rules_fts", "3 1.5 1 0.4 0.3 0 0", "0 0 1 0 2 0 0", 2, true, false,
     "SELECT doc, id, title, parent, section FROM rules WHERE rowid = ?1"},
    {"glossary", "glossary_fts", "3 1 0 0", "1 1 0 0", 1, true, false,
     "SELECT doc, term, term, '', '' FROM glossary WHERE rowid = ?1"},
    {"ruling", "rulings_fts", "2 1 0 0", "0 1 0 0", 1, true, false,
     "SELECT doc, id, card, '', '' FROM rulings WHERE rowid = ?1"},
    {"scenario", "scenarios_fts", "2 1.5 1 0", "1 1 1 0", -1, false, true,
     "SELECT path, path, title, '', '' FROM scenarios WHERE rowid = ?1"},
};

// The ranking statement of a table: every row the MATCH (?1) finds, with its score. ?2 phrase
// spec, ?3 group spec, ?4 phrases' row counts, ?5 the table's RowFacts. Which rows are kept, and
// in what order, is decided from the row facts (Store::RankKind), not by joining the base table
// and the documents for each of the thousands of rows a question of common words finds.
std::string RankSql(size_t table, bool raw) {
  const SearchTable& t = kTables[table];
  const std::string score = raw ? std::string("-") + t.fts + ".rank"
                                : std::string("arbiter_rank(") + t.fts + ", '" + t.weights +
                                      "', '" + t.lengths + "', ?2, ?3, ?4, ?5)";
  return std::string("SELECT rowid, ") + score + " FROM " + t.fts + " WHERE " + t.fts + " MATCH ?1";
}

std::string Quote(const std::string& phrase) { return "\"" + phrase + "\""; }

// The quoted phrases of a MATCH expression that Quote() wrote, in order, quotes included.
std::vector<std::string> QuotedPhrases(const std::string& match) {
  std::vector<std::string> out;
  for (size_t at = match.find('"'); at != std::string::npos;) {
    const size_t end = match.find('"', at + 1);
    if (end == std::string::npos) break;
    out.push_back(match.substr(at, end - at + 1));
    at = match.find('"', end + 1);
  }
  return out;
}

// ",a,b,": a list searched for ",<item>," (Plan::first_games, Plan::history_games).
std::string CommaList(const std::vector<std::string>& items) {
  return "," + Join(items, ",") + ",";
}

// "step: [fts5: ]<reason> (in: <sql>)" -> "<reason>": a failing search statement can only mean a
// malformed MATCH expression (--raw).
Status BadFtsQuery(const std::string& match, const Status& s) {
  std::string reason = s.message();
  size_t paren = reason.find(" (in: ");
  if (paren != std::string::npos) reason = reason.substr(0, paren);
  for (const std::string prefix : {"step: ", "fts5: "}) {
    if (StartsWith(reason, prefix)) reason = reason.substr(prefix.size());
  }
  return Status::InvalidArgument("bad full-text query '" + match + "': " + reason);
}

// What a question asks about: one thing (a word, or several merged by a synonym phrase), its
// alternatives with their weights; or a card.
struct Group {
  std::vector<std::pair<std::string, double>> alternatives;  // phrase (WordKey) -> weight
  int unit = 0;
  // A one-word group: how many of the rules searched use it, and their share; -1 and 0 else.
  int64_t rules = -1;
  double share = 0;
  void Add(const std::string& phrase, double weight) {
    if (phrase.empty()) return;
    for (auto& [p, w] : alternatives) {
      if (p == phrase) {
        w = std::max(w, weight);
        return;
      }
    }
    alternatives.emplace_back(phrase, weight);
  }
};

}  // namespace

struct Store::Plan {
  bool raw = false;
  std::string match;
  std::string phrase_spec, group_spec;
  int groups = 0;  // groups in group_spec
  // The documents searched, as scope tokens ORed into each scoped table's MATCH so that FTS5
  // visits their rows only; empty when every document is searched (or with --raw).
  std::vector<std::string> scope;
  std::vector<std::string> scope_games;  // the game of each scope token's document
  std::string first_games;               // ",mtg,mtg-rulings-2008,": ranked first
  std::string history_games;  // ",mtg-rulings-2008,": older numberings, ranked after the current
  double heading_factor = 1;  // a heading (a title, no text) answers a one-thing question only
  // snippets_ holds the MATCH's phrases (not with --raw): hits' snippets and the phrases' row
  // counts come from them.
  bool phrases_read = false;
};

namespace {

// A word of the question: its text, its token, and whether a game or card name took it.
struct QWord {
  std::string text;
  size_t token = 0;
  bool taken = false;
};

// A searched word or phrase of the question and the words it came from.
struct Item {
  std::string phrase;  // WordKey
  std::string typed;
  std::vector<size_t> positions;  // indices into the words
  double weight = 1.0;
  int group = -1;
  std::string numbers;  // a signed power/toughness ("+1/+1"): its words as FTS5 reads them
};

// "can't" as FTS5 reads it: "can" and "t", two stop words, so a question's "can't" was dropped
// and "can't be countered", "can't block" or "Can't beats Can" (Riftbound 054, MTG 101.2) lost
// the word that decides them. A token typed "can't", "cant" or "cannot" is searched as the phrase
// "can t" and the rules' other spelling "cannot" (Riftbound mixes both: 49 and 15 lines of v1.2);
// "can" alone stays a stop word, so a "can I ..." question matches no negated rule.
constexpr const char* kCantPhrase = "can t";
constexpr const char* kCannot = "cannot";
bool IsCant(const std::vector<std::string>& words) {
  return (words.size() == 2 && words[0] == "can" && words[1] == "t") ||
         (words.size() == 1 && (words[0] == kCannot || words[0] == "cant"));
}

bool AllAlpha(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return IsAsciiAlpha(c); });
}

}  // namespace

Status Store::PlanQuestion(const SearchQuery& q, Plan* plan, SearchNotes* notes) {
  if (Status loaded = LoadDocuments(); !loaded.ok()) return loaded;
  const std::vector<DocumentRecord>* docs = &documents_;
  // Games with a current document, and games that are an older numbering of another
  // (corpus::LineageOf: the 2008 MTG rulings summary; tournament rules are a family of their own).
  std::vector<std::string> games, history;
  for (const auto& d : *docs) {
    if (std::find(games.begin(), games.end(), d.doc.game) == games.end()) {
      games.push_back(d.doc.game);
    }
    if (corpus::LineageOf(d.doc) != d.doc.game &&
        std::find(history.begin(), history.end(), d.doc.game) == history.end()) {
      history.push_back(d.doc.game);
    }
  }
  plan->history_games = CommaList(history);
  if (!q.filter.all_versions || !q.filter.doc.empty()) {
    for (const auto& d : *docs) {
      const bool wanted = (q.filter.game.empty() || d.doc.game == q.filter.game) &&
                          (q.filter.doc.empty() ? d.is_default || d.doc.role == "rulings"
                                                : d.doc.key == q.filter.doc);
      if (!wanted) continue;
      plan->scope.push_back(ScopeToken(d.doc.key));
      plan->scope_games.push_back(d.doc.game);
    }
  }
  if (plan->raw) return Status::Ok();
  auto is_history = [&](const std::string& g) {
    return std::find(history.begin(), history.end(), g) != history.end();
  };
  // game -> its current rules document: the games a question can be about. Tournament rules and
  // penalty guides (short documents of long sections) would outweigh a game's rules on every
  // common word; they are searched, never inferred.
  std::map<std::string, const DocumentRecord*> current;
  for (const auto& d : *docs) {
    const bool game_rules = d.doc.kind.empty() || d.doc.kind == "core rules";
    if (d.is_default && d.doc.role == "primary" && game_rules && !is_history(d.doc.game)) {
      current[d.doc.game] = &d;
    }
  }
  std::string fixed = q.filter.game;
  for (const auto& d : *docs) {
    if (fixed.empty() && !q.filter.doc.empty() && d.doc.key == q.filter.doc) fixed = d.doc.game;
  }

  const std::vector<QueryToken> tokens = QueryTokens(q.text);
  std::vector<QWord> words;
  for (size_t t = 0; t < tokens.size(); ++t) {
    for (const auto& w : tokens[t].words) words.push_back({w, t, false});
  }
  auto key_at = [&](size_t i, size_t n) {
    std::string key;
    for (size_t k = i; k < i + n; ++k) key += (k > i ? " " : "") + words[k].text;
    return key;
  };
  auto free_at = [&](size_t i, size_t n) {
    for (size_t k = i; k < i + n; ++k) {
      if (words[k].taken) return false;
    }
    return true;
  };

  // 1. A game named in the question.
  std::string named;
  if (fixed.empty()) {
    for (const auto& [game, d] : current) {
      const std::string& title = d->doc.title;
      const size_t colon = title.find(':');
      std::vector<std::string> names = {WordKey(game)};
      if (colon != std::string::npos) {
        names.push_back(WordKey(title.substr(0, colon)));
      } else if (!Words(title).empty()) {
        names.push_back(Words(title).front());
      }
      for (const auto& name : names) {
        const size_t n = Words(name).size();
        for (size_t i = 0; n > 0 && i + n <= words.size(); ++i) {
          if (free_at(i, n) && key_at(i, n) == name) {
            for (size_t k = i; k < i + n; ++k) words[k].taken = true;
            named = game;
          }
        }
      }
    }
  }

  // A question that is only the game's name ("magic", "riftbound") is also a search for it.
  if (!named.empty() &&
      std::all_of(words.begin(), words.end(), [](const QWord& w) { return w.taken; })) {
    for (auto& w : words) w.taken = false;
  }

  // 2. Cards, longest name first.
  struct FoundCard {
    std::string game, name, type_line, text;
    std::vector<std::string> keywords, terms;
    size_t end = 0;                      // the word after its name as typed
    std::vector<std::string> overrides;  // the rules' words for its text overriding a rule
  };
  std::vector<FoundCard> cards;
  {
    auto st = Cached(
        "SELECT c.game, c.name, c.type_line, c.keywords, c.terms, c.text FROM card_keys k "
        "JOIN cards c ON c.rowid = k.card WHERE k.key = ?1 AND (?2 = '' OR c.game = ?2)");
    if (!st.ok()) return st.status();
    auto vocab = Cached("SELECT count FROM vocabulary WHERE word = ?1");
    if (!vocab.ok()) return vocab.status();
    auto used = Cached("SELECT coalesce(sum(rules), 0) FROM stem_rules WHERE stem = ?1");
    if (!used.ok()) return used.status();
    const std::string card_game = fixed.empty() ? named : fixed;
    for (size_t i = 0; i < words.size();) {
      size_t matched = 0;
      bool named_by_rules = false;  // a one-word name some rule uses (its example names the card)
      for (size_t n = std::min(kLongestPhrase, words.size() - i); n >= 1 && !matched; --n) {
        if (!free_at(i, n) || IsStopWord(words[i].text) || IsStopWord(words[i + n - 1].text)) {
          continue;
        }
        // A one-word name only when typed as a name, and when the texts use the word, only if
        // few rules do: the rules' examples, the FAQ and the rulings name cards ("Yuumi" of
        // "Yuumi, Magical Cat", "Rebuke", "Bonesplitter"), but "Bird", "Buff" or "Block" typed
        // stay words even where a card has that name. A name a rule uses is searched as a word
        // too: that rule's example is about the card (MTG's "Clone", an example's card).
        if (n == 1) {
          if (!tokens[words[i].token].capitalized) continue;
          (*vocab)->Reset();
          (*vocab)->Bind(1, words[i].text);
          Status vs;
          const bool known = (*vocab)->Step(&vs);
          if (!vs.ok()) return vs;
          if (known) {
            (*used)->Reset();
            (*used)->Bind(1, CrudeStem(words[i].text));
            const int64_t rules = (*used)->Step(&vs) ? (*used)->Int(0) : 0;
            if (!vs.ok()) return vs;
            if (rules > kShortNameRules) continue;
            named_by_rules = rules > 0;
          }
        }
        (*st)->Reset();
        (*st)->Bind(1, key_at(i, n)).Bind(2, card_game);
        Status s;
        while ((*st)->Step(&s)) {
          FoundCard c;
          c.game = (*st)->Text(0);
          c.name = (*st)->Text(1);
          c.type_line = (*st)->Text(2);
          c.text = (*st)->Text(5);
          for (const auto& k : Split((*st)->Text(3), '|')) {
            if (!k.empty()) c.keywords.push_back(k);
          }
          for (const auto& k : Split((*st)->Text(4), '|')) {
            if (!k.empty()) c.terms.push_back(k);
          }
          c.end = i + n;
          notes->cards.push_back(c.game + ":" + c.name);
          cards.push_back(std::move(c));
          matched = n;
        }
        if (!s.ok()) return s;
      }
      if (matched) {
        for (size_t k = i; k < i + matched && !named_by_rules; ++k) words[k].taken = true;
        i += matched;
      } else {
        ++i;
      }
    }
    // A card named once is then called by a word of its name, capitalized as a name ("Lecturing
    // Yordle ... kill the Yordle first", "Mossbridge Troll ... the Troll"): that word is the card
    // too, not a word to search.
    std::set<std::string> name_words;
    for (size_t w = 0; w < words.size(); ++w) {
      if (words[w].taken && !IsStopWord(words[w].text)) name_words.insert(words[w].text);
    }
    if (!cards.empty()) {
      for (size_t w = 0; w < words.size(); ++w) {
        if (!words[w].taken && tokens[words[w].token].capitalized &&
            name_words.count(words[w].text) > 0) {
          words[w].taken = true;
        }
      }
    }
  }

  // 3. The words left, without stop words; misspellings corrected.
  std::vector<Item> items;
  auto add_item = [&](const std::string& phrase, const std::string& typed,
                      const std::vector<size_t>& positions) {
    for (auto& it : items) {
      if (it.phrase == phrase) {
        it.positions.insert(it.positions.end(), positions.begin(), positions.end());
        return;
      }
    }
    Item item;
    item.phrase = phrase;
    item.typed = typed;
    item.positions = positions;
    items.push_back(std::move(item));
  };
  std::vector<std::pair<std::string, std::vector<size_t>>> stops;
  for (size_t t = 0, w = 0; t < tokens.size(); ++t) {
    std::vector<std::string> left;
    std::vector<size_t> positions;
    for (size_t k = 0; k < tokens[t].words.size(); ++k, ++w) {
      if (!words[w].taken) {
        left.push_back(words[w].text);
        positions.push_back(w);
      }
    }
    if (left.empty()) continue;
    if (IsCant(left) && left.size() == tokens[t].words.size()) {
      add_item(kCantPhrase, tokens[t].typed, positions);
      continue;
    }
    // A word FTS5's porter stemmer reads as a stop word ("one" and "ones" are "on") would match
    // that stop word in nearly every row: it is dropped as the stop word is.
    const bool stop = std::all_of(left.begin(), left.end(), [&](const std::string& x) {
      return IsStopWord(x) || (snippets_ && AllAlpha(x) && IsStopWord(snippets_->Terms(x)));
    });
    if (stop) {
      stops.push_back({Join(left, " "), positions});
      notes->dropped.push_back(tokens[t].typed);
    } else {
      const std::vector<std::string> signed_pt = SignedPowerToughness(tokens[t].typed);
      const bool pt_only =
          signed_pt.size() == 1 && std::all_of(left.begin(), left.end(), [](const std::string& x) {
            return IsNumber(x) || x == "x";
          });
      if (pt_only && left.size() == tokens[t].words.size()) {
        add_item(signed_pt.front(), tokens[t].typed, positions);
        for (auto& it : items) {
          if (it.phrase == signed_pt.front()) it.numbers = Join(left, " ");
        }
      } else {
        add_item(Join(left, " "), tokens[t].typed, positions);
      }
    }
  }
  if (items.empty() && cards.empty()) {
    // Nothing but stop words: search them after all.
    for (const auto& [phrase, positions] : stops) add_item(phrase, phrase, positions);
    notes->dropped.clear();
  }
  {
    auto vocab = Cached("SELECT count FROM vocabulary WHERE word = ?1");
    if (!vocab.ok()) return vocab.status();
    auto any = Cached("SELECT 1 FROM rules_fts WHERE rules_fts MATCH ?1 LIMIT 1");
    if (!any.ok()) return any.status();
    auto near = Cached("SELECT words FROM vocabulary_lengths WHERE length BETWEEN ?1 AND ?2");
    if (!near.ok()) return near.status();
    // A player's word of a synonyms file is no misspelling though no text uses it: "bounced"
    // was searched as "bounded", "blinked" as "linked", "lanes" as "lands".
    auto synonym = Cached("SELECT 1 FROM synonyms WHERE phrase_key = ?1 LIMIT 1");
    if (!synonym.ok()) return synonym.status();
    for (auto& it : items) {
      if (it.phrase.size() < 4 || !AllAlpha(it.phrase)) continue;
      Status s;
      (*vocab)->Reset();
      (*vocab)->Bind(1, it.phrase);
      bool known = (*vocab)->Step(&s);
      if (!s.ok()) return s;
      if (!known) {
        (*synonym)->Reset();
        (*synonym)->Bind(1, it.phrase);
        known = (*synonym)->Step(&s);
        if (!s.ok()) return s;
      }
      if (!known) {
        // Another form of a word of the rules ("recalled" for "recall") is no misspelling.
        (*any)->Reset();
        (*any)->Bind(1, Quote(it.phrase));
        known = (*any)->Step(&s);
        if (!s.ok()) return s;
      }
      if (known) continue;
      const int max = it.phrase.size() < 8 ? 1 : 2;
      const int len = static_cast<int>(it.phrase.size());
      // The words of the lengths within reach, shortest first and in word order within a length;
      // the closest wins, then the most used, then the first.
      (*near)->Reset();
      (*near)->Bind(1, len - max).Bind(2, len + max);
      std::vector<std::string> lists;
      while ((*near)->Step(&s)) lists.push_back((*near)->Text(0));
      if (!s.ok()) return s;
      std::string best;
      int best_distance = max + 1;
      int64_t best_count = 0;
      const LetterCounts typed(it.phrase);
      for (const std::string& list : lists) {
        for (size_t at = 0; at < list.size();) {
          size_t end = list.find(' ', at);
          if (end == std::string::npos) end = list.size();
          const std::string_view cand(list.data() + at, end - at);
          at = end + 1;
          if (cand < "a") continue;  // numbers and symbols
          // Most words of the length differ in more letters than an edit can change.
          if (typed.BagDistance(cand) > max) continue;
          const int d = DamerauDistance(it.phrase, cand, max);
          if (d > max || d > best_distance) continue;
          (*vocab)->Reset();
          (*vocab)->Bind(1, cand);
          const int64_t count = (*vocab)->Step(&s) ? (*vocab)->Int(0) : 0;
          if (!s.ok()) return s;
          if (d < best_distance || count > best_count) {
            best = std::string(cand);
            best_distance = d;
            best_count = count;
          }
        }
      }
      if (best.empty() || best_distance > max || IsStopWord(best)) continue;
      notes->corrections.push_back({it.typed, best});
      it.phrase = best;
      it.weight = kCorrectedWeight;
      // The synonyms (step 5) are looked up by the words as corrected: "respnd" is "respond".
      if (it.positions.size() == 1) words[it.positions.front()].text = best;
    }
  }

  // 3b. Two forms of one word ("counters ... countered", "triggered ... trigger") are one thing
  // asked about: FTS5 reads them as the same term, so they are merged into one item.
  if (snippets_) {
    std::vector<std::string> terms;
    for (const auto& it : items) {
      terms.push_back(it.numbers.empty() ? snippets_->Terms(it.phrase) : "");
    }
    std::vector<Item> merged;
    std::vector<std::string> merged_terms;
    for (size_t i = 0; i < items.size(); ++i) {
      auto same = std::find(merged_terms.begin(), merged_terms.end(), terms[i]);
      if (terms[i].empty() || same == merged_terms.end()) {
        merged.push_back(std::move(items[i]));
        merged_terms.push_back(terms[i]);
        continue;
      }
      Item& into = merged[static_cast<size_t>(same - merged_terms.begin())];
      into.positions.insert(into.positions.end(), items[i].positions.begin(),
                            items[i].positions.end());
      into.weight = std::max(into.weight, items[i].weight);
    }
    items = std::move(merged);
  }

  // 4. The game to rank first.
  if (fixed.empty()) {
    std::set<std::string> card_games;
    for (const auto& c : cards) card_games.insert(c.game);
    if (!named.empty()) {
      notes->game = named;
      notes->game_reason = "named";
    } else if (card_games.size() == 1) {
      notes->game = *card_games.begin();
      notes->game_reason = "cards";
    } else if (current.size() > 1) {
      // Naive Bayes over document frequencies: log P(word | game) summed over the words that
      // some game's current rules use, each smoothed towards its share of all games' rules.
      auto df = Cached("SELECT doc, rules FROM stem_rules WHERE stem = ?1");
      if (!df.ok()) return df.status();
      std::map<std::string, double> score;
      for (const auto& [game, d] : current) score[game] = 0;
      int informative = 0;
      for (const auto& it : items) {
        // A phrase counts by its rarest word in each game, an upper bound of the phrase's own.
        std::map<std::string, int64_t> per_game;
        bool first_word = true;
        for (const auto& word : Words(it.phrase)) {
          std::map<std::string, int64_t> of_word;
          (*df)->Reset();
          (*df)->Bind(1, CrudeStem(word));
          Status s;
          while ((*df)->Step(&s)) {
            for (const auto& [game, d] : current) {
              if (d->doc.key == (*df)->Text(0)) of_word[game] += (*df)->Int(1);
            }
          }
          if (!s.ok()) return s;
          for (const auto& [game, d] : current) {
            per_game[game] = first_word ? of_word[game] : std::min(per_game[game], of_word[game]);
          }
          first_word = false;
        }
        int64_t total = 0;
        for (const auto& [game, n] : per_game) total += n;
        if (total == 0) continue;
        ++informative;
        // The word's share of all the games' rules: a game that lacks it is not told apart from
        // one that has it once, for a word rare everywhere (kGameSmoothing).
        double all_rules = 0;
        for (const auto& [game, d] : current) {
          all_rules += static_cast<double>(std::max(d->rule_count, 1));
        }
        const double share = static_cast<double>(total) / all_rules;
        for (const auto& [game, d] : current) {
          score[game] +=
              std::log((static_cast<double>(per_game[game]) + kGameSmoothing * share) /
                       (static_cast<double>(std::max(d->rule_count, 1)) + kGameSmoothing));
        }
      }
      std::vector<std::pair<double, std::string>> ranked;
      for (const auto& [game, sc] : score) ranked.emplace_back(sc, game);
      std::sort(ranked.rbegin(), ranked.rend());
      if (informative > 0 && ranked.size() > 1 &&
          ranked[0].first - ranked[1].first >= kGameMargin) {
        notes->game = ranked[0].second;
        notes->game_reason = "words";
      }
    }
  }
  if (!notes->game.empty()) {
    std::vector<std::string> first = {notes->game};
    for (const auto& h : history) {
      if (StartsWith(h, notes->game + "-")) first.push_back(h);
    }
    plan->first_games = CommaList(first);
  }

  // 5. Synonyms of that game: each phrase of the question found in the game's synonyms file
  // merges the words it covers into one group and adds the rules phrases as alternatives.
  // A negation typed right before an item ("not", "no", "never", "no longer", "isn't" read as
  // "t"): the index of its first word, or words.size() when none.
  auto negation_of = [&](const Item& it) {
    if (!it.numbers.empty() || it.positions.empty() || !AllAlpha(it.phrase)) return words.size();
    const size_t p = it.positions.front();
    if (p >= 2 && words[p - 1].text == "longer" && words[p - 2].text == "no") return p - 2;
    if (p >= 1 && !words[p - 1].taken) {
      const std::string& w = words[p - 1].text;
      if (w == "not" || w == "no" || w == "never" || w == "t") return p - 1;
    }
    return words.size();
  };
  auto vocab = Cached("SELECT count FROM vocabulary WHERE word = ?1");
  if (!vocab.ok()) return vocab.status();
  std::vector<Group> groups;
  for (auto& it : items) {
    it.group = static_cast<int>(groups.size());
    Group g;
    if (it.numbers.empty()) {
      g.Add(it.phrase, it.weight);
      if (it.phrase == kCantPhrase) {
        g.Add(kCannot, it.weight);
        // Over kFrequentShare in every game (MTG 2026-08-07 about 9% of the rules, Riftbound
        // v1.2 3.5%, Dimensional Rift 6%): it scores the rows rarer words find, and finds none
        // itself. Measured: the same ranks; p05 24.5M -> 21.3M instructions.
        g.share = 1.0;
      }
      // A word typed negated ("not legal", "no longer legal", "isn't blocked") also stands for
      // the rules' negative form of it, when a rule uses one ("illegal", "unblocked").
      if (const size_t neg = negation_of(it); neg < words.size()) {
        std::string typed;
        for (size_t t = words[neg].token; t <= words[it.positions.front()].token; ++t) {
          typed += (typed.empty() ? "" : " ") + tokens[t].typed;
        }
        for (const char* prefix : kNegativePrefixes) {
          const std::string form = prefix + it.phrase;
          (*vocab)->Reset();
          (*vocab)->Bind(1, form);
          Status vs;
          const bool used = (*vocab)->Step(&vs);
          if (!vs.ok()) return vs;
          if (!used) continue;
          g.Add(form, kNegatedWeight);
          notes->synonyms.push_back({typed, form});
        }
      }
    } else {
      g.Add(it.phrase, kSignedWeight);
      g.Add(it.numbers, kSignedNumbersWeight);
    }
    groups.push_back(std::move(g));
  }
  {
    std::string game = fixed.empty() ? notes->game : fixed;
    auto st =
        Cached("SELECT target FROM synonyms WHERE phrase_key = ?1 AND (?2 = '' OR game = ?2)");
    if (!st.ok()) return st.status();
    // Merges the groups of the items at `at` (positions in words) into one and adds the
    // synonyms file's targets for `key` to it.
    auto apply = [&](const std::string& key, const std::vector<size_t>& at) -> Status {
      (*st)->Reset();
      (*st)->Bind(1, key).Bind(2, game);
      std::vector<std::string> targets;
      Status s;
      while ((*st)->Step(&s)) targets.push_back(WordKey((*st)->Text(0)));
      if (!s.ok()) return s;
      if (targets.empty()) return Status::Ok();
      int into = -1;
      for (auto& it : items) {
        const bool inside = std::any_of(it.positions.begin(), it.positions.end(), [&](size_t p) {
          return std::find(at.begin(), at.end(), p) != at.end();
        });
        if (!inside) continue;
        if (into < 0) {
          into = it.group;
        } else if (it.group != into) {
          const int from = it.group;
          for (const auto& alt : groups[static_cast<size_t>(from)].alternatives) {
            groups[static_cast<size_t>(into)].Add(alt.first, alt.second);
          }
          groups[static_cast<size_t>(from)].alternatives.clear();
          for (auto& other : items) {
            if (other.group == from) other.group = into;
          }
        }
      }
      if (into < 0) {
        into = static_cast<int>(groups.size());
        groups.emplace_back();
      }
      // A word of a phrase of several ("same" of "at the same time", "deck" of "deck is empty")
      // stands for a part of it only: a rule with "time" alone does not cover the phrase.
      size_t inside = 0;
      for (const auto& it : items) {
        inside += std::any_of(it.positions.begin(), it.positions.end(), [&](size_t p) {
          return std::find(at.begin(), at.end(), p) != at.end();
        });
      }
      if (inside >= 2) {
        for (auto& [phrase, weight] : groups[static_cast<size_t>(into)].alternatives) {
          for (const auto& it : items) {
            if (it.group == into && it.phrase == phrase) {
              weight = std::min(weight, it.weight * kMergedWordWeight);
            }
          }
        }
      }
      for (const auto& t : targets) {
        groups[static_cast<size_t>(into)].Add(t, kSynonymWeight);
        notes->synonyms.push_back({key, t});
      }
      return Status::Ok();
    };
    // Phrases of words side by side, as typed ("attached to").
    for (size_t i = 0; i < words.size(); ++i) {
      for (size_t n = 1; n <= kLongestPhrase && i + n <= words.size(); ++n) {
        if (!free_at(i, n)) break;
        std::vector<size_t> at;
        for (size_t k = i; k < i + n; ++k) at.push_back(k);
        Status s = apply(key_at(i, n), at);
        if (!s.ok()) return s;
      }
    }
    // A card named, then what its text says as typed ("Lee Sin, Ascetic says he can ..."): the
    // synonyms file's "card says", the rule that card text overrides the rules, part of the card.
    for (auto& c : cards) {
      if (c.end >= words.size() || words[c.end].taken) continue;
      (*st)->Reset();
      (*st)->Bind(1, "card " + words[c.end].text).Bind(2, game);
      Status s;
      while ((*st)->Step(&s)) {
        c.overrides.push_back(WordKey((*st)->Text(0)));
        notes->synonyms.push_back({"card " + words[c.end].text, c.overrides.back()});
      }
      if (!s.ok()) return s;
    }
    // Phrases of content words with stop words or a card's name between them: "kill the Yordle
    // first" is "kill first". Those side by side were looked up above.
    std::vector<size_t> content;
    for (size_t w = 0; w < words.size(); ++w) {
      if (!words[w].taken && !IsStopWord(words[w].text)) content.push_back(w);
    }
    for (size_t a = 0; a < content.size(); ++a) {
      std::string key = words[content[a]].text;
      std::vector<size_t> at = {content[a]};
      for (size_t b = a + 1; b < content.size() && at.size() < kLongestPhrase; ++b) {
        key += " " + words[content[b]].text;
        at.push_back(content[b]);
        if (content[b] - content[a] + 1 == at.size()) continue;  // side by side
        Status s = apply(key, at);
        if (!s.ok()) return s;
      }
    }
  }
  // 5b. A word that most rules use ("ability" in MTG, "unit" in Riftbound) says little about
  // which rule answers, yet matching it costs a pass over most of the index: when the question
  // has rarer words, it is left out of the search (noted as common).
  if (q.mode == SearchMode::kAnyWord) {
    std::vector<const DocumentRecord*> scope;
    const std::string game = fixed.empty() ? notes->game : fixed;
    for (const auto& d : *docs) {
      if (!q.filter.doc.empty()
              ? d.doc.key == q.filter.doc
              : d.is_default && d.doc.role == "primary" && !is_history(d.doc.game) &&
                    (game.empty() || d.doc.game == game)) {
        scope.push_back(&d);
      }
    }
    int64_t total = 0;
    for (const auto* d : scope) total += d->rule_count;
    auto st = Cached("SELECT doc, rules FROM stem_rules WHERE stem = ?1");
    if (!st.ok()) return st.status();
    std::vector<bool> common(groups.size(), false);
    size_t rare = 0;
    for (size_t g = 0; g < groups.size(); ++g) {
      const auto& alts = groups[g].alternatives;
      if (alts.empty()) continue;
      const bool one_word = alts.size() == 1 && Words(alts[0].first).size() == 1;
      int64_t rules = 0;
      if (one_word && total > 0) {
        (*st)->Reset();
        (*st)->Bind(1, CrudeStem(alts[0].first));
        Status s;
        while ((*st)->Step(&s)) {
          for (const auto* d : scope) {
            if (d->doc.key == (*st)->Text(0)) rules += (*st)->Int(1);
          }
        }
        if (!s.ok()) return s;
      }
      if (one_word && total >= kCommonMinRules) {
        groups[g].rules = rules;
        groups[g].share = static_cast<double>(rules) / static_cast<double>(total);
      }
      common[g] = one_word && total >= kCommonMinRules &&
                  static_cast<double>(rules) > kCommonShare * static_cast<double>(total);
      if (!common[g]) ++rare;
    }
    if (rare > 0 || !cards.empty()) {
      for (size_t g = 0; g < groups.size(); ++g) {
        if (!common[g]) continue;
        for (const auto& it : items) {
          if (it.group == static_cast<int>(g)) notes->common.push_back(it.typed);
        }
        groups[g].alternatives.clear();
      }
    }
  }
  // 5c. A document whose text was extracted with the printed ligatures (Riftbound v1.4:
  // "Battleﬁeld", "ﬁrst", "Conﬂict", kept as printed, corpus/import_riftbound_lines.h) is indexed
  // with them: FTS5's tokenizer reads "battleﬁeld" as a term of its own. Each phrase with "fi" or
  // "fl" also stands for its ligature spelling, at its weight, where the rules' index has it.
  if (snippets_) {
    auto term_rows = Cached("SELECT rows FROM fts_terms WHERE tbl = 0 AND term = ?1");
    if (!term_rows.ok()) return term_rows.status();
    for (auto& g : groups) {
      const size_t n = g.alternatives.size();
      for (size_t a = 0; a < n; ++a) {
        const auto [phrase, weight] = g.alternatives[a];
        if (phrase.find("fi") == std::string::npos && phrase.find("fl") == std::string::npos) {
          continue;
        }
        std::string form;
        bool changed = false;
        for (const auto& w : Words(phrase)) {
          std::string lig;
          for (size_t i = 0; i < w.size(); ++i) {
            if (i + 1 < w.size() && w[i] == 'f' && (w[i + 1] == 'i' || w[i + 1] == 'l')) {
              lig += w[i + 1] == 'i' ? kLigatureFi : kLigatureFl;
              ++i;
            } else {
              lig += w[i];
            }
          }
          if (lig != w) {
            (*term_rows)->Reset();
            (*term_rows)->Bind(1, snippets_->Terms(lig));
            Status s;
            const bool indexed = (*term_rows)->Step(&s);
            if (!s.ok()) return s;
            if (indexed) {
              changed = true;
            } else {
              lig = w;
            }
          }
          form += (form.empty() ? "" : " ") + lig;
        }
        if (changed) g.Add(form, weight);
      }
    }
  }
  // One unit per group of words.
  std::vector<Group> planned;
  for (auto& g : groups) {
    if (g.alternatives.empty()) continue;
    g.unit = static_cast<int>(planned.size());
    planned.push_back(std::move(g));
  }
  int units = static_cast<int>(planned.size());
  // A card is one unit: a group per keyword, and one for the terms of its text and its type.
  for (const auto& c : cards) {
    const int unit = units++;
    double keyword_weight = kCardKeywordWeight;
    std::set<std::string> quoted;         // the FTS5 terms of the sentences the question quotes
    std::set<std::string> keyword_names;  // the FTS5 terms of its keywords' names
    if (snippets_) {
      // The FTS5 terms of its text outside reminder text and its keywords' names, against the
      // question's words as searched (its name's words are not among them).
      // Nor the words of its type line: "creature" in "Champion a creature" says the card is
      // about creatures as its type does, not which of its abilities is asked about.
      std::set<std::string> keyword_terms;
      for (const auto& k : c.keywords) {
        for (const auto& w : Words(k)) keyword_terms.insert(snippets_->Terms(w));
      }
      keyword_names = keyword_terms;
      for (const auto& w : Words(c.type_line)) keyword_terms.insert(snippets_->Terms(w));
      // Nor a sentence that uses a keyword's word ("Equipped creature gets +2/+0." of an Equip
      // card): it is about that keyword. Sentences end at '.', a line's end (MTG's "Flying" line)
      // or a ']' (Riftbound prints a keyword as "[Ganking]", and its next sentence may follow
      // without a stop).
      std::vector<std::vector<std::string>> sentences;
      std::set<std::string> text_terms;
      const std::string printed = WithoutParenthesized(c.text);
      for (size_t at = 0; at < printed.size();) {
        size_t end = printed.find_first_of(".]\n", at);
        if (end == std::string::npos) end = printed.size();
        std::vector<std::string> sentence;
        bool keyword_sentence = false;
        for (const auto& w : Words(std::string_view(printed).substr(at, end - at))) {
          if (!AllAlpha(w) || IsStopWord(w)) continue;
          std::string t = snippets_->Terms(w);
          keyword_sentence = keyword_sentence || keyword_names.count(t) > 0;
          sentence.push_back(std::move(t));
        }
        if (!keyword_sentence) {
          text_terms.insert(sentence.begin(), sentence.end());
          sentences.push_back(std::move(sentence));
        }
        at = end + 1;
      }
      // A word most rules use ("unit", "card") says nothing of what the card does.
      for (const auto& it : items) {
        if (!it.numbers.empty() || it.positions.empty() ||
            std::count(notes->common.begin(), notes->common.end(), it.typed) > 0) {
          continue;
        }
        const std::string t = snippets_->Terms(it.phrase);
        if (keyword_terms.count(t) || !text_terms.count(t)) continue;
        keyword_weight = kCardTextKeywordWeight;
        for (const auto& sentence : sentences) {
          if (std::find(sentence.begin(), sentence.end(), t) != sentence.end()) {
            quoted.insert(sentence.begin(), sentence.end());
          }
        }
      }
    }
    // When the question quotes the card's text, the glossary terms of the sentences it quotes
    // (Vi's "Recycle 1 from your trash", Scattering Stroke's "Counter target spell"): what that
    // text does, not what its other sentences do ("main phase", "mana value"); and its keywords'
    // names, which are glossary terms too. Measured on the three sets (score.py --pin): own
    // 70.7 -> 72.4 hit@1 (omtg20 2 -> 1: its "If", "Phase", "Mana" no longer pull 728 rad
    // counters), no row down; without the keywords' names rb28 2 -> 3.
    std::vector<std::string> terms;
    for (const auto& t : c.terms) {
      const std::vector<std::string> term_words = Words(t);
      if (quoted.empty() ||
          std::all_of(term_words.begin(), term_words.end(), [&](const std::string& w) {
            const std::string term = snippets_->Terms(w);
            return quoted.count(term) > 0 || keyword_names.count(term) > 0;
          })) {
        terms.push_back(t);
      }
    }
    for (const auto& k : c.keywords) {
      Group g;
      g.unit = unit;
      g.Add(WordKey(k), keyword_weight);
      planned.push_back(std::move(g));
    }
    if (!c.overrides.empty()) {
      Group g;
      g.unit = unit;
      for (const auto& o : c.overrides) g.Add(o, kCardOverrideWeight);
      planned.push_back(std::move(g));
    }
    // The terms that name a game action of the card's game, rare enough to say what it does.
    std::vector<std::string> actions;
    if (!terms.empty()) {
      std::string doc;
      int64_t total = 0;
      for (const auto& d : *docs) {
        if (q.filter.doc.empty() ? d.is_default && d.doc.role == "primary" && d.doc.game == c.game
                                 : d.doc.key == q.filter.doc && d.doc.game == c.game) {
          doc = d.doc.key;
          total = d.rule_count;
          break;
        }
      }
      auto is_action = Cached(
          "SELECT 1 FROM glossary g JOIN rules r ON r.doc = g.doc AND r.id = g.rule_id "
          "WHERE g.doc = ?1 AND g.term_key = ?2 AND ("
          "EXISTS (SELECT 1 FROM rules s WHERE s.doc = r.doc AND s.id = r.parent AND "
          "s.title = 'Keyword Actions') OR "
          "EXISTS (SELECT 1 FROM rules k WHERE k.doc = r.doc AND (k.parent = r.id OR "
          "(r.parent != '' AND k.parent = r.parent)) AND k.text LIKE '%is a % Action.')) LIMIT 1");
      if (!is_action.ok()) return is_action.status();
      auto used = Cached("SELECT rules FROM stem_rules WHERE stem = ?1 AND doc = ?2");
      if (!used.ok()) return used.status();
      std::vector<std::string> rest;
      for (const auto& t : terms) {
        bool action = false;
        if (!doc.empty() && total > 0 && Words(t).size() == 1) {
          (*is_action)->Reset();
          (*is_action)->Bind(1, doc).Bind(2, ToLowerAscii(t));
          Status s;
          action = (*is_action)->Step(&s);
          if (!s.ok()) return s;
          if (action) {
            (*used)->Reset();
            (*used)->Bind(1, CrudeStem(WordKey(t))).Bind(2, doc);
            const int64_t rules = (*used)->Step(&s) ? (*used)->Int(0) : 0;
            if (!s.ok()) return s;
            action = static_cast<double>(rules) <= kFrequentShare * static_cast<double>(total);
          }
        }
        (action ? actions : rest).push_back(t);
      }
      terms = std::move(rest);
    }
    if (!actions.empty()) {
      Group a;
      a.unit = unit;
      for (const auto& t : actions) a.Add(WordKey(t), kCardActionWeight);
      planned.push_back(std::move(a));
    }
    Group g;
    g.unit = unit;
    for (const auto& t : terms) g.Add(WordKey(t), kCardTermWeight);
    for (const auto& w : Words(c.type_line)) g.Add(w, kCardTypeWeight);
    if (!g.alternatives.empty()) planned.push_back(std::move(g));
  }

  // 6. The MATCH expression and the ranking's spec, phrases in the same order.
  std::vector<RankPhrase> phrases;
  std::vector<int> group_units;
  std::vector<std::string> any, all;
  std::vector<bool> frequent;  // per phrase of `any`
  int64_t candidates = 0;      // rules that use a rarer one-word group (counted ones only)
  for (int u = 0; u < units; ++u) {
    std::vector<std::string> unit_phrases;
    for (const auto& g : planned) {
      if (g.unit != u) continue;
      const int gi = static_cast<int>(group_units.size());
      group_units.push_back(u);
      for (const auto& [phrase, weight] : g.alternatives) {
        phrases.push_back({gi, weight});
        unit_phrases.push_back(Quote(phrase));
        frequent.push_back(g.share > kFrequentShare);
      }
      if (g.share <= kFrequentShare && g.rules > 0) candidates += g.rules;
    }
    if (unit_phrases.empty()) continue;
    any.insert(any.end(), unit_phrases.begin(), unit_phrases.end());
    all.push_back("(" + Join(unit_phrases, " OR ") + ")");
  }
  // Two words typed side by side count once more where the rule has them side by side
  // ("activation criteria", "double arrow"), stop words typed between them included ("end of
  // turn"): a phrase of their own, outside coverage.
  if (q.mode != SearchMode::kAllWords && !any.empty()) {
    // Each run of positions an item was typed at (a word typed twice is two), in typed order.
    struct Occurrence {
      size_t first, last;
      const Item* item;
    };
    std::vector<Occurrence> order;
    for (const auto& it : items) {
      if (it.positions.empty() || !it.numbers.empty()) continue;
      std::vector<size_t> at = it.positions;
      std::sort(at.begin(), at.end());
      for (size_t i = 0; i < at.size();) {
        size_t j = i;
        while (j + 1 < at.size() && at[j + 1] == at[j] + 1) ++j;
        order.push_back({at[i], at[j], &it});
        i = j + 1;
      }
    }
    std::sort(order.begin(), order.end(),
              [](const Occurrence& a, const Occurrence& b) { return a.first < b.first; });
    std::set<std::string> quoted(any.begin(), any.end());
    // A short question that ends in a stop word ("Target from", "cast from") is a term as typed
    // (a question's words never end on "from"): the whole of it, a phrase like a pair's.
    if (words.size() >= 2 && words.size() <= 3 &&
        std::none_of(words.begin(), words.end(), [](const QWord& w) { return w.taken; }) &&
        !IsStopWord(words.front().text) && IsStopWord(words.back().text)) {
      std::vector<std::string> all_words;
      for (const auto& w : words) all_words.push_back(w.text);
      const std::string whole = Quote(Join(all_words, " "));
      if (quoted.insert(whole).second) {
        phrases.push_back({static_cast<int>(group_units.size()), kAdjacentWeight});
        group_units.push_back(-1);
        any.push_back(whole);
        frequent.push_back(false);
      }
    }
    for (size_t k = 0; k + 1 < order.size(); ++k) {
      const Item& a = *order[k].item;
      const Item& b = *order[k + 1].item;
      // "can't" pairs with what it negates ("can't block", "can't be countered"), not with the
      // word before ("creature can't"): each "can t" phrase reads the long doclists of "can" and
      // "t". Measured on my probes: the same ranks as with both pairs (without any, p06 "... says
      // it can't be countered be countered" 2 -> 5), a "can't" question +28-58% instructions
      // instead of +35-84%.
      if (b.phrase == kCantPhrase) continue;
      if (&a == &b || order[k + 1].first <= order[k].last ||
          order[k + 1].first - order[k].last - 1 > kAdjacentGap) {
        continue;
      }
      std::string between;
      bool stops_only = true;
      for (size_t w = order[k].last + 1; w < order[k + 1].first; ++w) {
        if (words[w].taken || !IsStopWord(words[w].text)) stops_only = false;
        between += words[w].text + " ";
      }
      if (!stops_only) continue;
      const std::string pair = Quote(a.phrase + " " + between + b.phrase);
      if (!quoted.insert(pair).second) continue;
      phrases.push_back({static_cast<int>(group_units.size()), kAdjacentWeight});
      group_units.push_back(-1);
      any.push_back(pair);
      frequent.push_back(false);
    }
  }
  plan->match = q.mode == SearchMode::kAllWords ? Join(all, " AND ") : Join(any, " OR ");
  // Rows are found by the rarer phrases; every phrase scores them. The rarer ones are twice in
  // the expression: the copy that finds the rows has weight 0 and scores nothing (its group's
  // best phrase is the same phrase, scored once).
  std::vector<std::string> rare;
  std::vector<RankPhrase> rare_specs;
  for (size_t i = 0; i < any.size(); ++i) {
    if (frequent[i]) continue;
    rare.push_back(any[i]);
    rare_specs.push_back({phrases[i].group, 0.0});
  }
  if (q.mode == SearchMode::kAnyWord && !rare.empty() && rare.size() < any.size() &&
      candidates >= kCandidatesPerHit * q.limit) {
    plan->match = "(" + Join(rare, " OR ") + ") AND (" + plan->match + ")";
    rare_specs.insert(rare_specs.end(), phrases.begin(), phrases.end());
    phrases = std::move(rare_specs);
  }
  plan->heading_factor = all.size() > 1 ? kHeadingFactor : 1.0;
  plan->phrase_spec = PhraseSpec(phrases);
  plan->group_spec = GroupSpec(group_units);
  plan->groups = static_cast<int>(group_units.size());
  return Status::Ok();
}

Result<const RowFacts*> Store::Facts(size_t table) {
  if (facts_.size() <= table) facts_.resize(std::size(kTables));
  if (facts_[table]) return facts_[table].get();
  auto st = Cached("SELECT sizes, groups FROM fts_rows WHERE tbl = ?1");
  if (!st.ok()) return st.status();
  (*st)->Reset();
  (*st)->Bind(1, static_cast<int64_t>(table));
  Status s;
  if (!(*st)->Step(&s)) {
    if (!s.ok()) return s;
    return Status::Corruption(std::string("the database has no row facts for ") +
                              kTables[table].fts + "; rebuild it with `arbiter build`");
  }
  // The two blobs (a rule's facts are 200 KB) read straight into their strings.
  auto records = db_.ReadBlob("fts_rows", "records", static_cast<int64_t>(table));
  if (!records.ok()) return records.status();
  auto links = db_.ReadBlob("fts_rows", "links", static_cast<int64_t>(table));
  if (!links.ok()) return links.status();
  auto facts = RowFacts::Decode(static_cast<int>((*st)->Int(0)), (*st)->Text(1),
                                std::move(*records), std::move(*links));
  if (!facts.ok()) return facts.status();
  facts_[table] = std::make_unique<RowFacts>(std::move(*facts));
  return facts_[table].get();
}

Result<std::vector<SearchHit>> Store::RankKind(const SearchQuery& q, const Plan& plan, size_t table,
                                               int limit) {
  const SearchTable& t = kTables[table];
  auto facts_or = Facts(table);
  if (!facts_or.ok()) return facts_or.status();
  const RowFacts& facts = **facts_or;
  if (Status loaded = LoadDocuments(); !loaded.ok()) return loaded;
  // What decides a row's place, per group of rows (a document, or a game for scenarios): the
  // filter keeps it; its game is ranked first; it is current (not an older numbering).
  struct GroupFacts {
    bool kept = false, first = false, current = false;
    std::string game;
  };
  std::vector<GroupFacts> groups;
  for (const std::string& key : facts.groups()) {
    GroupFacts g;
    if (t.by_game) {
      g.game = key;
      g.kept = (q.filter.game.empty() || key == q.filter.game) && q.filter.doc.empty();
      g.current = true;
    } else {
      for (const auto& d : documents_) {  // read by LoadDocuments() above
        if (d.doc.key != key) continue;
        g.game = d.doc.game;
        g.kept = (q.filter.game.empty() || d.doc.game == q.filter.game) &&
                 (q.filter.doc.empty() || d.doc.key == q.filter.doc) &&
                 (!q.filter.doc.empty() || q.filter.all_versions || d.is_default ||
                  d.doc.role == "rulings");
        g.current =
            d.is_default && plan.history_games.find("," + g.game + ",") == std::string::npos;
        break;
      }
    }
    g.first = !g.game.empty() && plan.first_games.find("," + g.game + ",") != std::string::npos;
    groups.push_back(std::move(g));
  }
  struct Row {
    int64_t rowid;  // in the base table
    double score;
    int group;
    int64_t fts_rowid;  // the full-text row it was found by (shared by rules of the same text)
  };
  std::vector<Row> kept;
  // Each phrase's rows in this table, for its idf: one term's from fts_terms; a phrase of several
  // terms counted here once, however often the expression repeats it (the rarer phrases are in it
  // twice); -1 (arbiter_rank counts them) when the expression's phrases cannot be read.
  std::string phrase_rows;
  if (plan.phrases_read) {
    auto count = Cached("SELECT rows FROM fts_terms WHERE tbl = ?1 AND term = ?2");
    if (!count.ok()) return count.status();
    // Prepared when a phrase of several terms needs it (a question of one word has none).
    Statement* rows_of = nullptr;
    const std::vector<std::string> quoted = QuotedPhrases(plan.match);
    const auto& phrases = snippets_->phrases();
    std::map<std::string, int64_t> counted;
    for (size_t i = 0; i < phrases.size(); ++i) {
      int64_t n = -1;
      Status s;
      if (phrases[i].size() == 1) {
        // A ligature spelling (step 5c) counts as the word spelled out, when the index has it:
        // its own rows are one document's, so its idf would outweigh the word's.
        const std::string folded = SpellOutLigatures(phrases[i][0]);
        for (const std::string& term : {folded, phrases[i][0]}) {
          (*count)->Reset();
          (*count)->Bind(1, static_cast<int64_t>(table)).Bind(2, term);
          n = (*count)->Step(&s) ? (*count)->Int(0) : 0;
          if (!s.ok() || n > 0 || folded == phrases[i][0]) break;
        }
      } else if (quoted.size() == phrases.size()) {
        auto [at, fresh] = counted.emplace(quoted[i], 0);
        if (fresh) {
          if (rows_of == nullptr) {
            auto prepared = Cached(std::string("SELECT count(*) FROM ") + t.fts + " WHERE " +
                                   t.fts + " MATCH ?1");
            if (!prepared.ok()) return prepared.status();
            rows_of = *prepared;
          }
          rows_of->Reset();
          rows_of->Bind(1, quoted[i]);
          at->second = rows_of->Step(&s) ? rows_of->Int(0) : 0;
        }
        n = at->second;
      }
      if (!s.ok()) return s;
      phrase_rows += (phrase_rows.empty() ? "" : " ") + std::to_string(n);
    }
  }
  // Ranks the rows of the documents `scope` (scope tokens; all when empty) and keeps the best
  // `n` of them in `kept`: the games ranked first, then the current documents, then by score
  // (the earlier row on a tie).
  auto rank = [&](const std::vector<std::string>& scope, int n) -> Status {
    auto st = Cached(RankSql(table, plan.raw));
    if (!st.ok()) return st.status();
    // The documents in the MATCH: the scope phrases come after the question's, in one group of
    // weight 0 that counts for no coverage.
    std::string match = plan.match, phrase_spec = plan.phrase_spec, group_spec = plan.group_spec;
    if (!scope.empty()) {
      match = "(" + plan.match + ") AND (" + Join(scope, " OR ") + ")";
      for (size_t i = 0; i < scope.size(); ++i) {
        phrase_spec += " " + std::to_string(plan.groups) + ":0";
      }
      group_spec += " -1";
    }
    (*st)->Reset();
    (*st)->Bind(1, match);
    if (!plan.raw) {
      (*st)->Bind(2, phrase_spec).Bind(3, group_spec).Bind(4, phrase_rows);
      (*st)->BindPointer(5, &facts, kRowFactsPointerType);
    }
    std::vector<Row> found;
    Status s;
    while ((*st)->Step(&s)) {
      const int64_t fts_rowid = (*st)->Int(0);
      const double score = (*st)->Double(1);
      // Every row of the base table that shares this full-text row, in rowid order.
      for (int64_t rowid = fts_rowid; rowid != 0; rowid = facts.Next(rowid)) {
        Row r{rowid, score, facts.Group(rowid), fts_rowid};
        if (r.group < 0) {
          return Status::Corruption(std::string("the database has no row facts for row ") +
                                    std::to_string(r.rowid) + " of " + t.fts +
                                    "; rebuild it with `arbiter build`");
        }
        if (!groups[static_cast<size_t>(r.group)].kept) continue;
        if (table == 0) {
          if (facts.Heading(r.rowid)) r.score *= plan.heading_factor;
          r.score /= 1.0 + kSiblingPrior * facts.Ordinal(r.rowid);
        }
        found.push_back(r);
      }
    }
    (*st)->Reset();  // releases the bound facts and the FTS5 cursor
    // Only a --raw expression is the user's; any other failure is the database's.
    if (!s.ok()) return plan.raw ? BadFtsQuery(plan.match, s) : s;
    auto before = [&](const Row& a, const Row& b) {
      const GroupFacts& ga = groups[static_cast<size_t>(a.group)];
      const GroupFacts& gb = groups[static_cast<size_t>(b.group)];
      if (ga.first != gb.first) return ga.first;
      if (ga.current != gb.current) return ga.current;
      if (a.score != b.score) return a.score > b.score;
      return a.rowid < b.rowid;
    };
    const size_t keep = std::min(found.size(), static_cast<size_t>(std::max(n, 0)));
    std::partial_sort(found.begin(), found.begin() + static_cast<std::ptrdiff_t>(keep), found.end(),
                      before);
    kept.insert(kept.end(), found.begin(), found.begin() + static_cast<std::ptrdiff_t>(keep));
    return Status::Ok();
  };
  if (!t.scoped || plan.scope.empty() || plan.raw) {
    Status s = rank({}, limit);
    if (!s.ok()) return s;
  } else {
    // The games ranked first come before every other row, so their documents are ranked on
    // their own first, and the others only for the places left: the same hits, and a question
    // about one game does not rank every other game's rows.
    std::vector<std::string> first, rest;
    for (size_t i = 0; i < plan.scope.size(); ++i) {
      const bool is_first =
          plan.first_games.find("," + plan.scope_games[i] + ",") != std::string::npos;
      (is_first ? first : rest).push_back(plan.scope[i]);
    }
    if (first.empty() || rest.empty()) {
      Status s = rank(plan.scope, limit);
      if (!s.ok()) return s;
    } else {
      Status s = rank(first, limit);
      if (!s.ok()) return s;
      const int left = limit - static_cast<int>(kept.size());
      if (left > 0) s = rank(rest, left);
      if (!s.ok()) return s;
    }
  }
  std::vector<SearchHit> out;
  if (kept.empty()) return out;
  auto details = Cached(t.details);
  if (!details.ok()) return details.status();
  for (const Row& r : kept) {
    SearchHit h;
    h.kind = t.kind;
    h.game = groups[static_cast<size_t>(r.group)].game;
    h.score = r.score;
    std::string parent, section;
    (*details)->Reset();
    (*details)->Bind(1, r.rowid);
    Status s;
    if ((*details)->Step(&s)) {
      h.doc = (*details)->Text(0);
      h.id = (*details)->Text(1);
      h.title = (*details)->Text(2);
      parent = (*details)->Text(3);
      section = (*details)->Text(4);
    }
    if (!s.ok()) return s;
    Status sn = AddSnippet(q, plan, table, r.fts_rowid, &h);
    if (!sn.ok()) return sn;
    if (h.kind == "rule" && h.title.empty()) {
      // The section title: the nearest titled ancestor by number, else the heading above it.
      std::string up = parent.empty() ? section : parent;
      for (int depth = 0; depth < 8 && !up.empty(); ++depth) {
        RuleRecord a;
        auto found = RuleHeading(h.doc, up, &a);
        if (!found.ok() || !*found) break;
        if (!a.title.empty()) {
          h.title = a.id + " " + a.title;
          break;
        }
        up = a.parent.empty() ? a.section : a.parent;
      }
    }
    out.push_back(std::move(h));
  }
  return out;
}

Status Store::AddSnippet(const SearchQuery& q, const Plan& plan, size_t table, int64_t fts_rowid,
                         SearchHit* hit) {
  // Computed for the hits kept only, from the row's text (store/snippet.h): the ranking of
  // thousands of matching rows must not read their texts.
  const SearchTable& t = kTables[table];
  if (plan.phrases_read) {
    // The row's columns straight from FTS5's content table (id, c0, c1, ...): a b-tree lookup,
    // where `SELECT * FROM <fts> WHERE rowid = ?` opened a full-text cursor that prepared and ran
    // that same lookup itself.
    auto st = Cached(std::string("SELECT * FROM '") + t.fts + "_content' WHERE id = ?1");
    if (!st.ok()) return st.status();
    (*st)->Bind(1, fts_rowid);
    Status s;
    if ((*st)->Step(&s)) {
      constexpr int kC0 = 1;  // the full-text table's first column; 0 is the id
      std::vector<std::string> columns;
      if (t.snippet_column >= 0) {
        columns.push_back((*st)->Text(kC0 + t.snippet_column));
      } else {
        for (int c = kC0; c < (*st)->ColumnCount(); ++c) columns.push_back((*st)->Text(c));
      }
      hit->snippet = snippets_->Snippet(columns, q.open_mark, q.close_mark, kSnippetTokens);
      // A heading has no text: its title, with the words found marked.
      if (hit->snippet.empty() && t.snippet_column > 0) {
        hit->snippet = snippets_->Highlight((*st)->Text(kC0), q.open_mark, q.close_mark);
      }
    }
    if (!s.ok()) return s;
  } else {
    // --raw: FTS5's own, whatever the expression.
    auto st =
        Cached(std::string("SELECT snippet(") + t.fts + ", " + std::to_string(t.snippet_column) +
               ", ?2, ?3, '...', " + std::to_string(kSnippetTokens) + ") FROM " + t.fts +
               " WHERE " + t.fts + " MATCH ?1 AND rowid = ?4");
    if (!st.ok()) return st.status();
    (*st)->Bind(1, plan.match).Bind(2, q.open_mark).Bind(3, q.close_mark).Bind(4, fts_rowid);
    Status s;
    if ((*st)->Step(&s)) hit->snippet = (*st)->Text(0);
    if (!s.ok()) return BadFtsQuery(plan.match, s);
    if (hit->snippet.empty() && t.snippet_column > 0) {
      auto title = Cached(std::string("SELECT highlight(") + t.fts + ", 0, ?2, ?3) FROM " + t.fts +
                          " WHERE " + t.fts + " MATCH ?1 AND rowid = ?4");
      if (!title.ok()) return title.status();
      (*title)->Bind(1, plan.match).Bind(2, q.open_mark).Bind(3, q.close_mark).Bind(4, fts_rowid);
      if ((*title)->Step(&s)) hit->snippet = (*title)->Text(0);
      if (!s.ok()) return BadFtsQuery(plan.match, s);
    }
  }
  if (hit->snippet.empty()) hit->snippet = hit->title;
  return Status::Ok();
}

Result<SearchResult> Store::Search(const SearchQuery& q) {
  SearchResult result;
  // A question, not a document: the planning looks up every phrase of up to six words, so its
  // cost grows with the length (a 1 MiB query took 21 s). Refused, with the sizes, past these.
  if (q.text.size() > kMaxQuestionBytes) {
    return Status::InvalidArgument("the search text is " + std::to_string(q.text.size()) +
                                   " bytes; a question may have at most " +
                                   std::to_string(kMaxQuestionBytes));
  }
  if (const size_t words = QueryTokens(q.text).size();
      q.mode != SearchMode::kRaw && words > kMaxQuestionWords) {
    return Status::InvalidArgument("the question has " + std::to_string(words) +
                                   " words; search reads at most " +
                                   std::to_string(kMaxQuestionWords));
  }
  Plan plan;
  plan.raw = q.mode == SearchMode::kRaw;
  if (!plan.raw && !snippets_) {
    auto opened = Snippets::Open(&db_);
    if (!opened.ok()) return opened.status();
    snippets_ = std::move(*opened);
  }
  Status s = PlanQuestion(q, &plan, &result.notes);
  if (!s.ok()) return s;
  if (plan.raw) plan.match = std::string(Trim(q.text));
  result.notes.match = plan.match;
  if (plan.match.empty()) return result;
  if (!plan.raw && !rank_registered_) {
    s = RegisterRankFunction(&db_);
    if (!s.ok()) return s;
    rank_registered_ = true;
  }
  if (!plan.raw) {
    if (!snippets_) {
      auto opened = Snippets::Open(&db_);
      if (!opened.ok()) return opened.status();
      snippets_ = std::move(*opened);
    }
    plan.phrases_read = snippets_->SetPhrases(plan.match);
  }
  for (size_t t = 0; t < std::size(kTables); ++t) {
    if (!q.kind.empty() && q.kind != kTables[t].kind) continue;
    const int limit = q.kind.empty() && t > 0 ? std::min(kOtherHits, q.limit) : q.limit;
    auto hits = RankKind(q, plan, t, limit);
    if (!hits.ok()) return hits.status();
    result.hits.insert(result.hits.end(), hits->begin(), hits->end());
  }
  return result;
}

}  // namespace arbiter::store
