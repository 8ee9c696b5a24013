// Words as search sees them, on both sides: the build splits the indexed texts into words for the
// vocabulary (typo correction) and card terms, and a query is split the same way. A word is a run
// of ASCII letters and digits or of non-ASCII letters and digits, lower-cased; everything else
// separates, typographic punctuation (’ “ ” — …) and symbols (− ∞ ™ ➙, arrows, emoji) included. So
// "can't" is "can" "t", "face-down" is "face" "down", and "Urborg, Tomb of Yawgmoth" is "urborg"
// "tomb" "of" "yawgmoth", as FTS5's unicode61 tokenizer splits them. The printed ligatures
// U+FB01 and U+FB02 (Riftbound v1.4 keeps them: "Battleﬁeld") are spelled out as "fi" and "fl",
// so the vocabulary and the words' counts per document have "battlefield"; FTS5 keeps them (the
// search adds the ligature spelling of such a word to its phrases).
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::store {

// The words of `text`, lower case (ASCII folding only), in order.
std::vector<std::string> Words(std::string_view text);
// Calls `visit` with each of Words(text), in order, without building the list (the view is valid
// during the call only).
void ForEachWord(std::string_view text, const std::function<void(std::string_view)>& visit);

// The words of `text` joined by single spaces: the key names and phrases are compared by
// ("Urborg, Tomb of Yawgmoth" -> "urborg tomb of yawgmoth").
std::string WordKey(std::string_view text);

// True for an English function word that carries no rules meaning in a question ("what", "the",
// "does", "my"). Words that name rules concepts ("same", "first", "before", "other", "up") are
// not stop words. `word` is lower case, as Words() gives it.
bool IsStopWord(std::string_view word);

// A crude stem, for matching words of one text to the phrases of another where FTS5's stemmer is
// not at hand ("regenerated" and "Regenerate", "battlefield" and "Battlefields"): one of -ing,
// -ed, -es, -s, -e dropped when at least 4 letters stay.
std::string CrudeStem(const std::string& word);
// WordKey of the crude stems.
std::string StemKey(std::string_view text);

// One whitespace-separated piece of a query, its possessive dropped ("Heights'" and "Heights's"
// are "heights", "attacker’s" is "attacker").
struct QueryToken {
  std::string typed;               // as typed, surrounding punctuation trimmed
  std::vector<std::string> words;  // Words() of it: "face-down" -> "face" "down"
  bool capitalized = false;        // typed with an upper-case first letter
  bool stop = false;               // every word is a stop word ("can't", "the")
};

// The tokens of `text` that hold at least one word, in order.
std::vector<QueryToken> QueryTokens(std::string_view text);

// A document key as one full-text token ("mtg@2026-09-25" -> "s6d7467..."): the scope column of
// the full-text tables holds it, so a search names the documents it covers in its MATCH. "s" and
// the key's bytes in hex: letters and digits only, one token whatever the key holds.
std::string ScopeToken(std::string_view doc_key);

// The power/toughness changes written with their signs in `text` ("+1/+1", "-1/-1", "+X/+0",
// "−2/−2"), each as one word of its own ("p1p1", "m1m1", "pxp0", "m2m2"), in order, without
// repeats. FTS5's tokenizer drops the signs, so "+1/+1" and "-1/-1" are both the words "1 1";
// the build indexes these words beside a rule's text and a question's "+1/+1" searches them.
std::vector<std::string> SignedPowerToughness(std::string_view text);

// True when every character of `word` is an ASCII digit.
bool IsNumber(std::string_view word);

}  // namespace arbiter::store
