// Ranking full-text rows for a question: the FTS5 auxiliary function
//   arbiter_rank(<table>, '<column weights>', '<length columns>', '<phrases>', '<groups>'
//                [, '<rows>' [, <facts>]])
// registered on a connection by RegisterRankFunction. The MATCH expression is an OR of phrases,
// each standing for one of the question's words (or a synonym, a corrected spelling, a card's
// keyword); phrases of one group are alternatives for the same word, and groups of one unit are
// one thing the question asks about (a word, or a card named in it).
//
// <length columns>: per column 0, 1 (kNormalised: BM25 normalises the column's counts by its
// length against the average) or 2 (kScattered: its length only shortens its coverage reach,
// below); the row facts' sizes are those columns' in order.
//
// <rows>, optional: per phrase, the table's rows that hold it ("57 1712 -1"), read from fts_terms
// by the caller; a phrase missing or -1 is counted here (FTS5's xQueryPhrase over the table,
// the most costly step of a search). <facts>, optional: the table's RowFacts (store/row_facts.h)
// bound with Statement::BindPointer under kRowFactsPointerType, whose sizes are the rows' length
// columns' sizes in tokens; without them each is read from FTS5 (a lookup per row).
//
// Score of a row, higher is better:
//   per phrase p: BM25 of p in the row, over the weighted sum of its per-column counts, times
//                 the phrase's weight (idf over the whole table);
//   per group:    the best of its phrases; the row's BM25 is the sum over groups;
//   coverage C:   the share of the units the row matches, each unit weighted by its best
//                 weight * idf and covered as far as the best phrase the row has of it is worth
//                 (units absent from the table do not count), and less when that phrase is
//                 only in columns lighter than the text (kCoverageFloor), or only in a
//                 kScattered column longer than kScatteredTokens (its weight shrinks by the
//                 ratio);
//   score = BM25 * C^kCoverageExponent, so a row that answers more of the question ranks above
//   one that repeats a single word; times kVariantFactor for a rule of a variant of play
//   (RowFacts::Variant) none of whose heading columns (not length columns, weighted above 1: the
//   rule's title and its section's) has a question word.
#pragma once

#include <string>
#include <vector>

#include "store/sqlite.h"
#include "util/status.h"

namespace arbiter::store {

// How strongly coverage counts: 0 is plain any-word BM25, 1 scales by the share covered.
inline constexpr double kCoverageExponent = 1.5;
// A phrase found only in columns of weight w < 1 - kCoverageFloor covers kCoverageFloor + w of
// its unit: a question's words in an example or an ancestor's text (weights 0.3, 0.4) say less
// that the rule answers it than the same words in the rule's own text.
inline constexpr double kCoverageFloor = 0.5;

// A <length columns> value: the column's length normalises BM25 (1), or shortens the coverage
// of a phrase found only there when it is longer than kScatteredTokens (2).
inline constexpr int kNormalised = 1;
inline constexpr int kScattered = 2;
// A question's words found in a long example (MTG's run to 200 words and more, of several
// cards and events) are scattered through a story, not said together as a short example or a
// rule's own text says them: past this many tokens, an example covers a unit as much as its
// weight times this over its length. Measured on the three question sets (score.py --pin):
// 30-50 tokens the best (dev MRR 0.840 held, own 89.7 -> 91.4 hit@5: mtg14 2 -> 1, orb23 7 ->
// 5, orb24 3 -> 2, omtg01 4 -> 3, odr07 9 -> 6; rb28 1 -> 2 on a near tie); 20 lowered dev hit@1
// (rb04), 60-100 moved fewer rows up.
inline constexpr double kScatteredTokens = 40;

// A variant's rule (Two-Headed Giant, Vanguard, Riftbound's 2v2) answers a question about the
// game everyone plays only by accident: it restates a general rule for its own case. Measured on
// the three sets (score.py --pin), first as a prototype (MTG 8xx/9xx and Riftbound 463-466 x
// factor): 0.3 moved rb37 3 -> 2, hmtg02 2 -> 1, omtg07 out -> 10 and nothing down (0.5-0.7:
// rb37 only); the same rows with the build's flag. With the context column in the exception too
// (it holds every ancestor's title and glossary senses) nearly every row was exempted.
inline constexpr double kVariantFactor = 0.3;

// One phrase of the MATCH expression, in the order it appears there.
struct RankPhrase {
  int group = 0;
  double weight = 1.0;
};

// The arguments arbiter_rank takes after the table: phrases as "group:weight ..." and, for each
// group in order, its unit ("-1" when it does not count for coverage).
std::string PhraseSpec(const std::vector<RankPhrase>& phrases);
std::string GroupSpec(const std::vector<int>& units);

// Registers arbiter_rank on `db` (idempotent per connection is the caller's business).
// Internal error when the connection has no FTS5.
Status RegisterRankFunction(Database* db);

}  // namespace arbiter::store
